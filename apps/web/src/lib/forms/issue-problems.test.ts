import { PASSWORD_MIN_LENGTH, Password, personName } from '@cammini/contract';
import { renderHook } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import i18n from '../i18n';
import { problemIssues } from './issue-problems';
import { useFieldText } from './use-field-text';

/** The message a form's field gets for this value. */
const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, problemIssues).error?.issues[0]?.message;

describe('a form’s zod issues as the contract’s problems', () => {
  it('calls an empty box required whatever rule it fails', () => {
    expect(messageOf(z.email(), '  ')).toBe('required');
    expect(messageOf(z.string().min(8), '')).toBe('required');
  });

  it('names the problem by its code and the number it names', () => {
    expect(messageOf(z.string().max(5), 'troppo lungo')).toBe('tooLong:5');
    expect(messageOf(Password, 'corta')).toBe(`tooShort:${PASSWORD_MIN_LENGTH}`);
    expect(messageOf(z.email(), 'non-una-mail')).toBe('email');
    expect(messageOf(z.iso.date(), '31/12/2000')).toBe('invalidDate');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('invalid');
  });

  it('keeps the code of a rule the contract words itself', () => {
    expect(messageOf(personName(50), 'www.example.com')).toBe('personName');
  });

  it('is worded in the screen’s language by the namespace’s catalogue', async () => {
    const text = () =>
      renderHook(() => useFieldText('accounts', { values: { min: PASSWORD_MIN_LENGTH } })).result.current;
    expect(text()({ message: messageOf(Password, 'corta') })).toBe(
      `La password deve avere almeno ${PASSWORD_MIN_LENGTH} caratteri.`,
    );
    await i18n.changeLanguage('en');
    expect(text()({ message: messageOf(z.email(), 'non-una-mail') })).toBe('Please enter a valid e-mail address.');
  });
});
