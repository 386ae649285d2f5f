import { FaqListResponse } from '@cammini/contract';
import { asc } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertFaq } from '../../../../test/fixtures/catalogue.fixtures.js';
import {
  expectRefusedToStrangers,
  refusedFields,
  strangerTokens,
} from '../../../../test/fixtures/content-admin.fixtures.js';
import { useAdminTestApp } from '../../../../test/support/app.js';
import { bearer } from '../../../../test/support/factories.js';
import { faqs } from '../../../db/schema/index.js';

const t = useAdminTestApp();
let tokens: Awaited<ReturnType<typeof strangerTokens>>;

beforeAll(async () => {
  tokens = await strangerTokens(t);
});
beforeEach(async () => {
  await t.db.delete(faqs);
});

/** `token` '' sends none. */
const send = (method: 'POST' | 'PUT', payload: unknown, token = t.adminToken) =>
  t.app.inject({ method, url: '/api/faq/', payload: payload as object, headers: token ? bearer(token) : {} });
const publicFaqs = async () =>
  FaqListResponse.parse((await t.app.inject({ method: 'GET', url: '/api/faqs' })).json()).faqs;
const faqRows = () => t.db.select().from(faqs).orderBy(asc(faqs.id));

describe('POST /api/faq/', () => {
  it('publishes a FAQ after the others, shown at once on the FAQ page', async () => {
    await insertFaq(t.db, { question: 'Prima?', position: 1 });
    await insertFaq(t.db, { question: 'Seconda?', position: 2 });
    await publicFaqs(); // fills the public cache, which the write must invalidate
    const response = await send('POST', {
      question: ' Come si prenota? ',
      answer: 'Dal sito.\nOppure scrivendoci.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { message, id } = response.json();
    expect(message).toBe('Success');
    expect((await publicFaqs()).map((faq) => faq.question)).toEqual(['Prima?', 'Seconda?', 'Come si prenota?']);
    const single = await t.app.inject({ method: 'GET', url: `/api/faq/${id}` });
    expect(single.json()).toEqual([
      { idFaq: id, question: 'Come si prenota?', answer: 'Dal sito.\nOppure scrivendoci.' },
    ]);
  });

  it('keeps markup in an answer as the text it is (the FAQ page shows plain text)', async () => {
    const answer = '<img src=x onerror="alert(1)"> Risposta';
    expect((await send('POST', { question: 'Markup?', answer })).statusCode).toBe(200);
    expect((await publicFaqs())[0]!.answer).toBe(answer);
  });

  it.each([
    [{ answer: 'Sì.' }, { 'body.question': ['Campo obbligatorio.'] }],
    [{ question: '  ', answer: 'Sì.' }, { 'body.question': ['Campo obbligatorio.'] }],
    [{ question: 'Una\ndomanda?', answer: 'Sì.' }, { 'body.question': ['Non sono ammessi a capo.'] }],
    [{ question: 'x'.repeat(301), answer: 'Sì.' }, { 'body.question': ['Al massimo 300 caratteri.'] }],
    [{ question: 'Domanda?', answer: '' }, { 'body.answer': ['Campo obbligatorio.'] }],
    [{ question: 'Domanda?', answer: 'x'.repeat(5001) }, { 'body.answer': ['Al massimo 5000 caratteri.'] }],
  ])('refuses %j with a 400 on the field, storing nothing', async (payload, fields) => {
    expect(refusedFields(await send('POST', payload))).toEqual(fields);
    expect(await faqRows()).toEqual([]);
  });
});

describe('PUT /api/faq/', () => {
  it('saves a FAQ by idFaq, given as a number or a numeric string', async () => {
    const faq = await insertFaq(t.db, { question: 'Vecchia?', answer: 'Vecchia.' });
    await publicFaqs();
    const response = await send('PUT', { idFaq: faq.id, question: 'Nuova?', answer: 'Nuova.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    expect(await publicFaqs()).toEqual([{ idFaq: faq.id, question: 'Nuova?', answer: 'Nuova.' }]);
    expect((await send('PUT', { idFaq: String(faq.id), question: 'Ancora?', answer: 'Sì.' })).statusCode).toBe(200);
    expect((await publicFaqs())[0]!.question).toBe('Ancora?');
  });

  it('answers 404 for an unknown FAQ', async () => {
    const response = await send('PUT', { idFaq: 999999, question: 'Domanda?', answer: 'Risposta.' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('NOT_FOUND');
  });

  it('refuses a bad id or empty texts with a 400, changing nothing', async () => {
    const faq = await insertFaq(t.db);
    const before = await faqRows();
    expect(Object.keys(refusedFields(await send('PUT', { question: 'Domanda?', answer: 'Sì.' })))).toEqual([
      'body.idFaq',
    ]);
    expect(Object.keys(refusedFields(await send('PUT', { idFaq: 'uno', question: 'D?', answer: 'R' })))).toEqual([
      'body.idFaq',
    ]);
    expect(refusedFields(await send('PUT', { idFaq: faq.id, question: '', answer: ' ' }))).toEqual({
      'body.question': ['Campo obbligatorio.'],
      'body.answer': ['Campo obbligatorio.'],
    });
    expect(await faqRows()).toEqual(before);
  });
});

describe('PUT /api/faq/move', () => {
  const move = (payload: unknown, token = t.adminToken) =>
    t.app.inject({ method: 'PUT', url: '/api/faq/move', payload: payload as object, headers: bearer(token) });
  const questions = async () => (await publicFaqs()).map((faq) => faq.question);

  async function threeFaqs() {
    const first = await insertFaq(t.db, { question: 'Uno?', position: 1 });
    const second = await insertFaq(t.db, { question: 'Due?', position: 2 });
    const third = await insertFaq(t.db, { question: 'Tre?', position: 3 });
    await publicFaqs(); // fills the public cache, which the move must invalidate
    return { first, second, third };
  }

  it('moves a FAQ up, down, and past the end to the last place; the page shows the new order at once', async () => {
    const { first, third } = await threeFaqs();
    expect((await move({ idFaq: third.id, to: 0 })).statusCode).toBe(200);
    expect(await questions()).toEqual(['Tre?', 'Uno?', 'Due?']);
    expect((await move({ idFaq: first.id, to: 2 })).statusCode).toBe(200);
    expect(await questions()).toEqual(['Tre?', 'Due?', 'Uno?']);
    expect((await move({ idFaq: third.id, to: 99 })).statusCode).toBe(200);
    expect(await questions()).toEqual(['Due?', 'Uno?', 'Tre?']);
  });

  it('applies moves sent at once one after the other, leaving every FAQ once', async () => {
    const { first, second, third } = await threeFaqs();
    const answers = await Promise.all([
      move({ idFaq: first.id, to: 2 }),
      move({ idFaq: second.id, to: 0 }),
      move({ idFaq: third.id, to: 1 }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const positions = (await faqRows()).map((row) => row.position).sort();
    expect(positions).toEqual([1, 2, 3]);
    expect((await questions()).sort()).toEqual(['Due?', 'Tre?', 'Uno?']);
  });

  it('answers 404 for an unknown FAQ and 400 for a bad place, changing nothing', async () => {
    await threeFaqs();
    const before = await faqRows();
    expect((await move({ idFaq: 999_999, to: 0 })).statusCode).toBe(404);
    expect((await move({ idFaq: before[0]!.id, to: -1 })).statusCode).toBe(400);
    expect((await move({ idFaq: before[0]!.id, to: 1.5 })).statusCode).toBe(400);
    expect(await faqRows()).toEqual(before);
  });

  it('is refused to strangers', async () => {
    const { first } = await threeFaqs();
    await expectRefusedToStrangers(t, tokens, (token) => move({ idFaq: first.id, to: 2 }, token ?? ''), faqRows);
  });
});

describe('who may add or edit FAQs', () => {
  it('answers 401 without a token and 403 to a customer or an admin’s login token, changing nothing', async () => {
    const faq = await insertFaq(t.db);
    await expectRefusedToStrangers(
      t,
      tokens,
      (token) => send('POST', { question: 'D?', answer: 'R' }, token ?? ''),
      faqRows,
    );
    await expectRefusedToStrangers(
      t,
      tokens,
      (token) => send('PUT', { idFaq: faq.id, question: 'D?', answer: 'R' }, token ?? ''),
      faqRows,
    );
  });
});
