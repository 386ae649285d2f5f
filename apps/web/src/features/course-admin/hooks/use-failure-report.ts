import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminFailureOf } from '../../../lib/admin/admin-failure';
import { NO_PRIVATE_TOKEN_KEY } from '../../../lib/forms/lost-access';
import { splitServerFields } from '../../../lib/forms/server-fields';

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
      const failure = adminFailureOf(error);
      switch (failure.kind) {
        case 'token':
          return t(NO_PRIVATE_TOKEN_KEY);
        case 'network':
          return t('network');
        case 'notFound':
          return t(`${kind}.notFound`);
        case 'titleTaken':
          setError('title' as Path<T>, { type: 'server', message: t(`${kind}.titleTaken`) }, { shouldFocus: true });
          return failed;
        case 'fileRefused':
          return `${failed} ${t(`fileRefused.${failure.code}`)}`;
        case 'invalid': {
          if (Object.keys(failure.fields).length === 0) return failed;
          const { onFields, others } = splitServerFields(failure.fields, {
            namespace: 'admin-courses',
            formFields: textFields,
            renamed: { newTitle: 'title' },
          });
          for (const [name, message] of Object.entries(onFields))
            setError(name as Path<T>, { type: 'server', message });
          setOtherErrors(others);
          return `${failed} ${t('validation.fixFields')}`;
        }
        default:
          return failed;
      }
    },
    [t, kind, failedKey, textFields, setError, setOtherErrors],
  );
}
