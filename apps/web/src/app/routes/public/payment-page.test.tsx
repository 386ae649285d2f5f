import { screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutFor,
  courseItem,
  onlineItem,
  orderFor,
  termsInForce,
} from '../../../features/checkout/testing/checkout-fixtures';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import PaymentPage from './payment-page';

const routes = [
  { path: '/payment/:title', element: <PaymentPage /> },
  { path: '/success', element: <p>success page</p> },
  { path: '/login', element: <p>login page</p> },
];

const itemApi = (item = courseItem, extra: { owned?: boolean; provider?: 'test' | 'sumup' } = {}) => ({
  [`GET /api/checkout/${item.title.replace(/ /g, '-')}`]: {
    body: { item, owned: extra.owned ?? false, provider: extra.provider ?? 'test', terms: termsInForce },
  },
});

/** The buyer ticks "Ho letto e accetto le condizioni di vendita": only then is a checkout opened. */
async function acceptTerms(user = setupUser(), label = /^Ho letto e accetto le condizioni di vendita/) {
  await user.click(await screen.findByRole('checkbox', { name: label }));
  return user;
}
const ENGLISH_TERMS = /^I have read and accept the terms of sale/;

async function fillCard(number: string) {
  const user = await acceptTerms();
  await user.type(await screen.findByLabelText('Numero della carta'), number);
  await user.type(screen.getByLabelText('Scadenza'), '12/39');
  await user.type(screen.getByLabelText('CVC'), '123');
  return user;
}

describe('/payment/{title}', () => {
  beforeEach(() => {
    sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
  });

  it('asks a visitor to log in first, and buys nothing', async () => {
    sessionStore.logout();
    const api = stubApi({});
    renderAt('/payment/Radici-e-ali', routes);
    expect(await screen.findByRole('heading', { name: 'Accedi per acquistare' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
    expect(api.calls).toHaveLength(0);
  });

  it('opens a checkout for an in-person course and shows the test card form in the widget block', async () => {
    let release: () => void = () => {};
    const api = stubApi({
      ...itemApi(),
      'POST /api/create-checkout': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: checkoutFor(courseItem) });
        }),
    });
    renderAt('/payment/Radici-e-ali', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Effettua il pagamento' })).toBeInTheDocument();
    const block = (await screen.findByRole('heading', { name: 'Paga con Carta di Credito/Debito' })).closest(
      'section',
    ) as HTMLElement;
    await acceptTerms();
    expect(await within(block).findByText('Caricamento del widget...')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: "Riepilogo dell'ordine" });
    expect(summary).toHaveTextContent('Radici e ali');
    expect(summary).toHaveTextContent('280,00 €');
    await waitFor(() => expect(api.callsTo('POST /api/create-checkout')).toHaveLength(1));
    release();
    expect(await within(block).findByText('Modalità di prova')).toBeInTheDocument();
    expect(within(block).getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(within(block).getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: /^Paga 280,00/ })).toBeInTheDocument();
    expect(api.callsTo('POST /api/create-checkout')).toHaveLength(1);
    expect(api.callsTo('POST /api/create-checkout')[0]?.body).toEqual({
      email: 'maria@example.com',
      title: 'Radici e ali',
      kind: 'course',
      termsAccepted: true,
      termsVersion: 3,
    });
  });

  it('says the payment succeeded, then opens the success page with the order', async () => {
    const api = stubApi({
      ...itemApi(),
      'POST /api/create-checkout': { body: checkoutFor(courseItem) },
      'POST /api/payments/test/charge': { body: { message: 'Success', order: orderFor(courseItem, 'paid') } },
    });
    const { router } = renderAt('/payment/Radici-e-ali', routes);
    const user = await fillCard('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: /^Paga 280,00/ }));
    expect(await screen.findByText('Pagamento completato con successo')).toBeInTheDocument();
    expect(api.callsTo('POST /api/payments/test/charge')[0]?.body).toEqual({
      checkoutId: checkoutFor(courseItem).id,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    });
    expect(await screen.findByText('success page', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?order=${orderFor(courseItem, 'paid').id}`);
  });

  it('shows the error for a declined card and starts a new checkout on retry', async () => {
    const api = stubApi({
      ...itemApi(),
      'POST /api/create-checkout': { body: checkoutFor(courseItem) },
      'POST /api/payments/test/charge': { body: { message: 'Success', order: orderFor(courseItem, 'failed') } },
    });
    renderAt('/payment/Radici-e-ali', routes);
    const user = await fillCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: /^Paga 280,00/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Errore durante il pagamento');
    expect(alert).toHaveTextContent('La carta è stata rifiutata');
    // Each step replaces the button just pressed: focus goes to the block's title, not to the body.
    const title = screen.getByRole('heading', { name: 'Paga con Carta di Credito/Debito' });
    await waitFor(() => expect(title).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Riprova il pagamento' }));
    expect(await screen.findByRole('button', { name: /^Paga 280,00/ })).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveFocus());
    expect(api.callsTo('POST /api/create-checkout')).toHaveLength(2);
  });

  it('shows the course as owned, not a declined card, when the payment turns out to be a refunded duplicate', async () => {
    const api = stubApi({
      ...itemApi(),
      'POST /api/create-checkout': { body: checkoutFor(courseItem) },
      'POST /api/payments/test/charge': { body: { message: 'Success', order: orderFor(courseItem, 'duplicate') } },
    });
    renderAt('/payment/Radici-e-ali', routes);
    const user = await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: /^Paga 280,00/ }));
    await waitFor(() => expect(api.callsTo('GET /api/checkout/Radici-e-ali')).toHaveLength(2));
    expect(screen.queryByText(/La carta è stata rifiutata/)).not.toBeInTheDocument();
  });

  it('checks the card fields and shows an unknown test card as a field error', async () => {
    stubApi({
      ...itemApi(),
      'POST /api/create-checkout': { body: checkoutFor(courseItem) },
      'POST /api/payments/test/charge': {
        status: 400,
        body: {
          message: 'Carta',
          error: 'VALIDATION',
          fields: { 'body.cardNumber': ['Carta di prova non riconosciuta'] },
        },
      },
    });
    renderAt('/payment/Radici-e-ali', routes);
    const user = await acceptTerms();
    await user.click(await screen.findByRole('button', { name: /^Paga 280,00/ }));
    expect(screen.getByText('Inserisci il numero della carta (12-19 cifre).')).toBeInTheDocument();
    expect(screen.getByText('Inserisci la scadenza nel formato MM/AA.')).toBeInTheDocument();
    // Announced, and focus on the first field to correct rather than left on the button.
    expect(await screen.findByRole('alert')).toHaveTextContent('3 campi da correggere');
    await waitFor(() => expect(screen.getByLabelText('Numero della carta')).toHaveFocus());
    await fillCard('5555 5555 5555 4444');
    await user.click(screen.getByRole('button', { name: /^Paga 280,00/ }));
    expect(
      await screen.findByText('Carta di prova non riconosciuta: usa una delle carte qui sopra.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Numero della carta')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the withdrawal waiver of an online course before opening the checkout', async () => {
    const api = stubApi({
      ...itemApi(onlineItem),
      'POST /api/create-checkout': { body: checkoutFor(onlineItem) },
    });
    renderAt('/payment/Respira-e-rilassa?kind=onlineCourse', routes);
    const consent = await screen.findByRole('checkbox', { name: /perdo il diritto di recesso di 14 giorni/ });
    expect(consent).toHaveAccessibleDescription('Richiesto per i corsi online: senza, il corso non si può acquistare.');
    expect(screen.queryByText('Caricamento del widget...')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/create-checkout')).toHaveLength(0);
    expect(api.callsTo('GET /api/checkout/Respira-e-rilassa')[0]?.path).toBe(
      '/api/checkout/Respira-e-rilassa?kind=onlineCourse',
    );

    const user = setupUser();
    await user.click(consent);
    expect(api.callsTo('POST /api/create-checkout')).toHaveLength(0);
    await acceptTerms(user);
    expect(await screen.findByRole('button', { name: /^Paga 39,00/ })).toBeInTheDocument();
    expect(api.callsTo('POST /api/create-checkout')[0]?.body).toEqual({
      email: 'maria@example.com',
      title: 'Respira e rilassa',
      kind: 'onlineCourse',
      withdrawalWaiver: true,
      termsAccepted: true,
      termsVersion: 3,
    });
    expect(consent).toBeDisabled();
    expect(screen.getByText('Consenso registrato: lo trovi anche nella ricevuta.')).toBeInTheDocument();
  });

  it('tells what the buyer must know, and opens no checkout before the terms of sale are accepted', async () => {
    const item = { ...courseItem, cancellableUntil: '2030-05-02', choices: { deposit: 80, balanceDue: null } };
    const api = stubApi({ ...itemApi(item), 'POST /api/create-checkout': { body: checkoutFor(item) } });
    renderAt('/payment/Radici-e-ali', routes);
    const before = await screen.findByRole('region', { name: 'Prima di pagare' });
    expect(before).toHaveTextContent('Venditore: Studio Aurora, Via Roma 3, 40121 Bologna (BO), P.IVA 06123450485.');
    expect(before).toHaveTextContent(/Il prezzo di 280,00\s€ comprende l'IVA/);
    expect(before).toHaveTextContent(/il saldo di 200,00\s€ va pagato prima dell'inizio \(10 maggio 2030\)/);
    expect(before).toHaveTextContent('puoi annullare la prenotazione dalla tua area personale fino al 2 maggio 2030');
    expect(before).toHaveTextContent('puoi recedere entro 14 giorni dall');
    expect(within(before).getByRole('link', { name: /Recedi dal contratto/ })).toHaveAttribute('href', '/recesso');
    const terms = screen.getByRole('link', { name: /^condizioni di vendita/ });
    expect(terms).toHaveAttribute('href', '/condizioni-di-vendita');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Spunta la casella per continuare con il pagamento.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Numero della carta')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/create-checkout')).toHaveLength(0);

    const checkbox = screen.getByRole('checkbox', { name: /^Ho letto e accetto le condizioni di vendita/ });
    expect(checkbox).toHaveAccessibleName(/\(versione 3\)/);
    await setupUser().click(checkbox);
    expect(await screen.findByRole('button', { name: /^Paga 280,00/ })).toBeInTheDocument();
    expect(api.callsTo('POST /api/create-checkout')[0]?.body).toMatchObject({ termsAccepted: true, termsVersion: 3 });
    expect(checkbox).toBeDisabled();
  });

  it('asks for the new terms when they changed since the page opened (409 TERMS_CHANGED)', async () => {
    let version = 3;
    const api = stubApi({
      'GET /api/checkout/Radici-e-ali': () => ({
        body: { item: courseItem, owned: false, provider: 'test', terms: { ...termsInForce, version } },
      }),
      'POST /api/create-checkout': (call) =>
        (call.body as { termsVersion: number }).termsVersion === 4
          ? { body: checkoutFor(courseItem) }
          : failure(409, 'TERMS_CHANGED', 'Cambiate'),
    });
    renderAt('/payment/Radici-e-ali', routes);
    await screen.findByRole('checkbox', { name: /\(versione 3\)/ });
    version = 4;
    await acceptTerms();
    expect(await screen.findByText(/Le condizioni di vendita sono cambiate/)).toBeInTheDocument();
    const checkbox = await screen.findByRole('checkbox', { name: /\(versione 4\)/ });
    expect(checkbox).not.toBeChecked();
    await setupUser().click(checkbox);
    expect(await screen.findByRole('button', { name: /^Paga 280,00/ })).toBeInTheDocument();
    expect(
      api.callsTo('POST /api/create-checkout').map((call) => (call.body as { termsVersion: number }).termsVersion),
    ).toEqual([3, 4]);
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    try {
      stubApi({ ...itemApi(), 'POST /api/create-checkout': { body: checkoutFor(courseItem) } });
      renderAt('/payment/Radici-e-ali', routes);
      expect(await screen.findByRole('heading', { level: 1, name: 'Make the payment' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Pay by credit/debit card' })).toBeInTheDocument();
      await acceptTerms(setupUser(), ENGLISH_TERMS);
      expect(await screen.findByText('Test mode')).toBeInTheDocument();
      expect(screen.getByLabelText('Expiry')).toHaveAttribute('placeholder', 'MM/YY');
    } finally {
      await i18n.changeLanguage('it');
    }
  });

  it('tells a customer who already owns the course, with a way to it', async () => {
    const api = stubApi(itemApi(courseItem, { owned: true }));
    renderAt('/payment/Radici-e-ali', routes);
    expect(await screen.findByText('Hai già acquistato questo corso.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visualizza' })).toHaveAttribute('href', '/corso/Radici-e-ali');
    expect(api.callsTo('POST /api/create-checkout')).toHaveLength(0);
  });

  it('says when the course does not exist', async () => {
    stubApi({ 'GET /api/checkout/Nessuno': failure(404, 'NOT_FOUND', 'Corso non trovato') });
    renderAt('/payment/Nessuno', routes);
    expect(await screen.findByRole('heading', { name: 'Corso non trovato' })).toBeInTheDocument();
  });

  it('says when the payment service cannot open a checkout, and lets the customer retry', async () => {
    stubApi({ ...itemApi(), 'POST /api/create-checkout': failure(502, 'PAYMENT_UNAVAILABLE', 'Giù') });
    renderAt('/payment/Radici-e-ali', routes);
    await acceptTerms();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Errore durante il pagamento');
    expect(alert).toHaveTextContent('Il servizio di pagamento non risponde');
    expect(screen.getByRole('button', { name: 'Riprova il pagamento' })).toBeInTheDocument();
  });

  it.each([
    ['SOLD_OUT', 'I posti di questo corso sono esauriti.'],
    ['COURSE_PAST', 'Questo corso si è già svolto e non è più in vendita.'],
    ['NOT_FOR_SALE', 'Questo corso non è più in vendita.'],
  ])(
    'says why a course refused with %s cannot be bought, with the way back to the courses and no retry',
    async (code, text) => {
      const api = stubApi({ ...itemApi(), 'POST /api/create-checkout': failure(409, code, 'Testo del server') });
      renderAt('/payment/Radici-e-ali', routes);
      await acceptTerms();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      expect(alert).not.toHaveTextContent('Errore durante il pagamento');
      expect(screen.getByRole('link', { name: 'Vai ai percorsi' })).toHaveAttribute('href', '/corsi');
      expect(screen.queryByRole('button', { name: 'Riprova il pagamento' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Numero della carta')).not.toBeInTheDocument();
      expect(api.callsTo('POST /api/create-checkout')).toHaveLength(1);
    },
  );

  it('says a customer who held the seat too often may try later or join the waiting list, with the way to the course', async () => {
    const api = stubApi({
      ...itemApi(),
      'POST /api/create-checkout': failure(409, 'SEAT_HOLD_LIMIT', 'Testo del server'),
    });
    renderAt('/payment/Radici-e-ali', routes);
    await acceptTerms();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "Hai già tenuto un posto per questo corso 3 volte nelle ultime 24 ore senza completare il pagamento. Potrai riprovare più tardi; se il corso è al completo, iscriviti alla lista d'attesa dalla pagina del corso.",
    );
    expect(screen.getByRole('link', { name: 'Torna alla pagina del corso' })).toHaveAttribute(
      'href',
      '/courseDetail/Radici-e-ali',
    );
    expect(screen.queryByRole('button', { name: 'Riprova il pagamento' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/create-checkout')).toHaveLength(1);

    await i18n.changeLanguage('en');
    try {
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'You have already held a place on this course 3 times in the last 24 hours without completing the payment.',
      );
      expect(screen.getByRole('link', { name: 'Back to the course page' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('it');
    }
  });

  it('leads back to the online courses when an archived online course is not for sale, in English too', async () => {
    await i18n.changeLanguage('en');
    try {
      stubApi({
        ...itemApi(onlineItem),
        'POST /api/create-checkout': failure(409, 'NOT_FOR_SALE', 'Questo corso non è più in vendita.'),
      });
      renderAt('/payment/Respira-e-rilassa?kind=onlineCourse', routes);
      const user = setupUser();
      await user.click(await screen.findByRole('checkbox', { name: /lose the 14-day right of withdrawal/ }));
      await acceptTerms(user, ENGLISH_TERMS);
      expect(await screen.findByRole('alert')).toHaveTextContent('This course is no longer for sale.');
      expect(screen.getByRole('link', { name: 'Go to the meditations' })).toHaveAttribute('href', '/meditazione');
    } finally {
      await i18n.changeLanguage('it');
    }
  });

  it('says a payment that arrived after the places ran out is refunded in full, with no retry', async () => {
    stubApi({
      ...itemApi(),
      'POST /api/create-checkout': { body: checkoutFor(courseItem) },
      'POST /api/payments/test/charge': { body: { message: 'Success', order: orderFor(courseItem, 'soldOut') } },
    });
    const { router } = renderAt('/payment/Radici-e-ali', routes);
    const user = await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: /^Paga 280,00/ }));
    expect(
      await screen.findByText(/I posti di questo corso sono finiti prima che arrivasse il tuo pagamento/),
    ).toHaveTextContent('te lo rimborsiamo per intero');
    expect(screen.queryByText('Pagamento completato con successo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Riprova il pagamento' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment/Radici-e-ali');
  });

  it("mounts SumUp's widget on the checkout and confirms with the server when it reports success", async () => {
    let onResponse: ((type: string, body: unknown) => void) | undefined;
    const mount = vi.fn((options: { id: string; checkoutId: string; onResponse: typeof onResponse }) => {
      onResponse = options.onResponse;
      return { unmount: vi.fn() };
    });
    vi.stubGlobal('SumUpCard', { mount });
    const checkout = checkoutFor(courseItem, { provider: 'sumup', id: 'sumup-checkout-1' });
    const api = stubApi({
      ...itemApi(courseItem, { provider: 'sumup' }),
      'POST /api/create-checkout': { body: checkout },
      'POST /api/payments/confirm': { body: { message: 'Success', order: orderFor(courseItem, 'paid') } },
    });
    renderAt('/payment/Radici-e-ali', routes);
    await acceptTerms();
    await waitFor(() => expect(mount).toHaveBeenCalled());
    expect(mount.mock.calls[0]?.[0]).toMatchObject({
      id: 'sumup-card',
      checkoutId: 'sumup-checkout-1',
      locale: 'it-IT',
    });
    expect(document.getElementById('sumup-card')).not.toBeNull();
    onResponse?.('sent', {});
    expect(api.callsTo('POST /api/payments/confirm')).toHaveLength(0);
    onResponse?.('success', { status: 'PAID' });
    expect(await screen.findByText('Pagamento completato con successo')).toBeInTheDocument();
    expect(api.callsTo('POST /api/payments/confirm')[0]?.body).toEqual({ orderId: checkout.orderId });
  });

  it("shows the error when SumUp's widget reports a failed attempt and the server agrees", async () => {
    let onResponse: ((type: string, body: unknown) => void) | undefined;
    vi.stubGlobal('SumUpCard', {
      mount: (options: { onResponse: typeof onResponse }) => {
        onResponse = options.onResponse;
      },
    });
    stubApi({
      ...itemApi(courseItem, { provider: 'sumup' }),
      'POST /api/create-checkout': { body: checkoutFor(courseItem, { provider: 'sumup' }) },
      'POST /api/payments/confirm': { body: { message: 'Success', order: orderFor(courseItem, 'failed') } },
    });
    renderAt('/payment/Radici-e-ali', routes);
    await acceptTerms();
    await waitFor(() => expect(onResponse).toBeDefined());
    onResponse?.('error', {});
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante il pagamento');
  });
  describe('deposit or full price', () => {
    const depositItem = { ...courseItem, choices: { deposit: 80, balanceDue: null } };
    const charged = (body: { payment?: string }) =>
      checkoutFor(depositItem, { amount: body.payment === 'deposit' ? 80 : 280, payment: body.payment as 'full' });

    it('offers the deposit or the full price (full by default) and opens a new checkout for the deposit', async () => {
      const api = stubApi({
        ...itemApi(depositItem),
        'POST /api/create-checkout': (call) => ({ body: charged(call.body as { payment?: string }) }),
      });
      renderAt('/payment/Radici-e-ali', routes);
      const full = await screen.findByRole('radio', { name: /^Paga l'intero prezzo di 280,00\s€$/ });
      await acceptTerms();
      const deposit = screen.getByRole('radio', {
        name: /^Paga l'acconto di 80,00\s€ ora, il saldo di 200,00\s€ prima dell'inizio$/,
      });
      expect(full).toBeChecked();
      expect(await screen.findByRole('button', { name: /^Paga 280,00/ })).toBeInTheDocument();
      expect(api.callsTo('POST /api/create-checkout')[0]?.body).toMatchObject({ payment: 'full' });

      await setupUser().click(deposit);
      expect(await screen.findByRole('button', { name: /^Paga 80,00/ })).toBeInTheDocument();
      expect(api.callsTo('POST /api/create-checkout')).toHaveLength(2);
      expect(api.callsTo('POST /api/create-checkout')[1]?.body).toMatchObject({ payment: 'deposit' });
      const summary = screen.getByRole('region', { name: "Riepilogo dell'ordine" });
      expect(summary).toHaveTextContent(/Da pagare ora80,00\s€/);
      expect(summary).toHaveTextContent(/Il saldo di 200,00\s€ si paga prima dell'inizio\./);
    });

    it('offers no choice when the course has no deposit, and sends none', async () => {
      const api = stubApi({ ...itemApi(), 'POST /api/create-checkout': { body: checkoutFor(courseItem) } });
      renderAt('/payment/Radici-e-ali', routes);
      await acceptTerms();
      expect(await screen.findByRole('button', { name: /^Paga 280,00/ })).toBeInTheDocument();
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
      expect(api.callsTo('POST /api/create-checkout')[0]?.body).not.toHaveProperty('payment');
    });

    it('says when the deposit is no longer available, and takes the full price when chosen', async () => {
      const api = stubApi({
        ...itemApi(depositItem),
        'POST /api/create-checkout': (call) =>
          (call.body as { payment?: string }).payment === 'deposit'
            ? failure(409, 'DEPOSIT_UNAVAILABLE', 'No')
            : { body: charged(call.body as { payment?: string }) },
      });
      renderAt('/payment/Radici-e-ali', routes);
      const user = await acceptTerms();
      await user.click(await screen.findByRole('radio', { name: /^Paga l'acconto/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent("L'acconto non è più disponibile");
      await user.click(screen.getByRole('radio', { name: /^Paga l'intero prezzo/ }));
      expect(await screen.findByRole('button', { name: /^Paga 280,00/ })).toBeInTheDocument();
      expect(api.callsTo('POST /api/create-checkout').at(-1)?.body).toMatchObject({ payment: 'full' });
    });

    it('sells the balance to an owner with one due, even though the course is owned', async () => {
      const owing = { ...courseItem, choices: { deposit: null, balanceDue: 200 } };
      const api = stubApi({
        ...itemApi(owing, { owned: true }),
        'POST /api/create-checkout': { body: checkoutFor(owing, { amount: 200, payment: 'balance' }) },
      });
      renderAt('/payment/Radici-e-ali?payment=balance', routes);
      expect(await screen.findByText(/^Saldo del corso: 200,00\s€$/)).toBeInTheDocument();
      await acceptTerms();
      expect(await screen.findByRole('button', { name: /^Paga 200,00/ })).toBeInTheDocument();
      expect(screen.queryByText('Hai già acquistato questo corso.')).not.toBeInTheDocument();
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
      expect(api.callsTo('POST /api/create-checkout')[0]?.body).toMatchObject({ payment: 'balance' });
    });

    it('says there is nothing to pay when the server answers NOTHING_DUE, with the way to the customer area', async () => {
      stubApi({ ...itemApi(), 'POST /api/create-checkout': failure(409, 'NOTHING_DUE', 'Niente') });
      renderAt('/payment/Radici-e-ali?payment=balance', routes);
      await acceptTerms();
      expect(await screen.findByRole('alert')).toHaveTextContent("Non c'è nessun saldo da pagare per questo corso");
      expect(screen.getByRole('link', { name: 'La tua area personale' })).toHaveAttribute('href', '/utente');
      expect(screen.queryByRole('button', { name: 'Riprova il pagamento' })).not.toBeInTheDocument();
    });

    it('shows the choice in English', async () => {
      await i18n.changeLanguage('en');
      try {
        stubApi({ ...itemApi(depositItem), 'POST /api/create-checkout': { body: checkoutFor(depositItem) } });
        renderAt('/payment/Radici-e-ali', routes);
        expect(
          await screen.findByRole('radio', {
            name: /^Pay the €80.00 deposit now, the €200.00 balance before the start$/,
          }),
        ).toBeInTheDocument();
        expect(screen.getByRole('radio', { name: /^Pay the full price of €280.00$/ })).toBeChecked();
      } finally {
        await i18n.changeLanguage('it');
      }
    });
  });
});
