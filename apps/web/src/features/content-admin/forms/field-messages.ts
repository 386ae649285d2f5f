import { readProblem } from '@cammini/contract';

/**
 * The contract's rules carry their problem's code (on the server and through zodResolver alike):
 * this gives its catalogue key with its values, or null for a text of its own.
 */
export function messageKey(message: string): { key: string; values?: Record<string, number> } | null {
  const known = readProblem(message);
  if (!known) return null;
  return { key: `validation.${known.code}`, values: known.limit === undefined ? undefined : { max: known.limit } };
}
