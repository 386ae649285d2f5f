import { screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { customer, renderBankingTab } from '../testing/banking-fixtures';

describe('pending credits in the banking tab', () => {
  beforeEach(() => sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' }));

  const pending = customer({
    earnings: 68,
    memberEarnings: 0,
    balance: 40,
    pendingCredits: [{ kind: 'referral', amount: 28, availableAt: '2026-12-12T09:30:00.000Z' }],
  });

  it('lists each credit still waiting with the day it becomes available, apart from the balance', async () => {
    renderBankingTab({ profile: pending });
    const section = await screen.findByRole('region', { name: 'Crediti in attesa' });
    const [item] = within(section).getAllByRole('listitem');
    expect(item).toHaveTextContent(/Invito: 28,00\s€/);
    expect(item).toHaveTextContent('Prelevabile dal 12/12/2026');
    expect(section).toHaveTextContent('finito il periodo di recesso di 14 giorni dopo il pagamento');
    expect(section).toHaveTextContent("chiuso l'annullamento (7 giorni prima dell'inizio)");
    const balance = screen.getByRole('region', { name: 'Il tuo saldo' });
    expect(within(balance).getByText(/^40,00\s€$/)).toBeInTheDocument();
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    renderBankingTab({ profile: pending });
    const section = await screen.findByRole('region', { name: 'Pending credits' });
    expect(within(section).getByRole('listitem')).toHaveTextContent('Withdrawable from 12/12/2026');
    expect(section).toHaveTextContent("after the buyer's 14-day withdrawal period");
  });

  it('shows nothing pending when every credit is available, and explains a negative balance', async () => {
    renderBankingTab({ profile: customer({ balance: -28, pendingCredits: [] }) });
    await screen.findByRole('region', { name: 'Il tuo saldo' });
    expect(screen.queryByRole('region', { name: 'Crediti in attesa' })).not.toBeInTheDocument();
    expect(screen.getByText(/Il saldo è negativo/)).toBeInTheDocument();
  });
});
