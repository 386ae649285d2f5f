import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, latestMailTo, type TestApp } from '../../../test/support/app.js';
import { nextRemoteAddress } from '../../../test/support/factories.js';
import { contactMessages, mailOutbox } from '../../db/schema/index.js';

const OWNER = 'titolare@example.com';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CONTACT_EMAIL: OWNER } });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const contact = (overrides: Record<string, unknown> = {}) => ({
  nome: ' Marta ',
  cognome: 'Rossi',
  mail: `marta${++counter}@example.com`,
  telefono: '+39 333 123 4567',
  richiesta: 'Vorrei sapere le date del prossimo percorso.\nGrazie <3',
  privacy: true,
  ...overrides,
});
const module = (overrides: Record<string, unknown> = {}) => ({
  name: 'Luca',
  email: `luca${++counter}@example.com`,
  birth_date: '1985-03-02',
  city: 'Bologna',
  phonenumber: '3331234567',
  interested_in: 'Meditazione',
  objective: 'Ritrovare calma',
  spending: '300',
  message: 'Posso partecipare il sabato?',
  ...overrides,
});

const post = (
  url: string,
  payload: unknown,
  remoteAddress = nextRemoteAddress(),
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress, headers });
const messagesFrom = (email: string) => t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const countAll = async () => ({
  messages: (await t.db.select({ id: contactMessages.id }).from(contactMessages)).length,
  mails: (await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).length,
});

describe('contact form (POST /send-email)', () => {
  it('stores the message trimmed and queues a notice to the owner, with Reply-To the visitor', async () => {
    const body = contact();
    const response = await post('/send-email', body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    const [stored] = await messagesFrom(body.mail);
    expect(stored).toMatchObject({ kind: 'contact' });
    expect(stored?.fields).toMatchObject({
      nome: 'Marta',
      cognome: 'Rossi',
      telefono: '+39 333 123 4567',
      privacy: true,
    });
    const mail = await latestMailTo(t.db, OWNER);
    expect(mail.subject).toBe('Nuovo messaggio dal sito: Marta Rossi');
    expect(mail.headers).toEqual({ 'Reply-To': body.mail });
    for (const value of [
      'Marta',
      'Rossi',
      body.mail,
      '+39 333 123 4567',
      'Vorrei sapere le date del prossimo percorso.',
    ]) {
      expect(mail.text).toContain(value);
    }
  });

  it('escapes what the visitor wrote in the HTML of the notice', async () => {
    await post('/send-email', contact({ richiesta: '<script>alert(1)</script> ciao' }));
    const mail = await latestMailTo(t.db, OWNER);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('accepts a message without the privacy flag', async () => {
    const { privacy: _privacy, ...body } = contact();
    expect((await post('/send-email', body)).statusCode).toBe(200);
  });

  it('refuses missing or malformed fields with 400 and stores nothing', async () => {
    const before = await countAll();
    const { cognome: _omitted, ...noSurname } = contact();
    for (const body of [
      noSurname,
      contact({ mail: 'non-una-mail' }),
      contact({ telefono: 'chiamami' }),
      contact({ richiesta: '  ' }),
    ]) {
      const response = await post('/send-email', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION' });
      expect(response.json().message).toBeTruthy();
    }
    expect(await countAll()).toEqual(before);
  });

  it('answers the sixth message in 10 minutes from one address with 429', async () => {
    const address = nextRemoteAddress();
    for (let i = 0; i < 5; i++) expect((await post('/send-email', contact(), address)).statusCode).toBe(200);
    const sixth = await post('/send-email', contact(), address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: 'RATE_LIMITED' });
  });

  it('lets the first 5 of a burst sent all at once through, and answers the rest 429', async () => {
    const address = nextRemoteAddress();
    const burst = await Promise.all(Array.from({ length: 8 }, () => post('/send-email', contact(), address)));
    expect(burst.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});

describe('contact module (POST /api/module/)', () => {
  it('stores the submission and e-mails every field to the owner', async () => {
    const body = module({ surname: 'Verdi' });
    const response = await post('/api/module/', body, nextRemoteAddress(), { 'accept-language': 'en-GB,en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    const [stored] = await messagesFrom(body.email);
    expect(stored).toMatchObject({ kind: 'module' });
    expect(stored?.fields).toMatchObject({
      name: 'Luca',
      surname: 'Verdi',
      spending: 300,
      birth_date: '1985-03-02',
      language: 'en',
    });
    const mail = await latestMailTo(t.db, OWNER);
    expect(mail.subject).toBe('Nuovo modulo di contatto: Luca Verdi');
    expect(mail.headers).toEqual({ 'Reply-To': body.email });
    for (const value of [
      'Luca',
      'Verdi',
      body.email,
      '02/03/1985',
      'Bologna',
      '3331234567',
      'Meditazione',
      'Ritrovare calma',
      '300,00',
      'Posso partecipare il sabato?',
      'inglese',
    ]) {
      expect(mail.text).toContain(value);
    }
  });

  it('refuses a missing field, a negative budget or a bad birth date, storing nothing', async () => {
    const before = await countAll();
    const { objective: _omitted, ...noObjective } = module();
    for (const body of [
      noObjective,
      module({ spending: -5 }),
      module({ spending: 'tanto' }),
      module({ birth_date: '2/3/1985' }),
    ]) {
      const response = await post('/api/module/', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('VALIDATION');
    }
    expect(await countAll()).toEqual(before);
  });

  it('answers a body that is not JSON with a 4xx, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/module/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
      remoteAddress: nextRemoteAddress(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers the sixth submission in 10 minutes from one address with 429', async () => {
    const address = nextRemoteAddress();
    for (let i = 0; i < 5; i++) expect((await post('/api/module/', module(), address)).statusCode).toBe(200);
    expect((await post('/api/module/', module(), address)).statusCode).toBe(429);
  });
});
