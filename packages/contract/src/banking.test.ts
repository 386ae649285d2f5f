import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, isValidTaxCode, SaveIbanBody, SaveTaxCodeBody, WithdrawBody } from './banking.js';
import { problemOfIssue } from './field-problems.js';
import { MIN_WITHDRAWAL_EUROS } from './limits.js';

describe('IBAN', () => {
  it.each([
    'IT60X0542811101000000123456',
    'it60 x054 2811 1010 0000 0123 456',
    'DE89370400440532013000',
    'GB82WEST12345698765432',
    'FR1420041010050500013M02606',
  ])('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    ['a wrong check digit', 'IT61X0542811101000000123456'],
    ['a changed digit', 'IT60X0542811101000000123457'],
    ['a wrong length for the country', 'IT60X054281110100000012345'],
    ['no country', '60X0542811101000000123456'],
    ['symbols', 'IT60-X054-2811-1010-0000-0123-456'],
    ['nothing', ''],
  ])('refuses %s', (_label, iban) => expect(isValidIban(iban)).toBe(false));

  it('is stored without spaces and upper-cased, and printed in groups of four', () => {
    const body = SaveIbanBody.parse({
      email: 'a@b.it',
      iban: 'it60 x054 2811 1010 0000 0123 456',
      currentPassword: 'segreta',
    });
    expect(body.iban).toBe('IT60X0542811101000000123456');
    expect(formatIban(body.iban)).toBe('IT60 X054 2811 1010 0000 0123 456');
  });
});

describe('bank details', () => {
  it('need the current password', () => {
    expect(SaveIbanBody.safeParse({ email: 'a@b.it', iban: 'IT60X0542811101000000123456' }).success).toBe(false);
    expect(SaveTaxCodeBody.safeParse({ email: 'a@b.it', CF: 'RSSMRA85T10A562S', currentPassword: '' }).success).toBe(
      false,
    );
  });
});

describe('codice fiscale', () => {
  it.each(['RSSMRA85T10A562S', 'rssmra85t10a562s', 'MRTMTT91D08F205J'])('accepts %s', (code) =>
    expect(isValidTaxCode(code)).toBe(true),
  );

  it('accepts the letters that replace digits in a duplicate code (omocodia), with exactly one check letter', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
    expect(letters.filter((check) => isValidTaxCode(`RSSMRA85T10A56N${check}`))).toHaveLength(1);
  });

  it.each([
    ['a wrong check letter', 'RSSMRA85T10A562T'],
    ['a wrong month letter', 'RSSMRA85F10A562S'],
    ['fifteen characters', 'RSSMRA85T10A562'],
    ['digits where letters go', 'RSS1RA85T10A562S'],
  ])('refuses %s', (_label, code) => expect(isValidTaxCode(code)).toBe(false));

  it('is kept upper-case with a clear message when wrong', () => {
    expect(SaveTaxCodeBody.parse({ email: 'a@b.it', CF: ' rssmra85t10a562s ', currentPassword: 'x' }).CF).toBe(
      'RSSMRA85T10A562S',
    );
    const failed = SaveTaxCodeBody.safeParse({ email: 'a@b.it', CF: 'RSSMRA85T10A562T', currentPassword: 'x' });
    expect(problemOfIssue(failed.error!.issues[0]!).message).toMatch(/Codice fiscale non valido/);
  });
});

describe('withdrawal amount', () => {
  it('takes euros as a number or as typed with a comma', () => {
    expect(WithdrawBody.parse({ email: 'a@b.it', amount: 20.5 }).amount).toBe(20.5);
    expect(WithdrawBody.parse({ email: 'a@b.it', amount: '20,50' }).amount).toBe(20.5);
  });

  it('accepts exactly the 15 euro minimum, as a number and as typed', () => {
    expect(MIN_WITHDRAWAL_EUROS).toBe(15);
    expect(WithdrawBody.parse({ email: 'a@b.it', amount: 15 }).amount).toBe(15);
    expect(WithdrawBody.parse({ email: 'a@b.it', amount: '15,00' }).amount).toBe(15);
  });

  it('refuses 14,99 euro, a cent below the minimum, with the minimum in the message', () => {
    for (const amount of [14.99, '14,99']) {
      const failed = WithdrawBody.safeParse({ email: 'a@b.it', amount });
      expect(failed.success).toBe(false);
      expect(failed.error?.issues[0]?.message).toContain('15');
    }
  });

  it.each([0.001, 20.555, -20, Number.NaN, Number.POSITIVE_INFINITY, '1e3', '20.5.1', '', true, null])(
    'refuses %s',
    (amount) => expect(WithdrawBody.safeParse({ email: 'a@b.it', amount }).success).toBe(false),
  );
});
