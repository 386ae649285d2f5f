import { z } from 'zod';
import { BirthDate } from './accounts.js';
import { Email, isSingleLine, personName, requiredText } from './common.js';
import { problem } from './field-problems.js';
import { typedEuros } from './money.js';

/** Text for one line of an e-mail or a table cell. */
export const singleLineText = (max: number) => requiredText(max).refine(isSingleLine, problem('oneLine'));

/** Digits, spaces, +, -, and brackets, 6 to 20 characters with at least 6 digits. */
export const PhoneNumber = z
  .string()
  .trim()
  .regex(/^[0-9+\-() ]{6,20}$/, problem('phone'))
  .refine((value) => (value.match(/\d/g)?.length ?? 0) >= 6, problem('phone'));

/** A non-negative amount in euros; number inputs of some browsers send it as a string. */
export const EurosAmount = z
  .union([z.number(), z.string().pipe(typedEuros('amount'))])
  .pipe(z.number().min(0, problem('amount')).max(10_000_000, problem('amount')));

export const CONTACT_TEXT_MAX_LENGTH = 5000;

/** POST /send-email — the contact form of /contatti. */
export const ContactBody = z.object({
  nome: personName(80),
  cognome: personName(80),
  mail: Email,
  telefono: PhoneNumber,
  richiesta: requiredText(CONTACT_TEXT_MAX_LENGTH),
  /** The original form sends it without a control; kept as given. */
  privacy: z.boolean().optional(),
});
export type ContactBody = z.input<typeof ContactBody>;
export type ContactMessage = z.output<typeof ContactBody>;

/** POST /api/module/ — the contact module of /modulo. */
export const ModuleBody = z.object({
  name: personName(120),
  /** Collected by the form; the original client did not send it. */
  surname: personName(80).optional(),
  email: Email,
  birth_date: BirthDate,
  city: singleLineText(100),
  phonenumber: PhoneNumber,
  interested_in: requiredText(300),
  objective: requiredText(2000),
  spending: EurosAmount,
  message: requiredText(CONTACT_TEXT_MAX_LENGTH),
});
export type ModuleBody = z.input<typeof ModuleBody>;
export type ModuleSubmission = z.output<typeof ModuleBody>;
