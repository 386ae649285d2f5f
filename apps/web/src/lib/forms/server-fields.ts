import { type FieldProblem, type FieldProblems, problem } from '@cammini/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { problemOf } from './problem-of';
import { fieldRefusalText } from './refusal-text';
import { catalogueHas } from './use-field-text';

interface ServerFieldsOptions {
  /** The catalogue that words the form's problems (`validation.<code>`). */
  namespace: string;
  /** The form's own fields: the server's problems of these go on them, the others (files, lists) apart. */
  formFields: readonly string[];
  /** The server's names for the form's fields, where they differ: an edit sends the title as `newTitle`. */
  renamed?: Record<string, string>;
}

/**
 * A server's problem as a form error's message: the contract's code (`tooLong:120`), which the form
 * words as its own checks of the same rule, when the catalogue knows it; else the server's text on an
 * Italian screen, a generic English one on an English screen (fieldRefusalText).
 */
function asMessage(found: FieldProblem | undefined, namespace: string): string {
  if (!found) return '';
  return catalogueHas(namespace, `validation.${found.code}`)
    ? problem(found.code, found.limit)
    : fieldRefusalText(found);
}

/**
 * Splits a refusal's `fields` (keyed `body.<field>`) into those of the form's fields, under the form's
 * names, and the rest, each with its first problem.
 */
export function splitServerFields(
  fields: FieldProblems | undefined,
  { namespace, formFields, renamed = {} }: ServerFieldsOptions,
): { onFields: Record<string, string>; others: Record<string, string> } {
  const onFields: Record<string, string> = {};
  const others: Record<string, string> = {};
  for (const [serverField, problems] of Object.entries(fields ?? {})) {
    const sent = serverField.replace(/^body\./, '');
    const name = renamed[sent] ?? sent;
    const into = formFields.includes(name) ? onFields : others;
    into[name] ??= asMessage(problems[0], namespace);
  }
  return { onFields, others };
}

/**
 * Puts a refusal's field problems on the form's fields (focusing the first with `focus`), and answers
 * the problems of the fields the form does not hold (a picture, the lessons).
 */
export function placeServerFields<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: ServerFieldsOptions & { focus?: boolean },
): Record<string, string> {
  const { onFields, others } = splitServerFields(problemOf(error)?.fields, options);
  for (const [name, message] of Object.entries(onFields)) {
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: options.focus ?? false });
  }
  return others;
}
