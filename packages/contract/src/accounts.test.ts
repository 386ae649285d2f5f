import { describe, expect, it } from 'vitest';
import {
  AffiliateCode,
  BirthDate,
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  ResetBody,
  UpdateProfileBody,
} from './accounts.js';
import { PASSWORD_MIN_LENGTH } from './limits.js';
import { martaRegistration } from './testing/index.js';

const registration = { ...martaRegistration, name: ' Marta ', email: ' Marta@Example.COM ' };

describe('registration form', () => {
  it('trims text and lower-cases the e-mail', () => {
    const parsed = RegisterBody.parse(registration);
    expect(parsed.name).toBe('Marta');
    expect(parsed.email).toBe('marta@example.com');
  });

  it('requires the privacy consent', () => {
    expect(RegisterBody.safeParse({ ...registration, privacyAccepted: false }).success).toBe(false);
  });

  it('requires every field except the invitation code and the phone', () => {
    for (const field of ['name', 'surname', 'email', 'password', 'dateOfBirth', 'state', 'region', 'city', 'address']) {
      const { [field]: _omitted, ...rest } = registration as Record<string, unknown>;
      expect(RegisterBody.safeParse(rest).success, field).toBe(false);
    }
    expect(RegisterBody.safeParse(registration).success).toBe(true);
  });

  it('lets the province be empty for countries without provinces', () => {
    expect(RegisterBody.parse({ ...registration, province: '' }).province).toBe('');
  });

  it('takes a password of exactly 8 characters and refuses one of 7', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(RegisterBody.safeParse({ ...registration, password: 'a'.repeat(8) }).success).toBe(true);
    expect(RegisterBody.safeParse({ ...registration, password: 'a'.repeat(7) }).success).toBe(false);
  });

  it('holds a new password to the same minimum when it is reset or changed', () => {
    expect(ResetBody.shape.password.safeParse('a'.repeat(8)).success).toBe(true);
    expect(ResetBody.shape.password.safeParse('a'.repeat(7)).success).toBe(false);
    expect(ChangePasswordBody.shape.newPassword.safeParse('a'.repeat(8)).success).toBe(true);
    expect(ChangePasswordBody.shape.newPassword.safeParse('a'.repeat(7)).success).toBe(false);
  });
});

describe('invitation code', () => {
  it('is six letters or digits, compared in upper case', () => {
    expect(AffiliateCode.parse(' ab12cd ')).toBe('AB12CD');
    expect(AffiliateCode.safeParse('ABC').success).toBe(false);
    expect(AffiliateCode.safeParse('ABC-12').success).toBe(false);
  });
});

describe('birth date', () => {
  it('is an ISO date of someone aged 14 to 120', () => {
    expect(BirthDate.safeParse('1990-01-31').success).toBe(true);
    expect(BirthDate.safeParse('31/01/1990').success).toBe(false);
    expect(BirthDate.safeParse('1990-02-30').success).toBe(false);
    expect(BirthDate.safeParse(new Date().toISOString().slice(0, 10)).success).toBe(false);
    expect(BirthDate.safeParse('1850-01-01').success).toBe(false);
  });
});

describe('login and profile', () => {
  it('needs an e-mail and a non-empty password to log in', () => {
    expect(LoginBody.safeParse({ email: 'a@b.it', password: '' }).success).toBe(false);
    expect(LoginBody.safeParse({ email: 'a@b.it', password: 'x' }).success).toBe(true);
  });

  it('accepts a profile without a phone number', () => {
    const { name, surname, state, region, province, city, address } = registration;
    expect(
      UpdateProfileBody.safeParse({ name, surname, state, region, province, city, address, birth_date: '1988-06-21' })
        .success,
    ).toBe(true);
  });
});
