import { screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { courseDetail, privateToken } from '../../../features/courses/testing/course-fixtures';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import CourseDetailPage from './course-detail-page';

const routes = [
  { path: '/courseDetail/:title', element: <CourseDetailPage /> },
  { path: '/login', element: <p>login page</p> },
];
const detailApi = { 'GET /api/course/Radici-e-ali': { body: [courseDetail] } };

/** The value shown next to a label in the course facts. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('/courseDetail/{title}', () => {
  it('says it is loading, then shows the course with its price and the booking deposit', async () => {
    stubApi(detailApi);
    renderAt('/courseDetail/Radici-e-ali', routes);
    expect(screen.getByText('Caricamento in corso...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Radici e ali' })).toBeInTheDocument();
    expect(fact('Prezzo')).toHaveTextContent('280,00 €');
    expect(fact('Acconto per la prenotazione')).toHaveTextContent('70,00 €');
    expect(fact('Data di inizio')).toHaveTextContent('2–3 dicembre 2026');
    expect(fact('Durata')).toHaveTextContent('2 giorni');
    expect(fact('Organizzato da')).toHaveTextContent('Giulia Ferrante');
    expect(screen.getByRole('link', { name: /Bagno Vignoni, Siena/ })).toHaveAttribute('href', courseDetail.location);
    expect(screen.getByText('Pranzi inclusi.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Radici e ali'));
  });

  it('shows the cover and the photos as a small gallery', async () => {
    stubApi(detailApi);
    renderAt('/courseDetail/Radici-e-ali', routes);
    const main = await screen.findByRole('img', { name: 'Radici e ali, foto 1 di 3' });
    expect(main).toHaveAttribute('src', courseDetail.immagineCopertina);
    const thumbs = screen.getByRole('list', { name: 'Foto del percorso' });
    await setupUser().click(within(thumbs).getByRole('button', { name: 'Mostra la foto 3 di 3' }));
    expect(screen.getByRole('img', { name: 'Radici e ali, foto 3 di 3' })).toHaveAttribute(
      'src',
      '/uploads/seed/courses/photo-3.webp',
    );
    expect(within(thumbs).getByRole('button', { name: 'Mostra la foto 3 di 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('sends a visitor who wants to buy to the login page', async () => {
    stubApi(detailApi);
    const { router } = renderAt('/courseDetail/Radici-e-ali', routes);
    await setupUser().click(await screen.findByRole('link', { name: 'Acquista' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/courseDetail/Radici-e-ali' });
  });

  it('sends a logged-in customer to the payment page', async () => {
    sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
    stubApi({ ...detailApi, 'GET /api/user/courses': { body: { courses: [] } } });
    renderAt('/courseDetail/Radici-e-ali', routes);
    expect(await screen.findByRole('link', { name: 'Acquista' })).toHaveAttribute('href', '/payment/Radici-e-ali');
  });

  it('opens the course for a customer who already owns it', async () => {
    sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
    stubApi({ ...detailApi, 'GET /api/user/courses': { body: { courses: [{ title: 'Radici e ali' }] } } });
    renderAt('/courseDetail/Radici-e-ali', routes);
    expect(await screen.findByRole('link', { name: 'Vai al tuo percorso' })).toHaveAttribute(
      'href',
      '/corso/Radici-e-ali',
    );
    expect(screen.queryByRole('link', { name: 'Acquista' })).not.toBeInTheDocument();
  });

  it('offers the dated course as an .ics file to add to a calendar', async () => {
    stubApi(detailApi);
    renderAt('/courseDetail/Radici-e-ali', routes);
    const link = await screen.findByRole('link', { name: 'Aggiungi al calendario' });
    expect(link).toHaveAttribute('download', 'Radici-e-ali.ics');
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    const file = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    expect(file).toContain('BEGIN:VEVENT\r\n');
    expect(file).toContain('UID:course-1@');
    expect(file).toContain('DTSTART;VALUE=DATE:20261202\r\n');
    expect(file).toContain('DTEND;VALUE=DATE:20261204\r\n');
    expect(file).toContain('SUMMARY:Radici e ali\r\n');
    expect(file).toContain('LOCATION:Bagno Vignoni\\, Siena\r\n');
  });

  it('offers no calendar file while the date is to be decided', async () => {
    stubApi({
      'GET /api/course/Radici-e-ali': { body: [{ ...courseDetail, date: null, dateFine: null, duration: null }] },
    });
    renderAt('/courseDetail/Radici-e-ali', routes);
    expect(await screen.findByText('Data da definire')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aggiungi al calendario' })).not.toBeInTheDocument();
    expect(screen.queryByText('Durata')).not.toBeInTheDocument();
  });

  it('shows the facilitators with their website', async () => {
    stubApi(detailApi);
    renderAt('/courseDetail/Radici-e-ali', routes);
    const card = (await screen.findByRole('heading', { name: 'Giulia Ferrante' })).closest('article') as HTMLElement;
    expect(within(card).getByText('Counselor relazionale.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Sito web/ })).toHaveAttribute('href', 'https://example.com/giulia');
    expect(within(card).queryByRole('button', { name: /Elimina/ })).not.toBeInTheDocument();
  });

  it('says the course was not found', async () => {
    stubApi({ 'GET /api/course/Nessuno': failure(404, 'NOT_FOUND', 'Corso non trovato') });
    renderAt('/courseDetail/Nessuno', routes);
    expect(await screen.findByRole('heading', { name: 'Corso non trovato' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vedi tutti i percorsi' })).toHaveAttribute('href', '/corsi');
  });

  it('treats an empty answer as not found', async () => {
    stubApi({ 'GET /api/course/Nessuno': { body: [] } });
    renderAt('/courseDetail/Nessuno', routes);
    expect(await screen.findByRole('heading', { name: 'Corso non trovato' })).toBeInTheDocument();
  });

  it('says the details could not be loaded when the server fails', async () => {
    stubApi({ 'GET /api/course/Radici-e-ali': failure(500, 'INTERNAL', 'Errore') });
    renderAt('/courseDetail/Radici-e-ali', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare i dettagli del corso.');
  });

  it('says how few places are left beside free cancellation, and still sells the course', async () => {
    stubApi({ 'GET /api/course/Radici-e-ali': { body: [{ ...courseDetail, seats: 12, seatsLeft: 3 }] } });
    renderAt('/courseDetail/Radici-e-ali', routes);
    expect(await screen.findByText('Ultimi 3 posti')).toBeInTheDocument();
    expect(screen.getByText('Cancellazione gratuita')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acquista' })).toBeInTheDocument();
  });

  it('says a course with no place left is sold out, with no buy link but the calendar file', async () => {
    stubApi({ 'GET /api/course/Radici-e-ali': { body: [{ ...courseDetail, seats: 12, seatsLeft: 0 }] } });
    renderAt('/courseDetail/Radici-e-ali', routes);
    expect(await screen.findByText('Esaurito')).toBeInTheDocument();
    expect(screen.getByText('Posti esauriti')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Acquista' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aggiungi al calendario' })).toBeInTheDocument();
  });

  it('opens a sold-out course for the customer who owns it', async () => {
    sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
    stubApi({
      'GET /api/course/Radici-e-ali': { body: [{ ...courseDetail, seats: 12, seatsLeft: 0 }] },
      'GET /api/user/courses': { body: { courses: [{ title: 'Radici e ali' }] } },
    });
    renderAt('/courseDetail/Radici-e-ali', routes);
    expect(await screen.findByRole('link', { name: 'Vai al tuo percorso' })).toHaveAttribute(
      'href',
      '/corso/Radici-e-ali',
    );
    expect(screen.queryByText('Posti esauriti')).not.toBeInTheDocument();
  });

  describe('the waiting list of a sold-out course', () => {
    const full = { ...courseDetail, seats: 12, seatsLeft: 0 };
    const WAITLIST = 'GET /api/course/Radici-e-ali/waitlist';
    const customerApi = (place: object, extra = {}) => ({
      'GET /api/course/Radici-e-ali': { body: [full] },
      'GET /api/user/courses': { body: { courses: [] } },
      [WAITLIST]: { body: place },
      ...extra,
    });
    const notJoined = { joined: false, position: null, offerExpiresAt: null };
    /** The join button, once the customer's place has been read (disabled until then). */
    async function joinButton() {
      const button = await screen.findByRole('button', { name: "Entra in lista d'attesa" });
      await waitFor(() => expect(button).toBeEnabled());
      return button;
    }
    const joined = { joined: true, position: 3, offerExpiresAt: null };

    it('asks a visitor to log in to join it, and reads no list', async () => {
      const api = stubApi({ 'GET /api/course/Radici-e-ali': { body: [full] } });
      renderAt('/courseDetail/Radici-e-ali', routes);
      expect(await screen.findByRole('link', { name: "Accedi per entrare in lista d'attesa" })).toHaveAttribute(
        'href',
        '/login',
      );
      expect(api.callsTo(WAITLIST)).toHaveLength(0);
    });

    it('lets a customer join with the customer token, then shows the place and leaves the list', async () => {
      sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
      const api = stubApi(
        customerApi(notJoined, {
          'POST /api/course/Radici-e-ali/waitlist': { body: joined },
          'DELETE /api/course/Radici-e-ali/waitlist': { body: notJoined },
        }),
      );
      renderAt('/courseDetail/Radici-e-ali', routes);
      const user = setupUser();
      await user.click(await joinButton());
      expect(await screen.findByText("Sei in lista d'attesa: posizione 3")).toBeInTheDocument();
      expect(api.callsTo('POST /api/course/Radici-e-ali/waitlist')[0]?.authorization).toBe('Bearer user-token');
      expect(api.callsTo(WAITLIST)[0]?.authorization).toBe('Bearer user-token');
      await user.click(screen.getByRole('button', { name: 'Esci dalla lista' }));
      expect(await screen.findByRole('button', { name: "Entra in lista d'attesa" })).toBeEnabled();
      expect(api.callsTo('DELETE /api/course/Radici-e-ali/waitlist')).toHaveLength(1);
    });

    it('offers the kept place with the buy link, in English too', async () => {
      await i18n.changeLanguage('en');
      try {
        sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
        stubApi(customerApi({ joined: true, position: 1, offerExpiresAt: '2030-05-01T16:30:00.000Z' }));
        renderAt('/courseDetail/Radici-e-ali', routes);
        expect(await screen.findByText(/^A place is kept for you until /)).toHaveTextContent('2030');
        expect(screen.getByRole('link', { name: 'Buy' })).toHaveAttribute('href', '/payment/Radici-e-ali');
      } finally {
        await i18n.changeLanguage('it');
      }
    });

    it('says places came free when the server answers NOT_FULL, with the buy link', async () => {
      sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
      stubApi(
        customerApi(notJoined, { 'POST /api/course/Radici-e-ali/waitlist': failure(409, 'NOT_FULL', 'Posti liberi') }),
      );
      renderAt('/courseDetail/Radici-e-ali', routes);
      await setupUser().click(await joinButton());
      expect(await screen.findByText('Ci sono di nuovo posti: puoi prenotare.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Acquista' })).toHaveAttribute('href', '/payment/Radici-e-ali');
    });

    it('reads the owned courses again when the server answers ALREADY_OWNED', async () => {
      sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
      let owned = false;
      stubApi(
        customerApi(notJoined, {
          'GET /api/user/courses': () => ({ body: { courses: owned ? [{ title: 'Radici e ali' }] : [] } }),
          'POST /api/course/Radici-e-ali/waitlist': () => {
            owned = true;
            return failure(409, 'ALREADY_OWNED', 'Già tuo');
          },
        }),
      );
      renderAt('/courseDetail/Radici-e-ali', routes);
      await setupUser().click(await joinButton());
      expect(await screen.findByRole('link', { name: 'Vai al tuo percorso' })).toHaveAttribute(
        'href',
        '/corso/Radici-e-ali',
      );
    });

    it('says when the list cannot be read, and reads it again on retry', async () => {
      sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
      let fails = true;
      stubApi(
        customerApi(notJoined, {
          [WAITLIST]: () => (fails ? failure(500, 'INTERNAL', 'Errore') : { body: joined }),
        }),
      );
      renderAt('/courseDetail/Radici-e-ali', routes);
      expect(await screen.findByText("Non riusciamo a leggere la lista d'attesa.")).toBeInTheDocument();
      fails = false;
      await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
      expect(await screen.findByText("Sei in lista d'attesa: posizione 3")).toBeInTheDocument();
    });
  });

  describe('a course that took place', () => {
    const past = {
      ...courseDetail,
      date: '2026-10-03',
      dateFine: '2026-10-04',
      seats: 12,
      seatsLeft: 0,
      tookPlace: true,
      nextCourse: {
        title: 'Radici e ali in primavera',
        date: '2027-04-17',
        link: '/courseDetail/Radici-e-ali-in-primavera',
      },
    };

    it('says when it took place and leads to the next course of its topic, selling nothing', async () => {
      stubApi({ 'GET /api/course/Radici-e-ali': { body: [past] } });
      renderAt('/courseDetail/Radici-e-ali', routes);
      expect(await screen.findByText('Questo corso si è svolto il 3 ottobre 2026.')).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: 'Prossimo corso: Radici e ali in primavera, 17 aprile 2027' }),
      ).toHaveAttribute('href', '/courseDetail/Radici-e-ali-in-primavera');
      expect(screen.queryByRole('link', { name: 'Acquista' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Aggiungi al calendario' })).not.toBeInTheDocument();
      expect(screen.queryByText('Esaurito')).not.toBeInTheDocument();
      expect(screen.queryByText('Posti esauriti')).not.toBeInTheDocument();
      expect(screen.queryByText('Acconto per la prenotazione')).not.toBeInTheDocument();
      expect(screen.getByText('Pranzi inclusi.')).toBeInTheDocument();
    });

    it('offers no next course when none is coming, and still opens for its buyers', async () => {
      sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
      stubApi({
        'GET /api/course/Radici-e-ali': { body: [{ ...past, nextCourse: null }] },
        'GET /api/user/courses': { body: { courses: [{ title: 'Radici e ali' }] } },
      });
      renderAt('/courseDetail/Radici-e-ali', routes);
      expect(await screen.findByText('Questo corso si è svolto il 3 ottobre 2026.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Prossimo corso/ })).not.toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Vai al tuo percorso' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Aggiungi al calendario' })).not.toBeInTheDocument();
    });

    it('speaks English too', async () => {
      await i18n.changeLanguage('en');
      try {
        stubApi({ 'GET /api/course/Radici-e-ali': { body: [past] } });
        renderAt('/courseDetail/Radici-e-ali', routes);
        expect(await screen.findByText('This course took place on 3 October 2026.')).toBeInTheDocument();
        expect(
          screen.getByRole('link', { name: 'Next course: Radici e ali in primavera, 17 April 2027' }),
        ).toBeInTheDocument();
      } finally {
        await i18n.changeLanguage('it');
      }
    });
  });

  it('answers to the lower-case address as well', async () => {
    stubApi(detailApi);
    renderAt('/coursedetail/Radici-e-ali', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Radici e ali' })).toBeInTheDocument();
  });

  describe('as an admin', () => {
    beforeEach(() => {
      sessionStore.login({ email: 'admin@example.com', token: 'admin-token', group: 'admin' });
      vi.spyOn(window, 'confirm').mockReturnValue(true);
    });

    it('edits and deletes a facilitator, removing the card only on 200', async () => {
      const api = stubApi({
        ...detailApi,
        'GET /api/generate-private-token/': privateToken,
        'DELETE /api/member': success(),
      });
      renderAt('/courseDetail/Radici-e-ali', routes);
      expect(await screen.findByRole('link', { name: 'Modifica Giulia Ferrante' })).toHaveAttribute(
        'href',
        '/editmembro/7',
      );
      await setupUser().click(screen.getByRole('button', { name: 'Elimina Giulia Ferrante' }));
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Giulia Ferrante' })).not.toBeInTheDocument());
      expect(api.callsTo('DELETE /api/member')[0]).toMatchObject({
        body: { name: 'Giulia', surname: 'Ferrante' },
        authorization: 'Bearer private-token',
      });
    });

    it('deletes a facilitator who leads courses only when the admin deletes anyway', async () => {
      const api = stubApi({
        ...detailApi,
        'GET /api/generate-private-token/': privateToken,
        'DELETE /api/member': (call) =>
          (call.body as { confirm?: boolean }).confirm
            ? success()
            : failure(409, 'LEADS_COURSES', 'Giulia Ferrante guida il corso.', { courses: ['Radici e ali'] }),
      });
      renderAt('/courseDetail/Radici-e-ali', routes);
      const user = setupUser();
      await user.click(await screen.findByRole('button', { name: 'Elimina Giulia Ferrante' }));
      expect(await screen.findByText(/^Giulia Ferrante guida il corso «Radici e ali»\./)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Elimina comunque Giulia Ferrante' }));
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Giulia Ferrante' })).not.toBeInTheDocument());
      expect(api.callsTo('DELETE /api/member')[1]?.body).toEqual({
        name: 'Giulia',
        surname: 'Ferrante',
        confirm: true,
      });
    });

    it('keeps the facilitator when the delete is refused', async () => {
      stubApi({
        ...detailApi,
        'GET /api/generate-private-token/': privateToken,
        'DELETE /api/member': failure(403, 'FORBIDDEN', 'Non autorizzato'),
      });
      renderAt('/courseDetail/Radici-e-ali', routes);
      await setupUser().click(await screen.findByRole('button', { name: 'Elimina Giulia Ferrante' }));
      expect(await screen.findByText('Eliminazione non riuscita.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Giulia Ferrante' })).toBeInTheDocument();
    });
  });
});
