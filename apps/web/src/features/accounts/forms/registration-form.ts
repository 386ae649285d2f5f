import { AffiliateCode, RegisterBody } from '@cammini/contract';
import { z } from 'zod';
import { mismatchOn } from './password-forms';

/** An empty box means "no code"; anything typed must be a well-formed code. */
const OptionalAffiliateCode = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(AffiliateCode.optional());

/** The registration body plus what only the form has: the repeated password and an unticked consent box. */
export const RegistrationForm = RegisterBody.omit({ usedAffiliateCode: true, privacyAccepted: true, language: true })
  .extend({
    repeatPassword: z.string(),
    usedAffiliateCode: OptionalAffiliateCode,
    privacyAccepted: z.boolean().refine((accepted) => accepted, 'validation.privacyRequired'),
  })
  .refine((values) => values.password === values.repeatPassword, mismatchOn('password', 'repeatPassword'));

export type RegistrationFormValues = z.input<typeof RegistrationForm>;
export type RegistrationFormOutput = z.output<typeof RegistrationForm>;

export const emptyRegistration: RegistrationFormValues = {
  name: '',
  surname: '',
  email: '',
  password: '',
  repeatPassword: '',
  dateOfBirth: '',
  state: '',
  region: '',
  province: '',
  city: '',
  address: '',
  phoneNumber: '',
  usedAffiliateCode: '',
  privacyAccepted: false,
};
