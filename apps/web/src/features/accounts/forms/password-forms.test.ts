import { PASSWORD_MIN_LENGTH } from '@cammini/contract';
import { describe, expect, it } from 'vitest';
import { ChangePasswordForm, NewPasswordForm } from './password-forms';
import { emptyRegistration, RegistrationForm } from './registration-form';

const atMinimum = 'a'.repeat(PASSWORD_MIN_LENGTH);
const belowMinimum = 'a'.repeat(PASSWORD_MIN_LENGTH - 1);
const passwordIssues = (result: { error?: { issues: { path: PropertyKey[] }[] } }, field: string) =>
  (result.error?.issues ?? []).filter((issue) => issue.path[0] === field);

describe('the password minimum in the web forms', () => {
  it('is 8 characters', () => expect(PASSWORD_MIN_LENGTH).toBe(8));

  it('lets a new password of exactly the minimum through, and stops one a character shorter', () => {
    expect(NewPasswordForm.safeParse({ password: atMinimum, confirmPassword: atMinimum }).success).toBe(true);
    const short = NewPasswordForm.safeParse({ password: belowMinimum, confirmPassword: belowMinimum });
    expect(passwordIssues(short, 'password')).toHaveLength(1);
  });

  it('holds a changed password to the same minimum', () => {
    const change = (newPassword: string) =>
      ChangePasswordForm.safeParse({ oldPassword: 'vecchia', newPassword, confirmPassword: newPassword });
    expect(change(atMinimum).success).toBe(true);
    expect(passwordIssues(change(belowMinimum), 'newPassword')).toHaveLength(1);
  });

  it('holds the registration to the same minimum', () => {
    const register = (password: string) =>
      RegistrationForm.safeParse({ ...emptyRegistration, password, repeatPassword: password });
    expect(passwordIssues(register(atMinimum), 'password')).toEqual([]);
    expect(passwordIssues(register(belowMinimum), 'password')).toHaveLength(1);
  });
});
