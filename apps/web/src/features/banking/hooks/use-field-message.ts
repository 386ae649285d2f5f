import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';

/**
 * A form error's text: a key of the accounts catalogue is translated with `values`; anything else is
 * the server's own wording, shown as it came.
 */
export function useFieldMessage() {
  const { t, i18n } = useTranslation('accounts');
  return useCallback(
    (error: FieldError | undefined, values?: Record<string, unknown>) => {
      const message = error?.message;
      if (!message) return undefined;
      return i18n.exists(message, { ns: 'accounts' }) ? t(message, { ...values }) : message;
    },
    [t, i18n],
  );
}

/**
 * What to show under a field the server refused with a 400: its own message (the error handler keys
 * them `body.<field>`) on Italian screens, where it is written in Italian, otherwise `fallbackKey`.
 * Undefined when the answer says nothing about this field.
 */
export function useServerFieldError() {
  const language = useLanguage();
  return useCallback(
    (error: unknown, field: string, fallbackKey: string) => {
      if (!(error instanceof ApiError) || error.status !== 400 || !error.fields) return undefined;
      const problem = (error.fields[`body.${field}`] ?? error.fields[field])?.[0];
      if (!problem) return undefined;
      return language === 'it' ? problem.message : fallbackKey;
    },
    [language],
  );
}
