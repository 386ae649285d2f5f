import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertMember } from '../../../test/fixtures/catalogue.fixtures.js';
import { insertDocument } from '../../../test/fixtures/customers.fixtures.js';
import { useTestApp } from '../../../test/support/app.js';
import { adminPrivateToken, bearer, createUser, loginAs } from '../../../test/support/factories.js';
import { earnings, users } from '../../db/schema/index.js';

const t = useTestApp();

const profileUpdate = {
  name: 'Giulia',
  surname: 'Verdi',
  phoneNumber: '+39 333 1234567',
  birth_date: '1991-02-03',
  state: 'Italia',
  region: 'Lombardia',
  province: 'Milano',
  city: 'Milano',
  address: 'Corso Buenos Aires 10',
};

const saveProfile = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/user/', headers: bearer(token), payload });

describe('profile', () => {
  it('shows the profile with the invitation codes and the earnings in euro', async () => {
    const referrer = await createUser(t.db);
    const user = await createUser(t.db, { referrerId: referrer.id });
    await t.db.insert(earnings).values([
      { userId: user.id, kind: 'referral', amountCents: 1250, availableAt: new Date(Date.now() - 60_000) },
      { userId: user.id, kind: 'referral', amountCents: 500, availableAt: new Date(Date.now() - 60_000) },
      { userId: user.id, kind: 'member', amountCents: 4990, availableAt: new Date(Date.now() - 60_000) },
    ]);
    const token = await loginAs(t.app, user.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const profile = response.json().user;
    expect(profile).toMatchObject({
      email: user.email,
      affiliateCode: user.affiliateCode,
      usedAffiliateCode: referrer.affiliateCode,
      earnings: 17.5,
      memberEarnings: 49.9,
      group: 'user',
      verifying: false,
      docVerified: false,
      withdrawalsHeldUntil: null,
    });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(profile)).not.toContain('$argon2');
  });

  it('gives facilitator earnings only to members: a customer who is not one is not sent them', async () => {
    const customer = await createUser(t.db);
    await t.db
      .insert(earnings)
      .values({ userId: customer.id, kind: 'referral', amountCents: 1000, availableAt: new Date(Date.now() - 60_000) });
    const token = await loginAs(t.app, customer.email);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) })).json().user;
    expect(profile.earnings).toBe(10);
    expect(profile).not.toHaveProperty('memberEarnings');
  });

  it('gives a member their facilitator earnings, even before the first credit', async () => {
    const facilitator = await createUser(t.db);
    await insertMember(t.db, { email: facilitator.email.toUpperCase() });
    const token = await loginAs(t.app, facilitator.email);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) })).json().user;
    expect(profile.memberEarnings).toBe(0);
  });

  it('saves the editable fields and nothing else', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email);
    const response = await saveProfile(token, {
      ...profileUpdate,
      email: 'altro@example.com',
      affiliateCode: 'HACKED',
      earnings: 1000,
      group: 'admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      ...profileUpdate,
      email: user.email,
      affiliateCode: user.affiliateCode,
      earnings: 0,
      group: 'user',
    });
  });

  it('refuses a name with a line break or a link and changes nothing', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email);
    for (const name of ['Giulia\r\nBcc: tutti@example.com', 'Giulia visita premi.example', 'Giulia@premi']) {
      const response = await saveProfile(token, { ...profileUpdate, name });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().fields, name).toHaveProperty(['body.name']);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.name).toBe(user.name);
  });

  it('refuses an inconsistent place and changes nothing', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email);
    const response = await saveProfile(token, { ...profileUpdate, province: 'Roma' });
    expect(response.statusCode).toBe(400);
    const after = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) });
    expect(after.json().user.city).toBe(user.city);
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/', payload: profileUpdate })).statusCode).toBe(401);
  });
});

describe('name and surname of a customer whose documents are verified', () => {
  it.each([
    ['the name', { name: 'Giuliana' }],
    ['the surname', { surname: 'Neri' }],
  ])('cannot change %s (IDENTITY_LOCKED), and nothing else is saved', async (_label, change) => {
    const user = await createUser(t.db, { name: 'Giulia', surname: 'Verdi', docVerified: true });
    const token = await loginAs(t.app, user.email);
    const response = await saveProfile(token, { ...profileUpdate, ...change });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('IDENTITY_LOCKED');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Giulia', surname: 'Verdi', city: user.city });
  });

  it('may save the rest of the profile with the same name and surname', async () => {
    const user = await createUser(t.db, { name: 'Giulia', surname: 'Verdi', docVerified: true });
    const token = await loginAs(t.app, user.email);
    const response = await saveProfile(token, profileUpdate);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'Giulia', surname: 'Verdi', city: 'Milano' });
  });

  it('may change them again after the admin rejects the documents, so new ones are reviewed', async () => {
    const user = await createUser(t.db, { name: 'Giulia', surname: 'Verdi', docVerified: true });
    const document = await insertDocument(t.db, { userId: user.id, status: 'approved' });
    const admin = await adminPrivateToken(t.app, t.db);
    const review = await t.app.inject({
      method: 'PUT',
      url: '/api/document/',
      headers: bearer(admin),
      payload: { id: document.id, status: 0 },
    });
    expect(review.statusCode).toBe(200);
    const token = await loginAs(t.app, user.email);
    const response = await saveProfile(token, { ...profileUpdate, name: 'Giuliana' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'Giuliana', docVerified: false });
  });
});
