import { ErrorCode } from '@cammini/contract';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { PrivateTokenError } from '../api/send-course-form';
import { splitServerFields } from '../forms/form-problems';

interface FailureReportOptions<T extends FieldValues> {
  kind: 'course' | 'onlineCourse';
  /** The catalogue key of this form's failure text (publishing or saving). */
  failedKey: string;
  textFields: readonly Path<T>[];
  setError: UseFormSetError<T>;
  /** Problems of the file fields and the lesson list, by server field name. */
  setOtherErrors: (problems: Record<string, string>) => void;
}

/**
 * Turns a refused save into the form's message, and puts the server's field problems (a taken
 * title included) on the fields they belong to.
 */
export function useFailureReport<T extends FieldValues>(options: FailureReportOptions<T>) {
  const { t } = useTranslation('admin-courses');
  const { kind, failedKey, textFields, setError, setOtherErrors } = options;
  return useCallback(
    (error: unknown): string => {
      const failed = t(failedKey);
      if (error instanceof PrivateTokenError) return t('tokenFailed');
      if (!(error instanceof ApiError)) return failed;
      if (error.status === 0) return t('network');
      if (error.status === 404) return t(`${kind}.notFound`);
      if (error.code === ErrorCode.TITLE_TAKEN) {
        setError('title' as Path<T>, { type: 'server', message: t(`${kind}.titleTaken`) }, { shouldFocus: true });
        return failed;
      }
      if (error.code === ErrorCode.PAYLOAD_TOO_LARGE || error.code === ErrorCode.UNSUPPORTED_MEDIA_TYPE) {
        return `${failed} ${t(`fileRefused.${error.code}`)}`;
      }
      if (error.fields) {
        const { text, other } = splitServerFields(error.fields, textFields);
        for (const [name, message] of Object.entries(text)) setError(name as Path<T>, { type: 'server', message });
        setOtherErrors(other);
        return `${failed} ${t('validation.fixFields')}`;
      }
      return failed;
    },
    [t, kind, failedKey, textFields, setError, setOtherErrors],
  );
}
