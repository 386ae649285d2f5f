import { createRequire } from 'node:module';
import { ErrorCode, fieldProblem } from '@cammini/contract';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import { AppError } from './app-error.js';

const require = createRequire(import.meta.url);
let commonPasswords: ReadonlySet<string> | undefined;

/**
 * The passwords people pick first, and the ones every breach dump holds: the 49,000 of zxcvbn-ts's
 * common list (frequency-ranked from leaked password corpora; pinned in package.json, updated with it).
 * Only the server reads it: the web shows the server's answer and keeps the list out of its bundle.
 * Read at the first check rather than at start: 5 MB of memory a server needs only once someone sets a
 * password.
 */
function commonPasswordList(): ReadonlySet<string> {
  if (!commonPasswords) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as typeof LanguageCommon;
    commonPasswords = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  }
  return commonPasswords;
}

/** Words of this site that an attacker tries first on it (NIST SP 800-63B: context-specific words). */
const SITE_WORDS = ['cammini', 'camminidicrescita', 'cammini di crescita', 'crescita', 'cammini-admin', 'admin'];

/** Admin accounts (ADMIN_PASSWORD, `npm run admin`) need a longer password than customers. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

const fold = (text: string) => text.normalize('NFKC').toLowerCase().trim();
/** `Password123!` → `password`: the digits and signs people add before and after a word fool nobody. */
const core = (text: string) => text.replace(/^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu, '');

/**
 * True when a password is on the common list, or is one of `context` (the account's e-mail, its local
 * part, the person's name) or of the site's words, as typed or once the digits and signs around it are
 * taken away.
 */
export function isCommonPassword(password: string, context: readonly string[] = []): boolean {
  const typed = fold(password);
  const bare = core(typed);
  const words = new Set(SITE_WORDS);
  for (const entry of context.map(fold)) {
    const local = entry.split('@', 1)[0] ?? '';
    for (const word of [entry, local, core(entry), core(local)]) if (word.length >= 3) words.add(word);
  }
  const common = commonPasswordList();
  if (common.has(typed) || words.has(typed)) return true;
  return bare.length >= 3 && (common.has(bare) || words.has(bare));
}

export const passwordTooCommon = (field: string) =>
  new AppError(
    ErrorCode.PASSWORD_TOO_COMMON,
    'Questa password è tra le più usate o compare in furti di dati: scegline una diversa',
    { fields: { [field]: [fieldProblem('passwordTooCommon')] } },
  );

/** Refuses a new password that is common, breached or the account's own name (a 400 naming `field`). */
export function assertUncommonPassword(password: string, context: readonly string[], field: string): void {
  if (isCommonPassword(password, context)) throw passwordTooCommon(field);
}

/** What is wrong with an admin password, in the words of a configuration error, or undefined. */
export function adminPasswordProblem(password: string, email?: string): string | undefined {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;
  if (isCommonPassword(password, email ? [email] : [])) {
    return 'is a common or breached password (or the site or account name): choose another';
  }
  return undefined;
}
