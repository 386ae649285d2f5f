import { describe, expect, it } from 'vitest';
import adminBusiness from './it/admin-business.json';
import content from './it/content.json';

/*
 * Labels the business has always written in their own capitals stay exactly as written: a tidier
 * spelling is a change other software and the business's own guides would trip over.
 */
describe('the Italian labels kept word for word', () => {
  it.each([
    ['the online course’s buy button', content.onlineCourses.detail.buy, 'Acquista Corso'],
    ['the online course’s back button', content.onlineCourses.detail.back, 'Torna Indietro'],
    ['the withdrawals’ bank column', adminBusiness.withdrawals.columns.iban, 'Dati Bancari'],
    ['the withdrawals’ date column', adminBusiness.withdrawals.columns.date, 'Data Richiesta'],
    ['the customers’ export button', adminBusiness.customers.export, 'Scarica Excel'],
  ])('%s reads as it always has', (_, label, written) => {
    expect(label).toBe(written);
  });
});
