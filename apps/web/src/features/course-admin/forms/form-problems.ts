import { type FieldProblems, problem as problemMessage, readProblem } from '@cammini/contract';
import i18n from '../../../lib/i18n';

/** A problem of one field: from the form's schema (zod issue code as type) or from the server. */
export interface FieldProblem {
  type?: string;
  message?: string;
}

/**
 * The admin-courses catalogue key of a problem: the contract's own rules are known by their code,
 * zod's built-in checks by their kind. Null for a server text with no key, which is then shown as
 * it came.
 */
export function problemKey(problem: FieldProblem): string | null {
  const known = readProblem(problem.message);
  if (known) return `validation.${known.code}`;
  switch (problem.type) {
    case 'server':
      return null;
    case 'too_small':
      return 'validation.required';
    case 'too_big':
      return 'validation.tooLong';
    default:
      return 'validation.invalid';
  }
}

/** The server names fields `body.<name>`; a rename's title comes back as `newTitle`. */
const formFieldOf = (serverField: string) => {
  const name = serverField.replace(/^body\./, '');
  return name === 'newTitle' ? 'title' : name;
};

/**
 * Splits a 400's `fields` into those of the text inputs (by name) and the rest (files, lessons),
 * each with its first message.
 */
export function splitServerFields(
  fields: FieldProblems | undefined,
  textFields: readonly string[],
): { text: Record<string, string>; other: Record<string, string> } {
  const text: Record<string, string> = {};
  const other: Record<string, string> = {};
  for (const [serverField, problems] of Object.entries(fields ?? {})) {
    const name = formFieldOf(serverField);
    const first = problems[0];
    const known = first && i18n.exists(`validation.${first.code}`, { ns: 'admin-courses' });
    const message = !first ? '' : known ? problemMessage(first.code, first.limit) : first.message;
    if (textFields.includes(name)) text[name] ??= message;
    else other[name] ??= message;
  }
  return { text, other };
}
