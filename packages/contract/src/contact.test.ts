import { describe, expect, it } from 'vitest';
import { ContactBody, EurosAmount, ModuleBody, PhoneNumber } from './contact.js';

const contact = {
  nome: ' Marta ',
  cognome: 'Rossi',
  mail: ' Marta@Example.COM ',
  telefono: '+39 (055) 123-4567',
  richiesta: 'Vorrei informazioni sul prossimo percorso.\nGrazie!',
};

const module = {
  name: 'Luca',
  email: 'luca@example.com',
  birth_date: '1985-03-02',
  city: 'Bologna',
  phonenumber: '3331234567',
  interested_in: 'Meditazione',
  objective: 'Ritrovare calma',
  spending: 300,
  message: 'Posso partecipare il sabato?',
};

describe('contact form', () => {
  it('trims the fields, lower-cases the e-mail and keeps line breaks in the request', () => {
    const parsed = ContactBody.parse(contact);
    expect(parsed.nome).toBe('Marta');
    expect(parsed.mail).toBe('marta@example.com');
    expect(parsed.richiesta).toContain('\n');
  });

  it('requires every field but privacy', () => {
    for (const field of ['nome', 'cognome', 'mail', 'telefono', 'richiesta']) {
      const { [field]: _omitted, ...rest } = contact as Record<string, unknown>;
      expect(ContactBody.safeParse(rest).success, field).toBe(false);
      expect(ContactBody.safeParse({ ...contact, [field]: '   ' }).success, field).toBe(false);
    }
    expect(ContactBody.safeParse({ ...contact, privacy: true }).success).toBe(true);
  });

  it('refuses line breaks in a name, which ends up in an e-mail subject', () => {
    expect(ContactBody.safeParse({ ...contact, nome: 'Marta\nBcc: x@y.it' }).success).toBe(false);
  });
});

describe('phone number', () => {
  it('accepts digits, spaces, +, - and brackets, 6 to 20 characters', () => {
    for (const ok of ['055123456', '+39 333 123 4567', '(055) 12-34-56'])
      expect(PhoneNumber.safeParse(ok).success, ok).toBe(true);
  });

  it('refuses letters, too short or too long numbers and punctuation without digits', () => {
    for (const bad of ['12345', 'chiamami', '333-CALL-ME', '1'.repeat(21), '+-()- ()', '055/123456']) {
      expect(PhoneNumber.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('contact module', () => {
  it('requires every listed field', () => {
    for (const field of Object.keys(module)) {
      const { [field]: _omitted, ...rest } = module as Record<string, unknown>;
      expect(ModuleBody.safeParse(rest).success, field).toBe(false);
    }
    expect(ModuleBody.safeParse(module).success).toBe(true);
  });

  it('takes the budget as a number or a numeric string, never negative', () => {
    expect(EurosAmount.parse('150,50')).toBe(150.5);
    expect(EurosAmount.parse(0)).toBe(0);
    expect(EurosAmount.safeParse(-1).success).toBe(false);
    expect(EurosAmount.safeParse('').success).toBe(false);
    expect(EurosAmount.safeParse('molti').success).toBe(false);
  });

  it('refuses a birth date that is not an ISO date', () => {
    expect(ModuleBody.safeParse({ ...module, birth_date: '02/03/1985' }).success).toBe(false);
  });
});
