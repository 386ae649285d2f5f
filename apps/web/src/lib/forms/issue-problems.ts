import { type FieldProblem, fieldProblem, problem, problemOfIssue } from '@cammini/contract';
import type { z } from 'zod';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const isEmpty = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * The one map from a form's zod issues to the contract's problem codes: an empty box is `required`
 * whatever the rule it fails, a date in another form `invalidDate`, anything else as the contract reads
 * it for the server's answers (problemOfIssue). A rule the contract words itself keeps its own code.
 */
export function problemOfFormIssue(issue: Issue): FieldProblem {
  if (isEmpty(issue.input)) return fieldProblem('required');
  if (issue.code === 'invalid_format' && issue.format === 'date') return fieldProblem('invalidDate');
  return problemOfIssue(issue);
}

/**
 * Options for zodResolver: every issue's message is its problem's code (`tooShort:8`), which the field
 * words in the screen's language (useFieldText: `validation.<code>` of its namespace, else its own key).
 */
export const problemIssues = {
  error: (issue: Issue) => {
    const found = problemOfFormIssue(issue);
    return problem(found.code, found.limit);
  },
};
