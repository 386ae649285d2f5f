import { PASSWORD_MIN_LENGTH } from '@cammini/contract';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * Translates a form error whose message is a catalogue key (see issueToMessageKey). A message that is
 * not a key, such as the Italian text of a rule the contract words itself, falls back to `fallbackKey`.
 */
export function useFieldErrorText() {
  const { t, i18n } = useTranslation('accounts');
  return useCallback(
    (error: FieldError | undefined, fallbackKey = 'validation.invalid') => {
      if (!error) return undefined;
      const known = error.message && i18n.exists(error.message, { ns: 'accounts' });
      return t(known ? (error.message as string) : fallbackKey, { min: PASSWORD_MIN_LENGTH });
    },
    [t, i18n],
  );
}
