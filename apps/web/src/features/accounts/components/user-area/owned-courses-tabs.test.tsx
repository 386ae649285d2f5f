import { screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../../lib/i18n';
import { sessionStore } from '../../../../lib/session/session-store';
import { failure, stubApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { setupUser } from '../../../../test/user';
import { ownedInPersonCourse } from '../../testing/owned-courses';
import { OnlineCoursesTab } from './online-courses-tab';
import { PhysicalCoursesTab } from './physical-courses-tab';

const bought = ownedInPersonCourse;
const boughtOnline = {
  title: 'Respira e rilassa',
  category: 'BENESSERE',
  intro: 'Tre pratiche.',
  author: 'Marco Bellini',
  immagineCopertina: '/uploads/o.webp',
  lessonsCount: 3,
  completedLessons: 1,
  link: '/corsoonline/Respira-e-rilassa',
  purchasedAt: '2026-11-20T10:00:00.000Z',
  orderNumber: null,
};

describe('the user area tabs of bought courses', () => {
  beforeEach(() => sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' }));

  it('lists the in-person courses bought, each with VISUALIZZA', async () => {
    const api = stubApi({ 'GET /api/user/courses': { body: { courses: [bought] } } });
    renderAt('/utente', [{ path: '/utente', element: <PhysicalCoursesTab /> }]);
    expect(screen.getByRole('heading', { name: 'I tuoi percorsi in presenza' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Radici e ali' })).toBeInTheDocument();
    expect(screen.getByText('10–11 maggio 2030')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visualizza Radici e ali' })).toHaveAttribute(
      'href',
      '/corso/Radici-e-ali',
    );
    expect(api.callsTo('GET /api/user/courses')[0]?.authorization).toBe('Bearer user-token');
  });

  it('says the balance due of a course booked with a deposit and leads to its payment', async () => {
    stubApi({ 'GET /api/user/courses': { body: { courses: [{ ...bought, balanceDue: 200 }] } } });
    renderAt('/utente', [{ path: '/utente', element: <PhysicalCoursesTab /> }]);
    expect(await screen.findByText(/^Saldo da pagare: 200,00\s€$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Paga il saldo' })).toHaveAttribute(
      'href',
      '/payment/Radici-e-ali?payment=balance',
    );
  });

  it('asks no balance of a course paid in full, in English too', async () => {
    await i18n.changeLanguage('en');
    try {
      stubApi({
        'GET /api/user/courses': {
          body: { courses: [bought, { ...bought, title: 'Due', link: '/corso/Due', balanceDue: 50 }] },
        },
      });
      renderAt('/utente', [{ path: '/utente', element: <PhysicalCoursesTab /> }]);
      expect(await screen.findByText(/^Balance due: €50.00$/)).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'Pay the balance' })).toHaveLength(1);
      expect(screen.getByRole('link', { name: 'Pay the balance' })).toHaveAttribute(
        'href',
        '/payment/Due?payment=balance',
      );
    } finally {
      await i18n.changeLanguage('it');
    }
  });

  it('lists the online courses bought with their progress', async () => {
    stubApi({ 'GET /api/user/onlinecourses': { body: { courses: [boughtOnline] } } });
    renderAt('/utente', [{ path: '/utente', element: <OnlineCoursesTab /> }]);
    expect(await screen.findByText('1 di 3 lezioni completate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visualizza Respira e rilassa' })).toHaveAttribute(
      'href',
      '/corsoonline/Respira-e-rilassa',
    );
  });

  it('names the order of each course bought by its number, and no order for a course given without one', async () => {
    stubApi({
      'GET /api/user/courses': {
        body: {
          courses: [
            { ...bought, orderNumber: '2026-0042' },
            { ...bought, title: 'Dono', link: '/corso/Dono', orderNumber: null },
          ],
        },
      },
    });
    renderAt('/utente', [{ path: '/utente', element: <PhysicalCoursesTab /> }]);
    expect(await screen.findByText('Ordine 2026-0042')).toBeInTheDocument();
    expect(screen.getAllByText(/^Ordine /)).toHaveLength(1);
    // Beside the order, the withdrawal function with the order's number filled in.
    const withdraw = screen.getByRole('link', { name: 'Recedi dal contratto dell’ordine 2026-0042' });
    expect(withdraw).toHaveAttribute('href', '/recesso?ordine=2026-0042');
    expect(screen.getAllByRole('link', { name: /^Recedi dal contratto/ })).toHaveLength(1);
  });

  it('names the order of an online course in English too', async () => {
    await i18n.changeLanguage('en');
    try {
      stubApi({
        'GET /api/user/onlinecourses': { body: { courses: [{ ...boughtOnline, orderNumber: '2027-0003' }] } },
      });
      renderAt('/utente', [{ path: '/utente', element: <OnlineCoursesTab /> }]);
      expect(await screen.findByText('Order 2027-0003')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('it');
    }
  });

  it('says nothing was bought yet, with a way to the catalogue', async () => {
    stubApi({ 'GET /api/user/onlinecourses': { body: { courses: [] } } });
    renderAt('/utente', [{ path: '/utente', element: <OnlineCoursesTab /> }]);
    expect(await screen.findByText('Non hai ancora acquistato corsi online.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scopri le meditazioni' })).toHaveAttribute('href', '/meditazione');
  });

  it('says when the list cannot be loaded, and retries', async () => {
    const api = stubApi({ 'GET /api/user/courses': failure(500, 'INTERNAL', 'Errore') });
    renderAt('/utente', [{ path: '/utente', element: <PhysicalCoursesTab /> }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Non riusciamo a caricare i tuoi corsi.');
    await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(api.callsTo('GET /api/user/courses')).toHaveLength(2);
  });
});
