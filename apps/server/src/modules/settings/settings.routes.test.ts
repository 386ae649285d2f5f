import { PublicSettingsResponse } from '@cammini/contract';
import { sampleBusiness } from '@cammini/contract/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendContactForm } from '../../../test/fixtures/contact.fixtures.js';
import { latestMailTo, useAdminTestApp } from '../../../test/support/app.js';
import { bearer, createUser, loginAs } from '../../../test/support/factories.js';
import { siteSettings } from '../../db/schema/index.js';

const ENV_OWNER = 'titolare@example.com';
const t = useAdminTestApp({ env: { CONTACT_EMAIL: ENV_OWNER } });

const details = {
  ...sampleBusiness,
  social: { instagram: 'https://www.instagram.com/studioaurora', facebook: '' },
  noticeEmail: 'avvisi@studio-aurora.example',
  reviewsNeedApproval: false,
};

const put = (payload: unknown, headers: Record<string, string> = bearer(t.adminToken)) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', payload: payload as object, headers });
const readPublic = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
  expect(response.statusCode).toBe(200);
  return PublicSettingsResponse.parse(response.json()).settings;
};

beforeEach(async () => {
  await t.db.delete(siteSettings);
  // The in-process copy is renewed by a save: start each test from a known one.
  expect((await put({ businessName: 'Cammini di Crescita' })).statusCode).toBe(200);
});

describe('the business’s details (GET and PUT /api/settings)', () => {
  it('answers anyone the public part, defaults filled: approval of reviews on, 14 days to withdraw, the right kept for courses', async () => {
    expect(await readPublic()).toEqual({
      businessName: 'Cammini di Crescita',
      legalAddress: null,
      taxId: null,
      email: null,
      phone: null,
      whatsapp: null,
      social: { facebook: null, instagram: null, youtube: null, linkedin: null, tiktok: null },
      reviewsNeedApproval: true,
      withdrawalPeriodDays: 14,
      leisureServiceException: false,
    });
  });

  it('saves every field for the admin and shows the public ones at once, never the notice address', async () => {
    const saved = await put(details);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      settings: {
        businessName: 'Studio Aurora',
        noticeEmail: 'avvisi@studio-aurora.example',
        social: { facebook: null },
      },
      defaultNoticeEmail: ENV_OWNER,
    });
    const shown = await readPublic();
    expect(shown).toMatchObject({
      businessName: 'Studio Aurora',
      phone: '+39 051 765 4321',
      reviewsNeedApproval: false,
    });
    expect(shown.social.instagram).toBe('https://www.instagram.com/studioaurora');
    const raw = (await t.app.inject({ method: 'GET', url: '/api/settings' })).body;
    expect(raw).not.toContain('avvisi@');
  });

  it('lets the admin read the whole settings, the notice address included', async () => {
    await put(details);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(t.adminToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings.noticeEmail).toBe('avvisi@studio-aurora.example');
  });

  it('completes a phone typed without +39 and a social link typed without https://, and answers them completed', async () => {
    const saved = await put({
      ...details,
      phone: '051 765 4321',
      whatsapp: '0039 347 765 4321',
      social: { instagram: 'www.instagram.com/studioaurora', youtube: 'youtube.com/@studioaurora' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({
      phone: '+39 051 765 4321',
      whatsapp: '+39 347 765 4321',
      social: {
        instagram: 'https://www.instagram.com/studioaurora',
        youtube: 'https://youtube.com/@studioaurora',
      },
    });
    const shown = await readPublic();
    expect(shown.phone).toBe('+39 051 765 4321');
    expect(shown.social.youtube).toBe('https://youtube.com/@studioaurora');
  });

  it('keeps a phone and a link that are already complete as they were typed', async () => {
    const saved = await put({ ...details, phone: '+44 20 7946 0000' });
    expect(saved.json().settings.phone).toBe('+44 20 7946 0000');
    expect(saved.json().settings.social.instagram).toBe('https://www.instagram.com/studioaurora');
  });

  it('accepts a codice fiscale or an IT-prefixed partita IVA in place of a bare one', async () => {
    expect((await put({ ...details, taxId: 'RSSMRA85T10A562S' })).json().settings.taxId).toBe('RSSMRA85T10A562S');
    expect((await put({ ...details, taxId: 'IT 06123450485' })).json().settings.taxId).toBe('06123450485');
  });

  it('refuses bad details with 400 naming the field, and keeps what was saved', async () => {
    await put(details);
    const cases: [string, Record<string, unknown>][] = [
      ['body.taxId', { taxId: '06123450486' }],
      ['body.taxId', { taxId: '1234' }],
      ['body.email', { email: 'non-una-mail' }],
      ['body.noticeEmail', { noticeEmail: 'x@' }],
      ['body.phone', { phone: 'tel. 051 765 4321' }],
      ['body.whatsapp', { whatsapp: '+39 12' }],
      ['body.social.youtube', { social: { youtube: 'http://www.youtube.com/x' } }],
      ['body.social.facebook', { social: { facebook: 'javascript:alert(1)' } }],
      ['body.businessName', { businessName: '  ' }],
      ['body.legalAddress', { legalAddress: 'Via Roma\n3' }],
    ];
    for (const [field, change] of cases) {
      const response = await put({ ...details, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error).toBe('VALIDATION');
      expect(Object.keys(response.json().fields ?? {}), field).toContain(field);
    }
    expect((await readPublic()).businessName).toBe('Studio Aurora');
  });

  it('lets only the admin change or read them all', async () => {
    expect((await put(details, {})).statusCode).toBe(401);
    const customer = await createUser(t.db);
    const token = await loginAs(t.app, customer.email);
    expect((await put(details, bearer(token))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(token) })).statusCode).toBe(
      403,
    );
    expect((await readPublic()).businessName).toBe('Cammini di Crescita');
  });

  it('renews the cached public answer when the details change', async () => {
    expect((await readPublic()).businessName).toBe('Cammini di Crescita');
    await put(details);
    expect((await readPublic()).businessName).toBe('Studio Aurora');
  });

  it('sends the owner’s notices to the saved address, and to CONTACT_EMAIL while none is saved', async () => {
    const send = () => sendContactForm(t.app, 'Date?');
    expect((await send()).statusCode).toBe(200);
    expect((await latestMailTo(t.db, ENV_OWNER)).subject).toBeTruthy();
    await put(details);
    expect((await send()).statusCode).toBe(200);
    expect((await latestMailTo(t.db, 'avvisi@studio-aurora.example')).text).toContain('marta@example.com');
  });
});
