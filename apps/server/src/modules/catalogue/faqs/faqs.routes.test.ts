import { FaqDetailResponse, FaqListResponse } from '@cammini/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertFaq } from '../../../../test/fixtures/catalogue.fixtures.js';
import { useTestApp } from '../../../../test/support/app.js';

const t = useTestApp();
let second: Awaited<ReturnType<typeof insertFaq>>;

beforeAll(async () => {
  await insertFaq(t.db, { question: 'Come si prenota?', answer: 'Dalla pagina del corso.', position: 2 });
  second = await insertFaq(t.db, { question: 'Posso disdire?', answer: 'Sì, entro 14 giorni.', position: 1 });
});

describe('FAQ', () => {
  it('lists the questions in their set order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/faqs/' });
    expect(response.statusCode).toBe(200);
    const { faqs } = FaqListResponse.parse(response.json());
    expect(faqs.map((f) => f.question)).toEqual(['Posso disdire?', 'Come si prenota?']);
    expect(faqs[0]).toEqual({ idFaq: second.id, question: 'Posso disdire?', answer: 'Sì, entro 14 giorni.' });
  });

  it('searches the questions', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/faqs?q=PRENOTA' });
    expect(response.json().faqs.map((f: { question: string }) => f.question)).toEqual(['Come si prenota?']);
  });

  it('answers one FAQ as a one-item array', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/faq/${second.id}/` });
    expect(response.statusCode).toBe(200);
    expect(FaqDetailResponse.parse(response.json())).toEqual([
      { idFaq: second.id, question: 'Posso disdire?', answer: 'Sì, entro 14 giorni.' },
    ]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/faq/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/faq/uno' })).statusCode).toBe(400);
  });
});
