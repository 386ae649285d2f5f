import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import MemberCoursesPage from './member-courses-page';

const giulia = {
  idMember: 1,
  name: 'Giulia',
  surname: 'Ferrante',
  title: 'Giulia Ferrante',
  description: 'Counselor relazionale.',
  fileUrl: '/uploads/seed/members/1.webp',
  session: 'Toscana',
  language: 'Italiano, Inglese',
  email: 'giulia@example.com',
  phoneNumber: '+39 333 000 0101',
  website: null,
};
const courses = [
  {
    kind: 'course',
    idCourse: 1,
    title: 'Radici e ali',
    fileUrl: '/uploads/seed/courses/radici-e-ali.webp',
    location: 'https://www.google.com/maps/search/?api=1&query=Bagno+Vignoni%2C+Siena',
    date: '2026-12-02',
    price: 280,
    link: '/courseDetail/Radici-e-ali',
  },
  {
    kind: 'course',
    idCourse: 9,
    title: '',
    fileUrl: null,
    location: null,
    date: null,
    price: null,
    link: '/courseDetail/Senza-titolo',
  },
];
const renderPage = (ref = 'Giulia-Ferrante') =>
  renderAt(`/corsi-membro/${ref}`, [{ path: '/corsi-membro/:idMember', element: <MemberCoursesPage /> }]);

describe('Member courses page', () => {
  it("shows the member's name and each course with image, title, place, date, price and ACQUISTA", async () => {
    const api = stubApi({
      'GET /api/members/Giulia-Ferrante/courses': { body: courses },
      'GET /api/members': { body: { members: [giulia] } },
    });
    renderPage();
    expect(screen.getByText('Caricamento corsi...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Giulia Ferrante' })).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Radici e ali' });
    const card = heading.closest('article') as HTMLElement;
    expect(within(card).getByText('Bagno Vignoni, Siena')).toBeInTheDocument();
    expect(within(card).getByText('2 dicembre 2026')).toBeInTheDocument();
    expect(within(card).getByText('280,00 €')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/seed/courses/radici-e-ali.webp');
    expect(within(card).getByRole('link', { name: 'ACQUISTA Radici e ali' })).toHaveAttribute(
      'href',
      '/courseDetail/Radici-e-ali',
    );
    expect(await screen.findByText('Toscana · Italiano, Inglese')).toBeInTheDocument();
    expect(api.callsTo('GET /api/members/Giulia-Ferrante/courses')).toHaveLength(1);
  });

  it("names the place as the owner typed it, before what the course's maps link says", async () => {
    stubApi({
      'GET /api/members/Giulia-Ferrante/courses': { body: [{ ...courses[0], placeName: 'Agriturismo Il Poggio' }] },
      'GET /api/members': { body: { members: [giulia] } },
    });
    renderPage();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Radici e ali' });
    const card = heading.closest('article') as HTMLElement;
    expect(within(card).getByText('Agriturismo Il Poggio')).toBeInTheDocument();
    expect(within(card).queryByText('Bagno Vignoni, Siena')).not.toBeInTheDocument();
  });

  it('uses the fallbacks for a course with missing data', async () => {
    stubApi({
      'GET /api/members/Giulia-Ferrante/courses': { body: courses },
      'GET /api/members': { body: { members: [giulia] } },
    });
    renderPage();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Titolo non disponibile' });
    const card = heading.closest('article') as HTMLElement;
    expect(within(card).getAllByText('Non specificata')).toHaveLength(2);
    expect(within(card).getByText('Prezzo non disponibile')).toBeInTheDocument();
    expect(card.querySelector('img')?.getAttribute('src')).toBeTruthy();
  });

  it('says when the member has no courses', async () => {
    stubApi({
      'GET /api/members/Giulia-Ferrante/courses': { body: [] },
      'GET /api/members': { body: { members: [giulia] } },
    });
    renderPage();
    expect(await screen.findByText('Non ci sono corsi per questo membro.')).toBeInTheDocument();
  });

  it('shows the server error with the prefix "Errore:" and its status', async () => {
    let fail = true;
    stubApi({
      'GET /api/members/Giulia-Ferrante/courses': () =>
        fail ? { status: 500, body: { message: 'Errore interno', error: 'INTERNAL' } } : { body: courses },
      'GET /api/members': { body: { members: [giulia] } },
    });
    renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 6000 });
    expect(alert).toHaveTextContent('Errore: Errore nella risposta del server (stato 500)');
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Radici e ali' })).toBeInTheDocument();
  }, 10_000);

  it('says the member was not found on a 404', async () => {
    stubApi({ 'GET /api/members': { body: { members: [giulia] } } });
    renderPage('Nessuno-Qui');
    expect(await screen.findByRole('heading', { level: 1, name: 'Membro non trovato' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna ai membri' })).toHaveAttribute('href', '/chisono');
  });

  it('finds the member by numeric id too, and speaks English when chosen', async () => {
    await i18n.changeLanguage('en');
    stubApi({ 'GET /api/members/1/courses': { body: courses }, 'GET /api/members': { body: { members: [giulia] } } });
    renderPage('1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Giulia Ferrante' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'BUY Radici e ali' })).toBeInTheDocument();
    expect(screen.getByText('Price not available')).toBeInTheDocument();
  });

  describe('courses the customer owns', () => {
    const online = {
      kind: 'onlineCourse',
      idCourse: 4,
      title: 'Respira e rilassa',
      fileUrl: null,
      location: null,
      date: null,
      price: 39,
      link: '/onlinecoursedetail/Respira-e-rilassa',
    };
    const pageApi = (extra = {}) => ({
      'GET /api/members': { body: { members: [giulia] } },
      'GET /api/members/Giulia-Ferrante/courses': { body: [courses[0], online] },
      ...extra,
    });

    it('shows VISUALIZZA for the courses of each kind the customer owns, as the course lists do', async () => {
      sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
      const api = stubApi(
        pageApi({
          'GET /api/user/courses': { body: { courses: [{ title: 'Radici e ali' }] } },
          'GET /api/user/onlinecourses': { body: { courses: [{ title: 'Respira e rilassa' }] } },
        }),
      );
      renderPage();
      expect(await screen.findByRole('link', { name: 'Visualizza Radici e ali' })).toHaveAttribute(
        'href',
        '/corso/Radici-e-ali',
      );
      expect(await screen.findByRole('link', { name: 'Visualizza Respira e rilassa' })).toHaveAttribute(
        'href',
        '/corsoonline/Respira-e-rilassa',
      );
      expect(screen.queryByRole('link', { name: /^ACQUISTA/ })).not.toBeInTheDocument();
      expect(api.callsTo('GET /api/user/courses')[0]?.authorization).toBe('Bearer user-token');
    });

    it('keeps the buy links when the owned courses cannot be read, and asks nothing when logged out', async () => {
      sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
      stubApi(pageApi({ 'GET /api/user/courses': { status: 500, body: { message: 'x', error: 'INTERNAL' } } }));
      renderPage();
      expect(await screen.findByRole('link', { name: 'ACQUISTA Radici e ali' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      sessionStore.logout();
      const api = stubApi(pageApi());
      renderPage();
      expect(await screen.findAllByRole('link', { name: 'ACQUISTA Respira e rilassa' })).not.toHaveLength(0);
      expect(api.callsTo('GET /api/user/courses')).toHaveLength(0);
    });

    it('says VIEW in English', async () => {
      await i18n.changeLanguage('en');
      sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
      stubApi(pageApi({ 'GET /api/user/courses': { body: { courses: [{ title: 'Radici e ali' }] } } }));
      renderPage();
      expect(await screen.findByRole('link', { name: /^View Radici e ali$/ })).toHaveAttribute(
        'href',
        '/corso/Radici-e-ali',
      );
    });
  });
});
