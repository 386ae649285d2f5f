import { SaveOutcomeAlert } from '../../../components/admin/save-outcome-alert';
import { UploadProgress } from '../../../components/admin/upload-progress';
import type { AdminOutcome } from '../../../lib/admin/use-admin-save';

interface FormFooterProps {
  outcome: AdminOutcome | null;
  progress: number | null;
  sending: boolean;
  label: string;
  sendingLabel: string;
}

/** The submit button (disabled while sending), the upload progress and the outcome of the last try. */
export function FormFooter({ outcome, progress, sending, label, sendingLabel }: FormFooterProps) {
  return (
    <>
      <SaveOutcomeAlert outcome={outcome} />
      <UploadProgress value={progress} />
      <div className="admin-form__actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? sendingLabel : label}
        </button>
      </div>
    </>
  );
}
