import { ChangePasswordBody, EmailBody, LoginBody, Password } from '@cammini/contract';
import { z } from 'zod';

/**
 * Options of the refinement that compares a password with its confirmation. It runs even while other
 * fields still have errors, so the mismatch shows together with them.
 */
export function mismatchOn(field: string, confirmation: string) {
  return {
    path: [confirmation],
    message: 'passwordMismatch',
    when: (payload: { value: unknown }) => {
      const values = payload.value as Record<string, unknown> | undefined;
      return typeof values?.[field] === 'string' && typeof values?.[confirmation] === 'string';
    },
  };
}

export const LoginForm = LoginBody;
export type LoginFormValues = z.input<typeof LoginForm>;

export const ForgotPasswordForm = EmailBody;
export type ForgotPasswordFormValues = z.input<typeof ForgotPasswordForm>;

export const NewPasswordForm = z
  .object({ password: Password, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, mismatchOn('password', 'confirmPassword'));
export type NewPasswordFormValues = z.input<typeof NewPasswordForm>;

export const ChangePasswordForm = ChangePasswordBody.extend({ confirmPassword: z.string() }).refine(
  (values) => values.newPassword === values.confirmPassword,
  mismatchOn('newPassword', 'confirmPassword'),
);
export type ChangePasswordFormValues = z.input<typeof ChangePasswordForm>;
