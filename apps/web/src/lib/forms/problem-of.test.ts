import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { codeAmong, isProblem, isRefusal, problemOf } from './problem-of';

describe('the server’s answer to a failed call', () => {
  const taken = new ApiError(409, 'EMAIL_TAKEN', 'E-mail già registrata');

  it('tells the server’s answers from other failures', () => {
    expect(problemOf(taken)).toBe(taken);
    expect(problemOf(new Error('boom'))).toBeUndefined();
    expect(isProblem(taken, 'EMAIL_TAKEN')).toBe(true);
    expect(isProblem(new Error('EMAIL_TAKEN'), 'EMAIL_TAKEN')).toBe(false);
  });

  it('calls a 4xx a refusal, and neither a server error nor a lost connection', () => {
    expect(isRefusal(taken)).toBe(true);
    expect(isRefusal(new ApiError(500, 'INTERNAL', 'stack'))).toBe(false);
    expect(isRefusal(new ApiError(0, 'NETWORK', 'Network error'))).toBe(false);
    expect(isRefusal(new Error('boom'))).toBe(false);
  });

  it('finds the code among those a screen words itself', () => {
    expect(codeAmong(taken, ['WRONG_PASSWORD', 'EMAIL_TAKEN'])).toBe('EMAIL_TAKEN');
    expect(codeAmong(taken, ['WRONG_PASSWORD'])).toBeUndefined();
  });
});
