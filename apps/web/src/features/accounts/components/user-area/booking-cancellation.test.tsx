import { screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../../lib/i18n';
import { sessionStore } from '../../../../lib/session/session-store';
import { failure, stubApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { setupUser } from '../../../../test/user';
import { ownedInPersonCourse } from '../../testing/owned-courses';
import { PhysicalCoursesTab } from './physical-courses-tab';

const booked = { ...ownedInPersonCourse, cancellation: { refund: 280 } };
const renderTab = () => renderAt('/utente', [{ path: '/utente', element: <PhysicalCoursesTab /> }]);

describe('cancelling a booking from /utente', () => {
  beforeEach(() => sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' }));

  it('asks first, saying how much comes back, then cancels and the list updates', async () => {
    let cancelled = false;
    const api = stubApi({
      'GET /api/user/courses': () => ({ body: { courses: cancelled ? [] : [booked] } }),
      'POST /api/user/courses/Radici-e-ali/cancel': () => {
        cancelled = true;
        return { body: { title: 'Radici e ali', refunded: 280 } };
      },
    });
    renderTab();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Annulla la prenotazione di Radici e ali' }));
    expect(
      screen.getByText(/Annullare la prenotazione di «Radici e ali»\? Ti rimborseremo 280,00\s€ sulla carta/),
    ).toBeInTheDocument();
    // Changing one's mind cancels nothing.
    await user.click(screen.getByRole('button', { name: 'No, tengo il posto' }));
    expect(api.callsTo('POST /api/user/courses/Radici-e-ali/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Annulla la prenotazione di Radici e ali' }));
    await user.click(screen.getByRole('button', { name: 'Sì, annulla e rimborsa' }));
    expect(await screen.findByText(/Prenotazione di «Radici e ali» annullata: 280,00\s€ tornano/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Radici e ali' })).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/user/courses/Radici-e-ali/cancel')[0]?.authorization).toBe('Bearer user-token');
  });

  it.each([
    [
      'it',
      "L'annullamento gratuito si è chiuso il 3 maggio 2030: per domande sulla prenotazione scrivici dalla pagina Contatti.",
    ],
    [
      'en',
      'Free cancellation closed on 3 May 2030: for questions about this booking, write to us from the Contact page.',
    ],
  ])('says when free cancellation closed instead of offering the button (%s)', async (language, notice) => {
    await i18n.changeLanguage(language);
    stubApi({
      'GET /api/user/courses': {
        body: { courses: [{ ...booked, cancellation: null, cancellationClosedOn: '2030-05-03' }] },
      },
    });
    renderTab();
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Annulla la prenotazione|Cancel the booking/ }),
    ).not.toBeInTheDocument();
  });

  it('says nothing of a closed cancellation while the booking can still be cancelled', async () => {
    stubApi({ 'GET /api/user/courses': { body: { courses: [{ ...booked, cancellationClosedOn: null }] } } });
    renderTab();
    expect(await screen.findByRole('button', { name: 'Annulla la prenotazione di Radici e ali' })).toBeInTheDocument();
    expect(screen.queryByText(/annullamento gratuito si è chiuso/)).not.toBeInTheDocument();
  });

  it('offers no cancellation where the server says none is possible', async () => {
    stubApi({ 'GET /api/user/courses': { body: { courses: [{ ...booked, cancellation: null }] } } });
    renderTab();
    expect(await screen.findByRole('heading', { name: 'Radici e ali' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Annulla la prenotazione/ })).not.toBeInTheDocument();
  });

  it('says a refusal in the interface language and keeps the booking', async () => {
    await i18n.changeLanguage('en');
    stubApi({
      'GET /api/user/courses': { body: { courses: [booked] } },
      'POST /api/user/courses/Radici-e-ali/cancel': failure(409, 'CANCELLATION_CLOSED', 'Non si può più annullare'),
    });
    renderTab();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking for Radici e ali' }));
    expect(screen.getByText(/We will refund €280.00 to the card you used/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel and refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This booking can no longer be cancelled online (free cancellation ends 7 days before the start)',
    );
    expect(screen.getByRole('heading', { name: 'Radici e ali' })).toBeInTheDocument();
  });
});
