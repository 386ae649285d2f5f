import { AS_SENT, type FieldErrorLike } from '../../../lib/forms/use-field-text';

/**
 * What a course form shows for a problem its catalogue has no key for (the contract's own rules have
 * theirs, `validation.<code>`): zod's built-in checks by their kind, and a server text as it came.
 */
export function keyByIssueKind(problem: FieldErrorLike): string | typeof AS_SENT {
  switch (problem.type) {
    case 'server':
      return AS_SENT;
    case 'too_small':
      return 'validation.required';
    case 'too_big':
      return 'validation.tooLong';
    default:
      return 'validation.invalid';
  }
}

/** How the course forms word their fields' problems (useFieldText in the admin-courses namespace). */
export const COURSE_FIELD_TEXTS = { otherwise: keyByIssueKind };
