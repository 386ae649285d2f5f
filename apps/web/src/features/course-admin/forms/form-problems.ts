import { readProblem } from '@cammini/contract';

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
