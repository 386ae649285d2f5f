import { type FieldProblem, problem, readProblem } from '@cammini/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';

/**
 * The contract's rules carry their problem's code (on the server and through zodResolver alike):
 * this gives its catalogue key with its values, or null for a text of its own.
 */
export function messageKey(message: string): { key: string; values?: Record<string, number> } | null {
  const known = readProblem(message);
  if (!known) return null;
  return { key: `validation.${known.code}`, values: known.limit === undefined ? undefined : { max: known.limit } };
}

/** A server's problem as a form error's message: its code when the catalogue knows it, else its text. */
const asMessage = (found: FieldProblem | undefined) =>
  !found
    ? ''
    : i18n.exists(`validation.${found.code}`, { ns: 'admin-content' })
      ? problem(found.code, found.limit)
      : found.message;

/**
 * Puts the server's field errors (`body.<field>`) on the form's fields; `renamed` maps the
 * server's names to the form's (an edit sends the title as `newTitle`). Answers the messages of
 * fields the form does not hold (the picture).
 */
export function applyServerFields<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly Path<T>[],
  renamed: Record<string, Path<T>> = {},
): Record<string, string> {
  const others: Record<string, string> = {};
  if (!(error instanceof ApiError) || !error.fields) return others;
  for (const [key, problems] of Object.entries(error.fields)) {
    const name = key.replace(/^body\./, '');
    const field = renamed[name] ?? (known.includes(name as Path<T>) ? (name as Path<T>) : undefined);
    const message = asMessage(problems[0]);
    if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
    else others[name] = message;
  }
  return others;
}
