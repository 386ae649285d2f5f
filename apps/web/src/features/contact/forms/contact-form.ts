import { ContactBody, PhoneNumber } from '@cammini/contract';
import type { z } from 'zod';
import { filled } from './form-issues';

/**
 * The /contatti form is the contract's body without the privacy flag: the page shows the privacy
 * notice beside the button and sends `privacy: true` with every message (see ContactForm).
 */
export const ContactFormSchema = ContactBody.omit({ privacy: true }).extend({ telefono: filled(PhoneNumber) });
export type ContactFormValues = z.input<typeof ContactFormSchema>;
export type ContactFormOutput = z.output<typeof ContactFormSchema>;

export const emptyContact: ContactFormValues = { nome: '', cognome: '', mail: '', telefono: '', richiesta: '' };
