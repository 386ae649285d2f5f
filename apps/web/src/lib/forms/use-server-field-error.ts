import { useCallback } from 'react';
import { useLanguage } from '../use-language';
import { problemOf } from './problem-of';

/**
 * What to show under a field the server refused with a 400: its own message (the error handler keys
 * them `body.<field>`) on Italian screens, where it is written in Italian, otherwise `fallbackKey`.
 * Undefined when the answer says nothing about this field.
 */
export function useServerFieldError() {
  const language = useLanguage();
  return useCallback(
    (error: unknown, field: string, fallbackKey: string) => {
      const refusal = problemOf(error);
      if (refusal?.status !== 400 || !refusal.fields) return undefined;
      const problem = (refusal.fields[`body.${field}`] ?? refusal.fields[field])?.[0];
      if (!problem) return undefined;
      return language === 'it' ? problem.message : fallbackKey;
    },
    [language],
  );
}
