import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { lostSessionKey } from './lost-access';
import { problemOf } from './problem-of';
import { refusalText } from './refusal-text';

interface Options {
  /** Catalogue keys for the error codes this screen explains in its own words. */
  byCode?: Record<string, string>;
  /** Key shown when nothing more specific is known. */
  fallback: string;
  /** Word other 4xx answers as the kit does (refusalText: the server's message on Italian screens, its code's English wording on English ones). */
  serverMessage?: boolean;
}

/** Codes every account screen explains the same way. */
const commonCodes: Record<string, string> = {
  NETWORK: 'errors.network',
  RATE_LIMITED: 'errors.rateLimited',
  // Only the server knows the list of common and breached passwords: every password form shows its answer.
  PASSWORD_TOO_COMMON: 'errors.passwordTooCommon',
};

/** Turns a failed call into the text a screen shows, in the interface language where we can. */
export function useApiErrorText() {
  const { t } = useTranslation('accounts');
  return useCallback(
    (error: unknown, { byCode, fallback, serverMessage }: Options) => {
      const problem = problemOf(error);
      if (!problem) return t(fallback);
      const key = byCode?.[problem.code] ?? commonCodes[problem.code] ?? lostSessionKey(problem);
      if (key) return t(key);
      const refused = serverMessage && problem.code !== 'VALIDATION' ? refusalText(problem) : undefined;
      return refused ?? t(fallback);
    },
    [t],
  );
}
