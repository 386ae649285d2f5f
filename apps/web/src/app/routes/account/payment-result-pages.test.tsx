import { screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { courseItem, onlineItem, orderFor } from '../../../features/checkout/testing/checkout-fixtures';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import PaymentCancelPage from './payment-cancel-page';
import PaymentSuccessPage from './payment-success-page';

const routes = [
  { path: '/success', element: <PaymentSuccessPage /> },
  { path: '/cancel', element: <PaymentCancelPage /> },
];
const ORDER = orderFor(onlineItem, 'paid').id;

describe('/success/', () => {
  beforeEach(() => sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' }));

  it('thanks the customer, shows what was bought and leads to it and home', async () => {
    stubApi({ [`GET /api/orders/${ORDER}`]: { body: { message: 'Success', order: orderFor(onlineItem, 'paid') } } });
    renderAt(`/success/?order=${ORDER}`, routes);
    expect(screen.getByRole('heading', { name: 'Il tuo ordine' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Grazie per il tuo acquisto!' })).toBeInTheDocument();
    expect(screen.getByText('Respira e rilassa')).toBeInTheDocument();
    expect(screen.getByText('39,00 €')).toBeInTheDocument();
    expect(screen.getByText(/rinunciato al diritto di recesso/)).toBeInTheDocument();
    // The short number the receipt and the back office give too, never the internal id.
    expect(screen.getByText('2026-0007')).toBeInTheDocument();
    expect(screen.queryByText(ORDER)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al corso' })).toHaveAttribute(
      'href',
      '/corsoonline/Respira-e-rilassa',
    );
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  it('says a deposit was paid and what is still due before the start', async () => {
    const order = { ...orderFor(courseItem, 'paid'), payment: 'deposit' as const, amount: 80, balanceDue: 200 };
    stubApi({ [`GET /api/orders/${ORDER}`]: { body: { message: 'Success', order } } });
    renderAt(`/success/?order=${ORDER}`, routes);
    expect(await screen.findByText(/Hai pagato l'acconto/)).toHaveTextContent(/Resta da pagare il saldo di 200,00\s€/);
  });

  it('says a paid balance completes the course', async () => {
    const order = { ...orderFor(courseItem, 'paid'), payment: 'balance' as const, amount: 200 };
    stubApi({ [`GET /api/orders/${ORDER}`]: { body: { message: 'Success', order } } });
    renderAt(`/success/?order=${ORDER}`, routes);
    expect(await screen.findByText('Hai pagato il saldo: il corso ora è pagato per intero.')).toBeInTheDocument();
    expect(screen.queryByText(/Hai pagato l'acconto/)).not.toBeInTheDocument();
  });

  it('says so while the payment is still being confirmed', async () => {
    stubApi({ [`GET /api/orders/${ORDER}`]: { body: { message: 'Success', order: orderFor(courseItem, 'pending') } } });
    renderAt(`/success/?order=${ORDER}`, routes);
    expect(await screen.findByText(/Stiamo ancora aspettando la conferma del pagamento/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vai al corso' })).not.toBeInTheDocument();
  });

  it('asks again while the payment is being confirmed, and thanks once it is', async () => {
    let asked = 0;
    stubApi({
      [`GET /api/orders/${ORDER}`]: () => ({
        body: { message: 'Success', order: orderFor(courseItem, ++asked === 1 ? 'pending' : 'paid') },
      }),
    });
    renderAt(`/success/?order=${ORDER}`, routes);
    expect(await screen.findByRole('heading', { name: 'Pagamento in conferma' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Grazie per il tuo acquisto!' }, { timeout: 6000 }),
    ).toBeInTheDocument();
  });

  it('says a second payment for a course already owned is refunded, with no way to the course from it', async () => {
    stubApi({
      [`GET /api/orders/${ORDER}`]: { body: { message: 'Success', order: orderFor(courseItem, 'duplicate') } },
    });
    renderAt(`/success/?order=${ORDER}`, routes);
    expect(await screen.findByText(/questo secondo pagamento ti viene rimborsato/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ti rimborsiamo il pagamento' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vai al corso' })).not.toBeInTheDocument();
  });

  it('says a payment that came after the places ran out is refunded in full, and an e-mail follows', async () => {
    stubApi({
      [`GET /api/orders/${ORDER}`]: { body: { message: 'Success', order: orderFor(courseItem, 'soldOut') } },
    });
    renderAt(`/success/?order=${ORDER}`, routes);
    expect(await screen.findByRole('heading', { name: 'Ti rimborsiamo il pagamento' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'I posti di questo corso sono finiti prima che arrivasse il tuo pagamento: te lo rimborsiamo per intero sulla carta che hai usato. Ti arriverà un’e-mail con i dettagli.',
    );
    expect(screen.queryByRole('heading', { name: 'Grazie per il tuo acquisto!' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vai al corso' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'La tua area personale' })).toHaveAttribute('href', '/utente');
  });

  it('says a refunded order was refunded, with no way to the course', async () => {
    stubApi({
      [`GET /api/orders/${ORDER}`]: { body: { message: 'Success', order: orderFor(courseItem, 'refunded') } },
    });
    renderAt(`/success/?order=${ORDER}`, routes);
    expect(await screen.findByText(/Questo ordine è stato rimborsato/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ti rimborsiamo il pagamento' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vai al corso' })).not.toBeInTheDocument();
  });

  it('does not thank for a payment that failed', async () => {
    stubApi({ [`GET /api/orders/${ORDER}`]: { body: { message: 'Success', order: orderFor(courseItem, 'failed') } } });
    renderAt(`/success/?order=${ORDER}`, routes);
    expect(await screen.findByRole('heading', { name: 'Pagamento non riuscito' })).toBeInTheDocument();
    expect(screen.getByText(/non è stato addebitato nulla/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Grazie per il tuo acquisto!' })).not.toBeInTheDocument();
  });

  it('claims no payment without an order, and leads to the personal area', async () => {
    renderAt('/success/', routes);
    expect(screen.getByRole('heading', { name: 'Nessun pagamento da mostrare' })).toBeInTheDocument();
    expect(screen.queryByText(/Il pagamento è andato a buon fine/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'La tua area personale' })).toHaveAttribute('href', '/utente');
  });

  it('says the same when the order cannot be read', async () => {
    stubApi({ [`GET /api/orders/${ORDER}`]: failure(404, 'NOT_FOUND', 'Ordine non trovato') });
    renderAt(`/success/?order=${ORDER}`, routes);
    expect(await screen.findByRole('heading', { name: 'Nessun pagamento da mostrare' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Grazie per il tuo acquisto!' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toBeInTheDocument();
  });
});

describe('/cancel/', () => {
  it('says the payment was cancelled and offers help, the course again and home', () => {
    renderAt('/cancel/?corso=Respira-e-rilassa&kind=onlineCourse', routes);
    expect(screen.getByRole('heading', { name: 'Pagamento annullato' })).toBeInTheDocument();
    expect(screen.getByText("Il pagamento è stato annullato dall'utente")).toBeInTheDocument();
    expect(screen.getByText("Riprova o contatta l'assistenza se hai problemi")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Riprova il pagamento' })).toHaveAttribute(
      'href',
      '/payment/Respira-e-rilassa?kind=onlineCourse',
    );
    expect(screen.getByRole('link', { name: "Contatta l'assistenza" })).toHaveAttribute('href', '/contatti');
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  it('offers no retry link for an address smuggled into the query', () => {
    renderAt('/cancel/?corso=%2F%2Fevil.example', routes);
    expect(screen.queryByRole('link', { name: 'Riprova il pagamento' })).not.toBeInTheDocument();
  });
});
