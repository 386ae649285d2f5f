import { type CourseStatus, CourseStatus as CourseStatuses } from '@cammini/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';

interface StatusFieldProps {
  registration: UseFormRegisterReturn;
  /** The status chosen now: its hint says what it means. */
  status: CourseStatus;
  error?: string;
}

/** "Stato": draft, published or archived, with one line on what the chosen one means. */
export function StatusField({ registration, status, error }: StatusFieldProps) {
  const { t } = useTranslation('admin-courses');
  return (
    <Field label={t('fields.status')} hint={t(`fields.statusHints.${status}`)} error={error}>
      {(props) => (
        <select {...props} {...registration}>
          {CourseStatuses.options.map((value) => (
            <option key={value} value={value}>
              {t(`fields.statuses.${value}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
