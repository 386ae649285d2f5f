import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ArticleFormFields } from './content-forms.js';
import {
  FIELD_PROBLEM_CODES,
  fieldProblem,
  problem,
  problemOfIssue,
  problemsOfIssues,
  readProblem,
} from './field-problems.js';

describe('field problems', () => {
  it('has an Italian text for every code', () => {
    for (const code of FIELD_PROBLEM_CODES) expect(fieldProblem(code, 1).message).not.toBe('');
  });

  it('reads a rule’s message back as its code, limit and Italian text', () => {
    expect(readProblem(problem('tooLong', 120))).toEqual({
      code: 'tooLong',
      limit: 120,
      message: 'Al massimo 120 caratteri.',
    });
    expect(readProblem('required')).toEqual({ code: 'required', message: 'Campo obbligatorio.' });
    expect(readProblem('Invalid input')).toBeUndefined();
    expect(readProblem('toString')).toBeUndefined();
  });

  it('names zod’s own issues by what they mean', () => {
    const problems = (schema: z.ZodType, value: unknown) =>
      schema.safeParse(value).error?.issues.map((issue) => problemOfIssue(issue));
    expect(problems(z.object({ a: z.string() }), {})).toEqual([fieldProblem('required')]);
    expect(problems(z.string().max(3), 'abcd')).toEqual([fieldProblem('tooLong', 3)]);
    expect(problems(z.string().min(8), 'abc')).toEqual([fieldProblem('tooShort', 8)]);
    expect(problems(z.string().min(1), '')).toEqual([fieldProblem('required')]);
    expect(problems(z.array(z.string()).max(2), ['a', 'b', 'c'])).toEqual([fieldProblem('tooMany', 2)]);
    expect(problems(z.email(), 'nope')).toEqual([fieldProblem('email')]);
    expect(problems(z.number(), 'x')).toEqual([fieldProblem('invalid')]);
  });

  it('groups a form’s problems by field, with the codes its rules carry', () => {
    const failed = ArticleFormFields.safeParse({
      title: '',
      intro: 'x'.repeat(601),
      content: '<p></p>',
      category: 'A',
    });
    expect(problemsOfIssues(failed.error!.issues, 'body')).toEqual({
      'body.title': [fieldProblem('required')],
      'body.intro': [fieldProblem('tooLong', 600)],
      'body.content': [fieldProblem('contentEmpty')],
    });
  });
});
