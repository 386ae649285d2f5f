import { screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { siteSettingsRoute, testSiteSettings } from '../../../test/site-settings';
import { setupUser } from '../../../test/user';
import WithdrawalPage from './withdrawal-page';

const ORDER = {
  id: '11111111-1111-4111-8111-111111111111',
  number: '2026-0042',
  title: 'Respira e rilassa',
  kind: 'onlineCourse' as const,
  paidAt: '2026-03-02T09:05:00.000Z',
  paid: 59,
};
const DRAFT_ID = '22222222-2222-4222-8222-222222222222';
const receipt = {
  receivedAt: '2026-03-03T14:25:00.000Z',
  refund: 59,
  status: 'refunded',
  refundDueAt: '2026-03-17T14:25:00.000Z',
};
const page = (path = '/recesso', settings = testSiteSettings) =>
  renderAt(path, [{ path: '/recesso', element: <WithdrawalPage /> }], settings);

afterEach(() => sessionStore.logout());

describe('/recesso for a visitor', () => {
  it('asks only the name, the order number (filled from the link) and the e-mail, then says to check the mail', async () => {
    const user = setupUser();
    const api = stubApi({
      ...siteSettingsRoute(),
      'POST /api/contract-withdrawals': { body: { id: DRAFT_ID, orders: [], refund: null } },
    });
    page('/recesso?ordine=2026-0042');
    expect(screen.getByRole('heading', { level: 1, name: 'Recesso dal contratto' })).toBeInTheDocument();
    expect(await screen.findByText(/entro 14 giorni dall'acquisto/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Numero d'ordine/)).toHaveValue('2026-0042');

    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText('Scrivi il tuo nome e cognome, su una riga.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/contract-withdrawals')).toHaveLength(0);

    await user.type(screen.getByLabelText('Nome e cognome'), 'Anna Neri');
    await user.type(screen.getByLabelText("E-mail dell'ordine"), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    // The answer replaces the button pressed: focus goes to it, not back to the top of the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Controlla la tua e-mail' })).toHaveFocus());
    expect(api.callsTo('POST /api/contract-withdrawals')[0]?.body).toEqual({
      name: 'Anna Neri',
      orderNumber: '2026-0042',
      email: 'anna@example.com',
    });
  });

  it('refuses a malformed order number before asking the server', async () => {
    const user = setupUser();
    const api = stubApi(siteSettingsRoute());
    page();
    await user.type(await screen.findByLabelText('Nome e cognome'), 'Anna Neri');
    await user.type(screen.getByLabelText(/Numero d'ordine/), '42');
    await user.type(screen.getByLabelText("E-mail dell'ordine"), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(
      await screen.findByText("Scrivi il numero d'ordine come nella ricevuta, per esempio 2026-0042."),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/contract-withdrawals')).toHaveLength(0);
  });

  it('states the leisure-services exception when the business applies it', async () => {
    stubApi({});
    page('/recesso', { ...testSiteSettings, leisureServiceException: true, withdrawalPeriodDays: 30 });
    expect(await screen.findByText(/entro 30 giorni dall'acquisto/)).toBeInTheDocument();
    expect(screen.getByText(/il diritto di recesso non si applica/)).toBeInTheDocument();
  });
});

describe('/recesso for a logged-in customer', () => {
  const own = {
    periodDays: 14,
    withdrawals: [],
    orders: [
      { ...ORDER, lastDay: '2026-03-16', refund: 59, blockedBy: null },
      {
        ...ORDER,
        id: '33333333-3333-4333-8333-333333333333',
        number: '2026-0040',
        title: 'Meditare insieme',
        lastDay: '2026-03-10',
        refund: 39,
        blockedBy: 'viewingStarted',
      },
    ],
  };

  it('offers the orders still open, says why the others are not, then confirms in a separate step', async () => {
    sessionStore.login({ email: 'anna@example.com', token: 'user-token', group: 'user' });
    const user = setupUser();
    const api = stubApi({
      ...siteSettingsRoute(),
      'GET /api/user/contract-withdrawals': { body: own },
      'POST /api/contract-withdrawals': { body: { id: DRAFT_ID, orders: [ORDER], refund: 59 } },
      [`POST /api/contract-withdrawals/${DRAFT_ID}/confirm`]: { body: receipt },
    });
    page('/recesso?ordine=2026-0042');
    const open = await screen.findByRole('radio', { name: /Respira e rilassa/ });
    expect(open).toBeChecked();
    expect(screen.getByRole('radio', { name: /Meditare insieme/ })).toBeDisabled();
    expect(screen.getByText(/Hai già iniziato a guardare questo corso online/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continua' }));
    const step = await screen.findByRole('region', { name: 'Conferma il recesso' });
    // Each step replaces the button pressed: focus goes to its heading.
    await waitFor(() => expect(within(step).getByRole('heading', { name: 'Conferma il recesso' })).toHaveFocus());
    expect(within(step).getByText(/Ti rimborseremo 59,00\s€/)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/contract-withdrawals/${DRAFT_ID}/confirm`)).toHaveLength(0);

    await user.click(within(step).getByRole('button', { name: 'Conferma il recesso' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Recesso ricevuto' })).toHaveFocus());
    expect(screen.getByText(/il 3 marzo 2026 alle ore 15:25/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/contract-withdrawals')[0]?.body).toEqual({ orderId: ORDER.id });
    expect(api.callsTo(`POST /api/contract-withdrawals/${DRAFT_ID}/confirm`)[0]?.authorization).toBe(
      'Bearer user-token',
    );
  });

  it('says so when there is nothing to withdraw from, and when the list cannot be read', async () => {
    sessionStore.login({ email: 'anna@example.com', token: 'user-token', group: 'user' });
    stubApi({ ...siteSettingsRoute(), 'GET /api/user/contract-withdrawals': { body: { ...own, orders: [] } } });
    page();
    expect(await screen.findByText('Non hai ordini pagati da cui recedere.')).toBeInTheDocument();
  });
});

describe('/recesso/{id}, the link sent to the buyer', () => {
  const route = (path: string) => renderAt(path, [{ path: '/recesso/:id', element: <WithdrawalPage /> }]);

  it('confirms on a button press with the link’s token, in English too', async () => {
    await i18n.changeLanguage('en');
    try {
      const user = setupUser();
      const api = stubApi({
        [`GET /api/contract-withdrawals/${DRAFT_ID}`]: {
          body: {
            id: DRAFT_ID,
            status: 'requested',
            orders: [ORDER],
            refund: 59,
            expiresAt: '2999-01-01T00:00:00.000Z',
            receivedAt: null,
            refundDueAt: null,
          },
        },
        [`POST /api/contract-withdrawals/${DRAFT_ID}/confirm`]: { body: receipt },
      });
      route(`/recesso/${DRAFT_ID}?token=${'t'.repeat(43)}`);
      const button = await screen.findByRole('button', { name: 'Confirm withdrawal' });
      // The page opens on the step: focus stays where a page starts; the press moves it to the acknowledgement.
      expect(screen.getByRole('heading', { name: 'Confirm withdrawal' })).not.toHaveFocus();
      await user.click(button);
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Withdrawal received' })).toHaveFocus());
      expect(api.callsTo(`POST /api/contract-withdrawals/${DRAFT_ID}/confirm`)[0]?.body).toEqual({
        token: 't'.repeat(43),
      });
    } finally {
      await i18n.changeLanguage('it');
    }
  });

  it('says a wrong or incomplete link is not valid', async () => {
    stubApi({
      [`GET /api/contract-withdrawals/${DRAFT_ID}`]: failure(404, 'NOT_FOUND', 'Richiesta di recesso non trovata'),
    });
    route(`/recesso/${DRAFT_ID}?token=wrong`);
    expect(await screen.findByRole('heading', { name: 'Link non valido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ripeti la richiesta' })).toHaveAttribute('href', '/recesso');
  });
});
