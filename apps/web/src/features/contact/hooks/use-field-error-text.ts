import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * Translates a form error whose message is a `forms` key (see issueToFormsKey). A value that is
 * there but wrong, or a message the contract words itself, gets the field's own `invalidKey`.
 */
export function useFieldErrorText() {
  const { t, i18n } = useTranslation('forms');
  return useCallback(
    (error: FieldError | undefined, invalidKey = 'validation.invalid') => {
      if (!error) return undefined;
      const message = error.message ?? '';
      const known = message !== 'validation.invalid' && i18n.exists(message, { ns: 'forms' });
      return t(known ? message : invalidKey);
    },
    [t, i18n],
  );
}
