import { problem } from '@cammini/contract';
import { describe, expect, it } from 'vitest';
import { problemKey } from './form-problems';

describe('form problems', () => {
  it('knows the contract rules by their code and zod checks by their kind', () => {
    expect(problemKey({ type: 'custom', message: problem('sharesOverPrice') })).toBe('validation.sharesOverPrice');
    expect(problemKey({ type: 'server', message: problem('unknownCategory') })).toBe('validation.unknownCategory');
    expect(problemKey({ type: 'too_big', message: problem('tooLong', 300) })).toBe('validation.tooLong');
    expect(problemKey({ type: 'too_small', message: 'Too small' })).toBe('validation.required');
    expect(problemKey({ type: 'invalid_value', message: 'Invalid option' })).toBe('validation.invalid');
    expect(problemKey({ type: 'server', message: 'Un testo del server' })).toBeNull();
  });
});
