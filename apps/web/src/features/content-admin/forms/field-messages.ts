import { ContentFormMessage, type ContentFormMessageCode } from '@cammini/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

const codeByMessage = new Map(
  Object.entries(ContentFormMessage).map(([code, message]) => [message as string, code as ContentFormMessageCode]),
);
const TOO_LONG = /^Al massimo (\d+) caratteri\.$/;

/**
 * The contract's rules answer Italian messages (on the server and through zodResolver alike):
 * this finds the catalogue key of one, with its values, or null for a text of its own.
 */
export function messageKey(message: string): { key: string; values?: Record<string, number> } | null {
  const code = codeByMessage.get(message);
  if (code) return { key: `validation.${code}` };
  const tooLong = TOO_LONG.exec(message);
  return tooLong ? { key: 'validation.tooLong', values: { max: Number(tooLong[1]) } } : null;
}

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
  for (const [key, messages] of Object.entries(error.fields)) {
    const name = key.replace(/^body\./, '');
    const field = renamed[name] ?? (known.includes(name as Path<T>) ? (name as Path<T>) : undefined);
    const message = messages[0] ?? '';
    if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
    else others[name] = message;
  }
  return others;
}
