import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, loginAs } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

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

describe('profile', () => {
  it('shows the profile with the invitation codes and the earnings in euro', async () => {
    const referrer = await createUser(t.db);
    const user = await createUser(t.db, { referrerId: referrer.id });
    await t.db.insert(earnings).values([
      { userId: user.id, kind: 'referral', amountCents: 1250 },
      { userId: user.id, kind: 'referral', amountCents: 500 },
      { userId: user.id, kind: 'member', amountCents: 4990 },
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
    });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(profile)).not.toContain('$argon2');
  });

  it('saves the editable fields and nothing else', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/',
      headers: bearer(token),
      payload: {
        ...profileUpdate,
        email: 'altro@example.com',
        affiliateCode: 'HACKED',
        earnings: 1000,
        group: 'admin',
      },
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

  it('refuses an inconsistent place and changes nothing', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/',
      headers: bearer(token),
      payload: { ...profileUpdate, province: 'Roma' },
    });
    expect(response.statusCode).toBe(400);
    const after = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) });
    expect(after.json().user.city).toBe(user.city);
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/', payload: profileUpdate })).statusCode).toBe(401);
  });
});
