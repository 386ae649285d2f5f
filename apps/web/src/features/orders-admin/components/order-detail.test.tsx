import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import OrderPage from '../../../app/routes/admin/order-page';
import i18n from '../../../lib/i18n';
import { failure, stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { orderDetail } from '../testing/orders';
import { parseRefundCents } from './refund-form';

const ID = '11111111-1111-4111-8111-111111111111';
const privateToken = {
  'GET /api/generate-private-token/': { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
};
const detail = (values = {}) => ({ body: { message: 'Success', order: orderDetail(values) } });
const renderPage = () => renderAt(`/ordini/${ID}`, [{ path: '/ordini/:id', element: <OrderPage /> }]);

describe('parseRefundCents', () => {
  it('reads euros with a comma or a point and at most two decimals, as cents', () => {
    expect(parseRefundCents('12,5')).toBe(1250);
    expect(parseRefundCents(' 280.00 ')).toBe(28000);
    expect(parseRefundCents('0,01')).toBe(1);
    for (const bad of ['', '0', '0,00', '-3', '1,234', 'dieci', '1e3']) expect(parseRefundCents(bad), bad).toBeNull();
  });
});

describe('/ordini/{id}', () => {
  it('shows the order, its payments, waiver, receipt and credits', async () => {
    const api = stubApi({
      ...privateToken,
      [`GET /api/orders/${ID}/details`]: detail({
        withdrawalWaiverAt: '2026-03-02T09:00:00.000Z',
        refunds: [
          { id: 1, amount: 30, requestedBy: 'admin', reference: 'rf-1', createdAt: '2026-03-03T10:00:00.000Z' },
        ],
      }),
    });
    renderPage();
    expect(screen.getByText("Caricamento dell'ordine...")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordine 2026-0042' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Riepilogo' });
    expect(summary).toHaveTextContent('Anna Neri');
    expect(summary).toHaveTextContent("Numero d'ordine2026-0042");
    expect(summary).toHaveTextContent(`ID interno${ID}`);
    expect(screen.getByRole('region', { name: 'Rimborsi' })).toHaveTextContent('rf-1');
    expect(screen.getByRole('region', { name: 'Rinuncia al diritto di recesso' })).toHaveTextContent(
      /rinunciato al recesso di 14 giorni il/,
    );
    const terms = screen.getByRole('region', { name: 'Condizioni di vendita' });
    expect(terms).toHaveTextContent('Il cliente ha accettato la versione 3 delle condizioni di vendita il');
    expect(within(terms).getByRole('link', { name: 'Leggi quella versione' })).toHaveAttribute(
      'href',
      '/condizioni-di-vendita?versione=3',
    );
    const receipt = screen.getByRole('region', { name: 'Ricevuta' });
    expect(receipt).toHaveTextContent('Ricevuta del tuo acquisto: Respiro');
    expect(receipt).toHaveTextContent('Inviata a anna@example.com');
    const credits = within(screen.getByRole('region', { name: 'Accrediti' })).getAllByRole('row');
    expect(credits[1]).toHaveTextContent('Bruno Sala');
    expect(credits[1]).toHaveTextContent('Guadagno da invito');
    expect(api.callsTo(`GET /api/orders/${ID}/details`)[0]?.authorization).toBe('Bearer private-token');
  });

  it('refunds the whole rest after a confirmation that says the access ends, sending no amount', async () => {
    let refunded = false;
    const api = stubApi({
      ...privateToken,
      [`GET /api/orders/${ID}/details`]: () => (refunded ? detail({ status: 'refunded', refunded: 280 }) : detail()),
      [`POST /api/orders/${ID}/refund`]: () => {
        refunded = true;
        return { body: { message: 'Success' } };
      },
    });
    renderPage();
    const user = setupUser();
    const amount = await screen.findByLabelText('Importo da rimborsare (€)');
    expect(amount).toHaveValue('280,00');
    await user.click(screen.getByRole('button', { name: 'Rimborsa' }));
    const confirmation = screen.getByRole('region', { name: 'Confermi il rimborso?' });
    expect(confirmation).toHaveTextContent(/Verranno rimborsati 280,00\s€ a Anna Neri/);
    expect(confirmation).toHaveTextContent("il cliente perde l'accesso");
    expect(api.callsTo(`POST /api/orders/${ID}/refund`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Conferma il rimborso' }));
    expect(await screen.findByText(/Rimborso eseguito: 280,00\s€/)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/orders/${ID}/refund`)).toEqual([
      expect.objectContaining({ body: {}, authorization: 'Bearer private-token' }),
    ]);
    expect(await screen.findByText("Non c'è nulla da rimborsare su questo ordine.")).toBeInTheDocument();
  });

  it('refunds a part in euros, saying the enrolment stays', async () => {
    const api = stubApi({
      ...privateToken,
      [`GET /api/orders/${ID}/details`]: detail(),
      [`POST /api/orders/${ID}/refund`]: { body: { message: 'Success' } },
    });
    renderPage();
    const user = setupUser();
    const amount = await screen.findByLabelText('Importo da rimborsare (€)');
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(screen.getByRole('button', { name: 'Rimborsa' }));
    expect(screen.getByText(/L'importo supera quanto resta da rimborsare \(280,00\s€\)/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '80,5');
    await user.click(screen.getByRole('button', { name: 'Rimborsa' }));
    expect(screen.getByRole('region', { name: 'Confermi il rimborso?' })).toHaveTextContent(
      "È un rimborso parziale: l'iscrizione al corso resta attiva.",
    );
    await user.click(screen.getByRole('button', { name: 'Conferma il rimborso' }));
    await waitFor(() => expect(api.callsTo(`POST /api/orders/${ID}/refund`)[0]?.body).toEqual({ amount: 80.5 }));
  });

  it('says before a refund in full that a credit of the order was already withdrawn, not before a partial one', async () => {
    const [credit] = orderDetail().credits;
    stubApi({
      ...privateToken,
      [`GET /api/orders/${ID}/details`]: detail({ credits: [{ ...credit, withdrawn: 20 }] }),
    });
    renderPage();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Rimborsa' }));
    expect(screen.getByRole('region', { name: 'Confermi il rimborso?' })).toHaveTextContent(
      /Bruno Sala ha già prelevato 20,00\s€ del guadagno di questo ordine\. Il rimborso lo storna comunque/,
    );
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    const amount = screen.getByLabelText('Importo da rimborsare (€)');
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(screen.getByRole('button', { name: 'Rimborsa' }));
    expect(screen.getByRole('region', { name: 'Confermi il rimborso?' })).not.toHaveTextContent('già prelevato');
  });

  it('says what the server refused, in words of its own', async () => {
    stubApi({
      ...privateToken,
      [`GET /api/orders/${ID}/details`]: detail(),
      [`POST /api/orders/${ID}/refund`]: failure(409, 'REFUND_TOO_LARGE', 'Importo troppo alto'),
    });
    renderPage();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Rimborsa' }));
    await user.click(screen.getByRole('button', { name: 'Conferma il rimborso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("L'importo supera quanto resta da rimborsare.");
  });

  it('offers no refund for an order that was not paid', async () => {
    stubApi({ ...privateToken, [`GET /api/orders/${ID}/details`]: detail({ status: 'failed', paidAt: null }) });
    renderPage();
    expect(await screen.findByText('Si può rimborsare solo un ordine pagato.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rimborsa' })).not.toBeInTheDocument();
  });

  it('says when the receipt text is no longer kept', async () => {
    const kept = orderDetail();
    stubApi({
      ...privateToken,
      [`GET /api/orders/${ID}/details`]: detail({ receipt: { ...kept.receipt!, text: '' } }),
    });
    renderPage();
    expect(await screen.findByText(/Il testo non è più conservato/)).toBeInTheDocument();
    expect(screen.queryByText('Mostra il testo della ricevuta')).not.toBeInTheDocument();
  });

  it('says when the order does not exist', async () => {
    stubApi({ ...privateToken, [`GET /api/orders/${ID}/details`]: failure(404, 'NOT_FOUND', 'Ordine non trovato') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Questo ordine non esiste.');
  });

  it('speaks English in the English interface', async () => {
    await i18n.changeLanguage('en');
    stubApi({ ...privateToken, [`GET /api/orders/${ID}/details`]: detail() });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 2026-0042' })).toBeInTheDocument();
    expect(screen.getByLabelText('Amount to refund (€)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Credits' })).toHaveTextContent('Referral credit');
  });
});

describe('erasing the buyer’s account from the order', () => {
  it('asks first, sends DELETE /api/admin/customers/{id} only once confirmed, then says the account is gone', async () => {
    let erased = false;
    const api = stubApi({
      ...privateToken,
      [`GET /api/orders/${ID}/details`]: () =>
        detail(erased ? { customer: { id: 7, name: 'Anna', surname: 'Neri', email: 'x', deleted: true } } : {}),
      'DELETE /api/admin/customers/7': () => {
        erased = true;
        return { body: { message: 'Success' } };
      },
    });
    renderPage();
    const user = setupUser();
    const section = await screen.findByRole('region', { name: 'Account del cliente' });
    await user.click(within(section).getByRole('button', { name: "Elimina l'account del cliente" }));
    const confirmation = screen.getByRole('region', { name: "Eliminare l'account di Anna Neri?" });
    expect(confirmation).toHaveTextContent('Non si può annullare.');
    expect(api.callsTo('DELETE /api/admin/customers/7')).toHaveLength(0);
    await user.click(within(confirmation).getByRole('button', { name: 'Elimina definitivamente' }));
    expect(await screen.findByText("L'account di Anna Neri è stato eliminato.")).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/customers/7')[0]?.authorization).toBe('Bearer private-token');
  });

  it('says why the server refuses while money is owed to the customer, and erases nothing', async () => {
    stubApi({
      ...privateToken,
      [`GET /api/orders/${ID}/details`]: detail(),
      'DELETE /api/admin/customers/7': failure(409, 'BALANCE_NOT_WITHDRAWN', 'Hai ancora crediti'),
    });
    renderPage();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: "Elimina l'account del cliente" }));
    await user.click(screen.getByRole('button', { name: 'Elimina definitivamente' }));
    expect(await screen.findByText(/Il cliente ha ancora crediti da prelevare o in attesa/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elimina definitivamente' })).toBeEnabled();
  });

  it('shows an erased account as such, with no button', async () => {
    stubApi({
      ...privateToken,
      [`GET /api/orders/${ID}/details`]: detail({
        customer: { id: 7, name: 'Anna', surname: 'Neri', email: 'deleted-7@deleted.invalid', deleted: true },
      }),
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Account del cliente' });
    expect(section).toHaveTextContent("L'account di questo cliente è stato eliminato");
    expect(within(section).queryByRole('button')).toBeNull();
    expect(screen.getByRole('region', { name: 'Riepilogo' })).toHaveTextContent('(account eliminato)');
    expect(screen.getByRole('region', { name: 'Riepilogo' })).not.toHaveTextContent('deleted.invalid');
  });
});
