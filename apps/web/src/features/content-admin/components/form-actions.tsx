import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../../../components/admin/upload-progress';

interface FormActionsProps {
  label: string;
  pending: boolean;
  /** Upload progress of a form with files. */
  progress?: number | null;
}

/** The submit button, disabled while the form is sent, and the upload's progress. */
export function FormActions({ label, pending, progress = null }: FormActionsProps) {
  const { t } = useTranslation('admin-content');
  return (
    <div className="admin-form__actions">
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? t('actions.saving') : label}
      </button>
      <UploadProgress value={pending ? progress : null} />
    </div>
  );
}
