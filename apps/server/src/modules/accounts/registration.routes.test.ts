import { martaRegistration } from '@cammini/contract/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestMailTo, tokenFromMail, useTestApp } from '../../../test/support/app.js';
import { createUser, nextRemoteAddress } from '../../../test/support/factories.js';
import { oneTimeTokens, users } from '../../db/schema/index.js';

const t = useTestApp();

let counter = 0;
const registration = (overrides: Record<string, unknown> = {}) => ({
  ...martaRegistration,
  email: `marta${++counter}@example.com`,
  usedAffiliateCode: '123456',
  ...overrides,
});

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/generate-token/',
    payload: payload as object,
    headers,
    remoteAddress: nextRemoteAddress(),
  });
const verify = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload: { token }, remoteAddress: nextRemoteAddress() });
const userByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('registration', () => {
  it('holds the registration and mails a verification link, creating no account yet', async () => {
    const body = registration();
    const response = await register(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    expect(await userByEmail(body.email)).toBeUndefined();
    const mail = await latestMailTo(t.db, body.email);
    expect(mail.subject).toBe('Conferma il tuo indirizzo e-mail');
    expect(mail.text).toContain('http://localhost:3000/verificaRegistrazione/');
  });

  it('creates a verified account with a unique invitation code when the link is opened', async () => {
    const body = registration();
    await register(body);
    const token = tokenFromMail(await latestMailTo(t.db, body.email), 'verificaRegistrazione');
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    const user = await userByEmail(body.email);
    expect(user).toMatchObject({ name: 'Marta', city: 'Fiesole', group: 'user', referrerId: null });
    expect(user?.affiliateCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.privacyConsentVersion).toBeTruthy();
    expect(user?.privacyConsentAt).toBeInstanceOf(Date);
  });

  it('stores only the hash of the verification token', async () => {
    const body = registration();
    await register(body);
    const token = tokenFromMail(await latestMailTo(t.db, body.email), 'verificaRegistrazione');
    const rows = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.email, body.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(JSON.stringify(rows[0]?.payload)).not.toContain(body.password);
  });

  it('refuses a reused verification link', async () => {
    const body = registration();
    await register(body);
    const token = tokenFromMail(await latestMailTo(t.db, body.email), 'verificaRegistrazione');
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('TOKEN_INVALID');
  });

  it('answers an expired link with the expiry message and creates nothing', async () => {
    const body = registration();
    await register(body);
    const token = tokenFromMail(await latestMailTo(t.db, body.email), 'verificaRegistrazione');
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.email, body.email));
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'TOKEN_EXPIRED', message: 'Token expired. Please try again' });
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('answers an unknown token with a 400', async () => {
    const response = await verify('x'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('TOKEN_INVALID');
  });

  it('answers Email già esistente for an address that has an account', async () => {
    const existing = await createUser(t.db);
    const response = await register(registration({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Email già esistente', error: 'EMAIL_TAKEN' });
  });

  it('lets only the first of two pending registrations of one address be confirmed', async () => {
    const email = `doppia${++counter}@example.com`;
    await register(registration({ email }));
    const first = tokenFromMail(await latestMailTo(t.db, email), 'verificaRegistrazione');
    await register(registration({ email, name: 'Altra' }));
    const second = tokenFromMail(await latestMailTo(t.db, email), 'verificaRegistrazione');
    expect((await verify(second)).statusCode).toBe(200);
    const late = await verify(first);
    expect(late.statusCode).toBe(409);
    expect((await userByEmail(email))?.name).toBe('Altra');
  });

  it('links the account to the referrer whose invitation code was used', async () => {
    const referrer = await createUser(t.db);
    const body = registration({ usedAffiliateCode: referrer.affiliateCode.toLowerCase() });
    expect((await register(body)).statusCode).toBe(200);
    await verify(tokenFromMail(await latestMailTo(t.db, body.email), 'verificaRegistrazione'));
    expect((await userByEmail(body.email))?.referrerId).toBe(referrer.id);
  });

  it.each(['123456', 'AAAAAA'])('treats %s as having no invitation code', async (code) => {
    const body = registration({ usedAffiliateCode: code });
    expect((await register(body)).statusCode).toBe(200);
    await verify(tokenFromMail(await latestMailTo(t.db, body.email), 'verificaRegistrazione'));
    expect((await userByEmail(body.email))?.referrerId).toBeNull();
  });

  it('refuses an unknown invitation code', async () => {
    const response = await register(registration({ usedAffiliateCode: 'ZZZZZ9' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('UNKNOWN_AFFILIATE_CODE');
  });

  it('refuses a place that is not in the lists', async () => {
    const response = await register(registration({ province: 'Milano', city: 'Fiesole' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('INVALID_PLACE');
  });

  it('refuses a name or surname with a line break or a link, and mails nothing to the address given', async () => {
    for (const [field, value] of [
      ['name', 'Marta\nVinci 1000 euro su premi.example'],
      ['name', 'Marta https://premi.example'],
      ['name', 'Marta www.premi.example'],
      ['name', 'premi.com'],
      ['surname', 'Rossi scrivi a vinci@premi.example'],
      ['surname', 'Rossi\u2028altro'],
      ['surname', 'Ross\u202ei'],
    ] as const) {
      const body = registration({ [field]: value });
      const response = await register(body);
      expect(response.statusCode, value).toBe(400);
      expect(response.json(), value).toMatchObject({
        error: 'VALIDATION',
        fields: { [`body.${field}`]: expect.any(Array) },
      });
      await expect(latestMailTo(t.db, body.email), value).rejects.toThrow(/no mail/);
    }
  });

  it('accepts the names people have', async () => {
    for (const name of ["D'Angelo", 'Anna Maria', 'J. R. R.', 'Müller-Lüdenscheidt', 'Nguyễn Thị', 'O’Brien']) {
      expect((await register(registration({ name, surname: name }))).statusCode, name).toBe(200);
    }
  });

  it('refuses a common or breached password with PASSWORD_TOO_COMMON', async () => {
    for (const password of ['password123', '12345678', 'iloveyou2', 'Marta1988']) {
      const body = registration({ password });
      const response = await register(body);
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toMatchObject({
        error: 'PASSWORD_TOO_COMMON',
        fields: { 'body.password': expect.any(Array) },
      });
      await expect(latestMailTo(t.db, body.email), password).rejects.toThrow(/no mail/);
    }
  });

  it('writes the verification e-mail in English for an English registration', async () => {
    const body = registration({ language: 'en' });
    await register(body);
    expect((await latestMailTo(t.db, body.email)).subject).toBe('Confirm your e-mail address');
  });

  it.each([
    ['a missing name', { name: undefined }],
    ['an empty surname', { surname: '   ' }],
    ['a malformed e-mail', { email: 'not-an-email' }],
    ['a short password', { password: 'corta' }],
    ['a malformed birth date', { dateOfBirth: '21/06/1988' }],
    ['a child', { dateOfBirth: new Date().toISOString().slice(0, 10) }],
    ['no privacy consent', { privacyAccepted: false }],
    ['a wrong type', { address: 42 }],
  ])('refuses %s with a 400 naming the field', async (_label, overrides) => {
    const body = registration(overrides);
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION' });
    expect(Object.keys(response.json().fields ?? {}).length).toBeGreaterThan(0);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const response = await register('{"name":', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('slows down a burst of registrations from one address with 429', async () => {
    const remoteAddress = '10.99.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/generate-token/',
        payload: { invalid: true },
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
