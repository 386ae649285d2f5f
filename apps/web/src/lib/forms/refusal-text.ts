import type { FieldProblem } from '@cammini/contract';
import i18n from '../i18n';
import { problemOf } from './problem-of';

/**
 * The one rule for the server's own words. The server writes its refusals for people, in Italian: an
 * Italian screen may show them as sent; an English screen never does, it shows the English wording of
 * the refusal's code (`common:refusals.<CODE>`), or, when the catalogue has none, nothing (the screen
 * then says its own generic text). A 5xx text is never shown, in either language.
 */
const isEnglish = () => i18n.language?.startsWith('en') ?? false;

/** The refusal's text to show on the screen's language, or undefined: the screen says its own fallback. */
export function refusalText(error: unknown): string | undefined {
  const refusal = problemOf(error);
  if (!refusal || refusal.status < 400 || refusal.status >= 500) return undefined;
  if (!isEnglish()) return refusal.message || undefined;
  const key = `refusals.${refusal.code}`;
  return i18n.exists(key, { ns: 'common' }) ? i18n.t(key, { ns: 'common' }) : undefined;
}

/**
 * A field problem the form's catalogue does not word: the server's Italian text on an Italian screen,
 * a generic English text on an English one.
 */
export function fieldRefusalText(found: FieldProblem): string {
  return isEnglish() ? i18n.t('refusals.field', { ns: 'common' }) : found.message;
}
