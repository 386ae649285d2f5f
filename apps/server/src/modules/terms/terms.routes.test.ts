import {
  CANCELLATION_MIN_DAYS_AHEAD,
  DEPOSIT_MIN_DAYS_AHEAD,
  type TermsContent,
  type TermsDocument,
  TermsOfSaleResponse,
  WITHDRAWAL_REFUND_DAYS,
} from '@cammini/contract';
import { sampleBusiness } from '@cammini/contract/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, useAdminTestApp } from '../../../test/support/app.js';
import { openTestDatabase } from '../../../test/support/database.js';
import { bearer } from '../../../test/support/factories.js';
import { siteSettings, termsVersions } from '../../db/schema/index.js';
import { currentTermsOfSale } from './terms.service.js';

const t = useAdminTestApp();

const saveSettings = async (values: object) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: bearer(t.adminToken),
    payload: { ...sampleBusiness, ...values },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

const readTerms = async (url = '/api/terms-of-sale') => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return TermsOfSaleResponse.parse(response.json()).terms;
};

/** The text of one section of a language's document, links read as their words. */
function sectionText(document: TermsDocument, id: string): string {
  const section = document.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`no section ${id}`);
  const inline = (parts: (string | { text: string })[]) =>
    parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');
  return section.blocks
    .map((block) => ('paragraph' in block ? inline(block.paragraph) : block.list.map(inline).join('\n')))
    .join('\n');
}
const wholeText = (document: TermsDocument) =>
  document.sections.map((section) => `${section.heading}\n${sectionText(document, section.id)}`).join('\n');
const links = (content: TermsContent) =>
  JSON.stringify(content)
    .match(/"href":"[^"]+"/g)
    ?.map((href) => href.slice(8, -1));
const versionCount = async () => (await t.db.select().from(termsVersions)).length;

beforeEach(async () => {
  await t.db.delete(siteSettings);
  await saveSettings({});
});

describe('the terms of sale (GET /api/terms-of-sale)', () => {
  it('states the seller and the rules the server enforces, with its numbers, in Italian', async () => {
    const { content } = await readTerms();
    const italian = content.it;
    expect(italian.title).toBe('Condizioni generali di vendita');
    expect(sectionText(italian, 'venditore')).toContain(
      'Studio Aurora, con sede in Via Roma 3, 40121 Bologna (BO), partita IVA 06123450485',
    );
    expect(sectionText(italian, 'venditore')).toContain('ciao@studio-aurora.example');
    expect(sectionText(italian, 'venditore')).toContain('+39 051 765 4321');
    expect(sectionText(italian, 'prezzi')).toContain('comprendono l’IVA');
    expect(sectionText(italian, 'prezzi')).toContain('carta di credito o di debito');
    expect(sectionText(italian, 'acconto')).toContain(`inizia più di ${DEPOSIT_MIN_DAYS_AHEAD} giorni dopo`);
    expect(sectionText(italian, 'acconto')).toContain(
      'Il saldo (il prezzo meno l’acconto) va pagato prima dell’inizio',
    );
    expect(sectionText(italian, 'annullamento')).toContain(
      `finché mancano più di ${CANCELLATION_MIN_DAYS_AHEAD} giorni`,
    );
    expect(sectionText(italian, 'recesso')).toContain('entro 14 giorni dall’acquisto');
    expect(sectionText(italian, 'recesso')).toContain('Percorsi in presenza: puoi recedere');
    expect(sectionText(italian, 'recesso')).toContain('con l’avvio della prima lezione, perdi il diritto di recesso');
    expect(sectionText(italian, 'recesso')).toContain(
      `entro ${WITHDRAWAL_REFUND_DAYS} giorni dal giorno in cui riceviamo`,
    );
    expect(sectionText(italian, 'recesso')).toContain('con lo stesso mezzo di pagamento');
    expect(sectionText(italian, 'reclami')).toContain('Ti rispondiamo entro 14 giorni');
    expect(sectionText(italian, 'controversie')).toContain('art. 141-decies');
    expect(wholeText(italian)).not.toMatch(/ODR|ec\.europa\.eu\/consumers\/odr/);
    expect(links(content)).toEqual(expect.arrayContaining(['/recesso', '/contatti', '/utente', '/privacy-policy']));
  });

  it('says the same in English', async () => {
    const { en } = (await readTerms()).content;
    expect(en.title).toBe('General terms of sale');
    expect(sectionText(en, 'venditore')).toContain(
      'Studio Aurora, registered at Via Roma 3, 40121 Bologna (BO), VAT number IT06123450485',
    );
    expect(sectionText(en, 'prezzi')).toContain('include VAT');
    expect(sectionText(en, 'acconto')).toContain(
      `starts more than ${DEPOSIT_MIN_DAYS_AHEAD} days after the day of the booking`,
    );
    expect(sectionText(en, 'acconto')).toContain(
      'The balance (the price less the deposit) is due before the course starts',
    );
    expect(sectionText(en, 'annullamento')).toContain(`while more than ${CANCELLATION_MIN_DAYS_AHEAD} days are left`);
    expect(sectionText(en, 'recesso')).toContain('within 14 days of the purchase');
    expect(sectionText(en, 'recesso')).toContain('“Withdraw from contract”');
    expect(sectionText(en, 'recesso')).toContain(`within ${WITHDRAWAL_REFUND_DAYS} days of the day we receive`);
    expect(en.sections.map((section) => section.id)).toEqual(
      (await readTerms()).content.it.sections.map((section) => section.id),
    );
  });

  it('publishes a new version when a setting changes the text, and keeps the old one at its address', async () => {
    const before = await readTerms();
    await saveSettings({ withdrawalPeriodDays: 30 });
    const after = await readTerms();
    expect(after.version).toBe(before.version + 1);
    expect(sectionText(after.content.it, 'recesso')).toContain('entro 30 giorni dall’acquisto');
    expect(sectionText(after.content.en, 'recesso')).toContain('within 30 days of the purchase');
    const old = await readTerms(`/api/terms-of-sale/${before.version}`);
    expect(old).toEqual(before);
    expect(sectionText(old.content.it, 'recesso')).toContain('entro 14 giorni dall’acquisto');
  });

  it('publishes nothing new for the same text, and a text seen before keeps its version', async () => {
    const first = await readTerms();
    const count = await versionCount();
    await saveSettings({ reviewsNeedApproval: false });
    expect((await readTerms()).version).toBe(first.version);
    expect(await versionCount()).toBe(count);
    await saveSettings({ complaintsAnswerDays: 20 });
    // The next number after every version published so far.
    expect((await readTerms()).version).toBe(count + 1);
    await saveSettings({ complaintsAnswerDays: 14 });
    expect((await readTerms()).version).toBe(first.version);
    expect(await versionCount()).toBe(count + 1);
  });

  it('writes the owner’s choices: the leisure-service exception, an ADR body, an extra clause', async () => {
    await saveSettings({
      leisureServiceException: true,
      adrBodyName: 'Camera arbitrale di Bologna',
      adrBodyUrl: 'conciliazione.example.it',
      termsExtraClauseIt: 'Porta un tappetino.\n\nGli orari possono variare di mezz’ora.',
      termsExtraClauseEn: 'Bring a mat.\n\nTimes may change by half an hour.',
    });
    const { content } = await readTerms();
    expect(sectionText(content.it, 'recesso')).toContain('il diritto di recesso non si applica');
    expect(sectionText(content.it, 'recesso')).toContain('lettera n');
    expect(sectionText(content.en, 'recesso')).toContain('the right of withdrawal does not apply');
    expect(sectionText(content.it, 'controversie')).toContain('Camera arbitrale di Bologna');
    expect(links(content)).toContain('https://conciliazione.example.it');
    expect(content.it.sections.at(-1)).toEqual({
      id: 'altre',
      heading: '13. Altre condizioni',
      blocks: [{ paragraph: ['Porta un tappetino.'] }, { paragraph: ['Gli orari possono variare di mezz’ora.'] }],
    });
    expect(sectionText(content.en, 'altre')).toBe('Bring a mat.\nTimes may change by half an hour.');
  });

  it('refuses an ADR address without its name, and a clause in one language only', async () => {
    const refused = async (values: object, field: string) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: bearer(t.adminToken),
        payload: { ...sampleBusiness, ...values },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty([`body.${field}`]);
    };
    await refused({ adrBodyUrl: 'https://adr.example.it' }, 'adrBodyName');
    await refused({ termsExtraClauseIt: 'Solo in italiano.' }, 'termsExtraClauseEn');
    await refused({ complaintsAnswerDays: 0 }, 'complaintsAnswerDays');
  });

  it('answers 404 for a version never published and 400 for one that is not a number', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/terms-of-sale/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/terms-of-sale/uno' })).statusCode).toBe(400);
  });
});

describe('publishing across instances', () => {
  it('gives one version to a text that several instances publish at once', async () => {
    const database = await openTestDatabase();
    const instances: TestApp[] = [await buildTestApp({ database }), await buildTestApp({ database })];
    try {
      const [a, b] = instances as [TestApp, TestApp];
      const published = await Promise.all([
        currentTermsOfSale(a.app.ctx),
        currentTermsOfSale(b.app.ctx),
        currentTermsOfSale(a.app.ctx),
        currentTermsOfSale(b.app.ctx),
      ]);
      expect(new Set(published.map((terms) => terms.version))).toEqual(new Set([1]));
      expect(await a.db.select().from(termsVersions)).toHaveLength(1);
    } finally {
      for (const instance of instances) await instance.close();
      await database.close();
    }
  });
});
