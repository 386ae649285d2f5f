import { useTranslation } from 'react-i18next';
import { problemOf } from '../../../lib/forms/problem-of';

/**
 * The text shown when a form could not be sent. Every text starts with "Errore" in Italian, the
 * word the forms style as an error; too many sends get their own hint.
 */
export function useSendFailureText() {
  const { t } = useTranslation('forms');
  return (error: unknown, fallbackKey: string) =>
    problemOf(error)?.status === 429 ? t('common.tooManyRequests') : t(fallbackKey);
}
