import { screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { customer, readyCustomer, renderBankingTab } from '../../../../features/banking/testing/banking-fixtures';
import { sessionStore } from '../../../../lib/session/session-store';
import { failure, success } from '../../../../test/fake-api';
import { setupUser } from '../../../../test/user';

describe('the banking tab', () => {
  beforeEach(() => sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' }));

  it('shows both earnings and the balance available to withdraw, in euro', async () => {
    renderBankingTab({ profile: customer({ earnings: 40, memberEarnings: 160.5, balance: 175.5 }) });

    expect(screen.getByRole('status')).toHaveTextContent('Caricamento dei tuoi dati bancari...');
    const balance = await screen.findByRole('region', { name: 'Il tuo saldo' });
    const figures = within(balance)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Guadagni da inviti', '40,00\u00a0€'],
      ['Guadagni come facilitatore', '160,50\u00a0€'],
      ['Disponibile per il prelievo', '175,50\u00a0€'],
    ]);
  });

  it('leaves facilitator earnings out for a customer who is not a member', async () => {
    const { memberEarnings: _notAMember, ...notAMember } = customer({ earnings: 40, balance: 40 });
    renderBankingTab({ profile: notAMember });

    const balance = await screen.findByRole('region', { name: 'Il tuo saldo' });
    expect(
      within(balance)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Guadagni da inviti', 'Disponibile per il prelievo']);
  });

  it('shows the saved IBAN in groups of four and the saved tax code', async () => {
    renderBankingTab({ profile: readyCustomer({ docVerified: false, documentState: 'verifying' }) });

    expect(await screen.findByText('IT60 X054 2811 1010 0000 0123 456')).toBeInTheDocument();
    expect(screen.getByText('RSSMRA85T10A562S')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Modifica l'IBAN" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifica il codice fiscale' })).toBeInTheDocument();
  });

  it('says when the profile cannot be loaded, and retries', async () => {
    let attempts = 0;
    renderBankingTab(
      { profile: customer() },
      {
        'GET /api/user/': () => (++attempts === 1 ? failure(500, 'INTERNAL', 'Errore') : success({ user: customer() })),
      },
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Non siamo riusciti a caricare i tuoi dati.');
    await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: 'Dati bancari e prelievi' })).toBeInTheDocument();
  });
});
