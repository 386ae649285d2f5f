import { ModuleBody, PhoneNumber, singleLineText } from '@cammini/contract';
import { z } from 'zod';
import { filled } from './form-issues';

/** The contract's body, with the surname required (the form asks for it) and the terms box. */
export const ModuleFormSchema = ModuleBody.extend({
  surname: singleLineText(80),
  phonenumber: filled(PhoneNumber),
  terms: z.boolean().refine((accepted) => accepted, 'module.termsRequired'),
});
export type ModuleFormValues = z.input<typeof ModuleFormSchema>;
export type ModuleFormOutput = z.output<typeof ModuleFormSchema>;

export const emptyModule: ModuleFormValues = {
  name: '',
  surname: '',
  email: '',
  birth_date: '',
  city: '',
  phonenumber: '',
  interested_in: '',
  objective: '',
  spending: '',
  message: '',
  terms: false,
};
