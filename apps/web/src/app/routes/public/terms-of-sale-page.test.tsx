import type { TermsOfSaleResponse } from '@cammini/contract';
import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import TermsOfSalePage from './terms-of-sale-page';

const terms = (version: number): TermsOfSaleResponse => ({
  terms: {
    version,
    publishedAt: '2026-12-01T09:30:00.000Z',
    content: {
      it: {
        title: 'Condizioni generali di vendita',
        sections: [
          {
            id: 'recesso',
            heading: '7. Diritto di recesso',
            blocks: [
              {
                paragraph: ['Per recedere usa la funzione ', { text: '«Recedi dal contratto»', href: '/recesso' }, '.'],
              },
              { list: [['Corsi online: finché non avvii la prima lezione.']] },
            ],
          },
          {
            id: 'controversie',
            heading: '11. Risoluzione delle controversie',
            blocks: [{ paragraph: [{ text: 'Camera arbitrale', href: 'https://adr.example.it' }] }],
          },
        ],
      },
      en: {
        title: 'General terms of sale',
        sections: [{ id: 'recesso', heading: '7. Right of withdrawal', blocks: [{ paragraph: ['Withdraw.'] }] }],
      },
    },
  },
});

const renderTerms = (url = '/condizioni-di-vendita') =>
  renderAt(url, [{ path: '/condizioni-di-vendita', element: <TermsOfSalePage /> }]);

describe('/condizioni-di-vendita', () => {
  it('shows the version in force with its number and date, an index, and its links', async () => {
    stubApi({ 'GET /api/terms-of-sale': { body: terms(3) } });
    renderTerms();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Condizioni generali di vendita' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Versione 3, pubblicata il 1 dicembre 2026/)).toBeInTheDocument();
    const index = screen.getByRole('navigation', { name: 'Indice delle condizioni' });
    expect(within(index).getByRole('link', { name: '7. Diritto di recesso' })).toHaveAttribute('href', '#recesso');
    expect(screen.getByRole('region', { name: '7. Diritto di recesso' })).toHaveTextContent(
      'Corsi online: finché non avvii la prima lezione.',
    );
    expect(screen.getByRole('link', { name: '«Recedi dal contratto»' })).toHaveAttribute('href', '/recesso');
    const adr = screen.getByRole('link', { name: 'Camera arbitrale' });
    expect(adr).toHaveAttribute('href', 'https://adr.example.it');
    expect(adr).toHaveAttribute('target', '_blank');
    expect(screen.queryByText(/conservata com'era/)).not.toBeInTheDocument();
  });

  it('reads an older version at ?versione=N, saying so, and says when a version does not exist', async () => {
    const api = stubApi({ 'GET /api/terms-of-sale/2': { body: terms(2) } });
    renderTerms('/condizioni-di-vendita?versione=2');
    expect(await screen.findByText(/Questa è la versione 2, conservata com'era/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leggi le condizioni in vigore' })).toHaveAttribute(
      'href',
      '/condizioni-di-vendita',
    );
    expect(api.callsTo('GET /api/terms-of-sale/2')).toHaveLength(1);
  });

  it('says a version that is not a number names none, without asking the server', async () => {
    const api = stubApi({});
    renderTerms('/condizioni-di-vendita?versione=prima');
    expect(await screen.findByText('Questa versione delle condizioni di vendita non esiste.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the English text to English readers', async () => {
    await i18n.changeLanguage('en');
    try {
      stubApi({ 'GET /api/terms-of-sale': { body: terms(3) } });
      renderTerms();
      expect(await screen.findByRole('heading', { level: 1, name: 'General terms of sale' })).toBeInTheDocument();
      expect(screen.getByText(/^Version 3, published on 1 December 2026/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: '7. Right of withdrawal' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('it');
    }
  });
});
