import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import {
  adminUser,
  formEntries,
  prepareEachFormTest,
  savedCourse,
  stubFormApi,
  video,
} from '../../../features/course-admin/testing/course-admin-fixtures';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';
import i18n from '../../../lib/i18n';
import { renderAt } from '../../../test/render';
import CourseFormPage from './course-form-page';

vi.mock('../../../lib/admin/send-admin-form', () => ({ sendAdminForm: vi.fn() }));

const sent = vi.mocked(sendAdminForm);
const EDIT_URL = '/api/admin/course/Radici-e-ali';

prepareEachFormTest();

const renderPage = (path = '/editcorso/Radici-e-ali') =>
  renderAt(path, [
    { path: '/addcorso', element: <CourseFormPage /> },
    { path: '/editcorso/:title', element: <CourseFormPage /> },
    { path: '/corsi', element: <p>Lista dei corsi</p> },
  ]);

describe('/editcorso/{title}', () => {
  it('loads the saved course into the form, with its pictures and videos', async () => {
    stubFormApi({ [`GET ${EDIT_URL}`]: { body: savedCourse } });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Modifica corso' })).toBeInTheDocument();
    expect(screen.getByText('Caricamento in corso...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Titolo')).toHaveValue('Radici e ali');
    expect(screen.getByLabelText('Prezzo (€)')).toHaveValue(280);
    expect(screen.getByLabelText('Data di inizio')).toHaveValue('2030-05-10');
    expect(screen.getByRole('checkbox', { name: 'Cancellazione gratuita' })).toBeChecked();
    expect(screen.getAllByRole('button', { name: /^Rimuovi il file salvato/ })).toHaveLength(3);
    expect(await screen.findByLabelText('Autore (Nome Cognome)')).toHaveValue('Giulia Ferrante');
  });

  it('saves under the old title with the media kept, then goes back to the course list', async () => {
    stubFormApi({ [`GET ${EDIT_URL}`]: { body: savedCourse } });
    sent.mockResolvedValue({ message: 'Success' });
    renderPage();
    const title = await screen.findByLabelText('Titolo');
    await screen.findByRole('option', { name: 'Giulia Ferrante' });
    await adminUser().clear(title);
    await adminUser().type(title, 'Radici nuove');
    await adminUser().click(screen.getByRole('button', { name: 'Rimuovi il file salvato uno.webp' }));
    await adminUser().click(screen.getByRole('button', { name: 'Rimuovi il file salvato video 1' }));
    await adminUser().upload(screen.getByLabelText(/^Video/), video('nuovo.mp4'));
    await adminUser().click(screen.getByRole('checkbox', { name: 'Cancellazione gratuita' }));
    await adminUser().click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Lista dei corsi')).toBeInTheDocument();
    const [path, options] = sent.mock.calls[0]!;
    expect(path).toBe('/api/course');
    expect(options.method).toBe('PUT');
    const entries = formEntries(options.form);
    expect(entries).toContainEqual(['title', 'Radici e ali']);
    expect(entries).toContainEqual(['newTitle', 'Radici nuove']);
    expect(entries).toContainEqual(['existingImages', '/uploads/media/courses/2026/due.webp']);
    expect(entries).toContainEqual(['existingVideos', '']);
    expect(entries).toContainEqual(['videos', 'file:nuovo.mp4']);
    expect(entries).toContainEqual(['freeCancellation', 'false']);
    expect(entries.some(([name]) => name === 'coverImage')).toBe(false);
  });

  it('starts from the saved status and places, and sends the changed ones', async () => {
    stubFormApi({ [`GET ${EDIT_URL}`]: { body: { ...savedCourse, status: 'draft', seats: 8 } } });
    sent.mockResolvedValue({ message: 'Success' });
    renderPage();
    expect(await screen.findByLabelText('Stato')).toHaveValue('draft');
    expect(screen.getByLabelText('Posti disponibili')).toHaveValue(8);
    await screen.findByRole('option', { name: 'Giulia Ferrante' });
    await adminUser().selectOptions(screen.getByLabelText('Stato'), 'Pubblicato');
    await adminUser().clear(screen.getByLabelText('Posti disponibili'));
    // An edit keeps its "Salva modifiche", whatever the status.
    await adminUser().click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Lista dei corsi')).toBeInTheDocument();
    const entries = formEntries(sent.mock.calls[0]![1].form);
    expect(entries).toContainEqual(['status', 'published']);
    expect(entries).toContainEqual(['seats', '']);
  });

  it('saves an edit of a course that has no video: only a new course needs one', async () => {
    stubFormApi({ [`GET ${EDIT_URL}`]: { body: { ...savedCourse, videos: [] } } });
    sent.mockResolvedValue({ message: 'Success' });
    renderPage();
    await screen.findByRole('option', { name: 'Giulia Ferrante' });
    await adminUser().click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Lista dei corsi')).toBeInTheDocument();
    expect(screen.queryByText('Carica almeno un video.')).not.toBeInTheDocument();
    const entries = formEntries(sent.mock.calls[0]![1].form);
    expect(entries).toContainEqual(['title', 'Radici e ali']);
    expect(entries).toContainEqual(['existingVideos', '']);
  });

  it('says when the course does not exist', async () => {
    stubFormApi();
    renderPage('/editcorso/Nessuno');
    expect(await screen.findByText('Corso non trovato')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna ai corsi' })).toHaveAttribute('href', '/corsi');
  });

  it('offers a retry when the course cannot be loaded', async () => {
    const api = stubFormApi({ [`GET ${EDIT_URL}`]: { status: 500, body: { message: 'x', error: 'INTERNAL' } } });
    renderPage();
    expect(await screen.findByText('Impossibile caricare il corso.')).toBeInTheDocument();
    await adminUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(api.callsTo(`GET ${EDIT_URL}`)).toHaveLength(2);
  });
});

describe('/editcorso/{title}: who booked and who waits', () => {
  const BOOKINGS = `GET ${EDIT_URL}/bookings`;
  const WAITLIST = `GET ${EDIT_URL}/waitlist`;
  const booking = {
    orderId: '0a0a0a0a-0000-4000-8000-000000000001',
    name: 'Maria',
    surname: 'Rossi',
    email: 'maria@example.com',
    payment: 'deposit' as const,
    paid: 80,
    balanceDue: 200,
    balancePaidOnSite: false,
    bookedAt: '2026-11-20T10:00:00.000Z',
    orderNumber: '2026-0042',
  };
  const paidInFull = {
    ...booking,
    orderId: '0a0a0a0a-0000-4000-8000-000000000002',
    name: 'Luca',
    surname: 'Bianchi',
    email: 'luca@example.com',
    payment: 'full' as const,
    paid: 280,
    balanceDue: 0,
    orderNumber: '2026-0043',
  };
  const entry = (status: 'waiting' | 'offered' | 'lapsed', email: string, offerExpiresAt: string | null = null) => ({
    name: 'Anna',
    surname: email,
    email,
    status,
    joinedAt: '2026-11-21T09:00:00.000Z',
    offerExpiresAt,
  });
  const section = (name: string) => screen.getByRole('region', { name });

  it('lists the enrolled with how they paid, and records a balance paid on site, then reads the list again', async () => {
    let settled = false;
    const api = stubFormApi({
      [`GET ${EDIT_URL}`]: { body: savedCourse },
      [BOOKINGS]: () => ({
        body: { bookings: [settled ? { ...booking, balanceDue: 0, balancePaidOnSite: true } : booking, paidInFull] },
      }),
      [WAITLIST]: { body: { entries: [] } },
      [`POST /api/admin/bookings/${booking.orderId}/balance-paid`]: () => {
        settled = true;
        return { body: { message: 'Success' } };
      },
    });
    renderPage();
    const mark = await screen.findByRole('button', { name: /^Segna saldo pagato in sede/ });
    const enrolled = section('Iscritti');
    expect(enrolled).toHaveTextContent('Maria Rossi');
    expect(enrolled).toHaveTextContent('maria@example.com');
    expect(enrolled).toHaveTextContent('Acconto');
    expect(enrolled).toHaveTextContent('Intero');
    expect(within(enrolled).getByRole('link', { name: 'Ordine 2026-0042' })).toHaveAttribute(
      'href',
      `/ordini/${booking.orderId}`,
    );
    expect(screen.getAllByRole('button', { name: /^Segna saldo pagato in sede/ })).toHaveLength(1);
    expect(api.callsTo(BOOKINGS)[0]?.authorization).toBe('Bearer private-token');
    // Recorded once and for all: asked first, and nothing is sent when the admin steps back.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await adminUser().click(mark);
    expect(confirm).toHaveBeenLastCalledWith(
      expect.stringMatching(/^Segnare come pagato in sede il saldo di .* di Maria Rossi\? Non si può annullare/),
    );
    expect(api.callsTo(`POST /api/admin/bookings/${booking.orderId}/balance-paid`)).toHaveLength(0);
    await adminUser().click(mark);
    expect(await screen.findByText(/saldato in sede/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Segna saldo pagato in sede/ })).not.toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/bookings/${booking.orderId}/balance-paid`)[0]?.authorization).toBe(
      'Bearer private-token',
    );
    expect(api.callsTo(BOOKINGS)).toHaveLength(2);
    expect(await screen.findByText("Nessuno in lista d'attesa.")).toBeInTheDocument();
  });

  it('says when the balance cannot be recorded', async () => {
    stubFormApi({
      [`GET ${EDIT_URL}`]: { body: savedCourse },
      [BOOKINGS]: { body: { bookings: [booking] } },
      [WAITLIST]: { body: { entries: [] } },
      [`POST /api/admin/bookings/${booking.orderId}/balance-paid`]: {
        status: 500,
        body: { message: 'x', error: 'INTERNAL' },
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage();
    await adminUser().click(await screen.findByRole('button', { name: /^Segna saldo pagato in sede/ }));
    expect(await screen.findByText(/Non è stato possibile segnare il saldo come pagato/)).toBeInTheDocument();
  });

  it('lists the waiting list with each place state, and says when no one is enrolled', async () => {
    stubFormApi({
      [`GET ${EDIT_URL}`]: { body: savedCourse },
      [BOOKINGS]: { body: { bookings: [] } },
      [WAITLIST]: {
        body: {
          entries: [
            entry('offered', 'a@example.com', '2030-05-01T16:30:00.000Z'),
            entry('waiting', 'b@example.com'),
            entry('lapsed', 'c@example.com'),
          ],
        },
      },
    });
    renderPage();
    expect(await screen.findByText('Nessuna persona iscritta.')).toBeInTheDocument();
    expect(await screen.findByText(/^Posto offerto fino al .*2030/)).toBeInTheDocument();
    const waiting = section("Lista d'attesa");
    expect(waiting).toHaveTextContent('In attesa');
    expect(waiting).toHaveTextContent('Scaduto');
    expect(waiting).toHaveTextContent('b@example.com');
  });

  it('offers a retry when the lists cannot be read', async () => {
    const api = stubFormApi({
      [`GET ${EDIT_URL}`]: { body: savedCourse },
      [BOOKINGS]: { status: 500, body: { message: 'x', error: 'INTERNAL' } },
      [WAITLIST]: { status: 500, body: { message: 'x', error: 'INTERNAL' } },
    });
    renderPage();
    expect(await screen.findByText('Impossibile caricare gli iscritti.')).toBeInTheDocument();
    expect(await screen.findByText("Impossibile caricare la lista d'attesa.")).toBeInTheDocument();
    await adminUser().click(within(section('Iscritti')).getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(api.callsTo(BOOKINGS)).toHaveLength(2));
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    try {
      stubFormApi({
        [`GET ${EDIT_URL}`]: { body: savedCourse },
        [BOOKINGS]: { body: { bookings: [booking] } },
        [WAITLIST]: { body: { entries: [] } },
      });
      renderPage();
      expect(await screen.findByRole('button', { name: /^Mark balance paid on site/ })).toBeInTheDocument();
      expect(section('Enrolled')).toHaveTextContent('Deposit');
      expect(await screen.findByText('No one on the waiting list.')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('it');
    }
  });

  it('says when no one is enrolled in English', async () => {
    await i18n.changeLanguage('en');
    try {
      stubFormApi({
        [`GET ${EDIT_URL}`]: { body: savedCourse },
        [BOOKINGS]: { body: { bookings: [] } },
        [WAITLIST]: { body: { entries: [] } },
      });
      renderPage();
      expect(await screen.findByText('No one enrolled yet.')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('it');
    }
  });
});

describe('/editcorso/{title}: places held by unfinished payments', () => {
  const HOLDS = `GET ${EDIT_URL}/holds`;
  const hold = {
    orderId: '0b0b0b0b-0000-4000-8000-000000000001',
    name: 'Paolo',
    surname: 'Verdi',
    email: 'paolo@example.com',
    payment: 'full' as const,
    openedAt: '2026-11-24T09:00:00.000Z',
    heldUntil: '2026-11-24T09:47:00.000Z',
    renewals: 2,
  };
  const RELEASE = `POST /api/admin/orders/${hold.orderId}/release-hold`;
  const section = () => screen.getByRole('region', { name: 'Posti tenuti da pagamenti in corso' });
  const stubPage = (routes: Parameters<typeof stubFormApi>[0]) =>
    stubFormApi({
      [`GET ${EDIT_URL}`]: { body: savedCourse },
      [`GET ${EDIT_URL}/bookings`]: { body: { bookings: [] } },
      [`GET ${EDIT_URL}/waitlist`]: { body: { entries: [] } },
      ...routes,
    });

  it('lists who holds a place, since and until when, with the renewals, and says what a hold is', async () => {
    stubPage({ [HOLDS]: { body: { holds: [hold] } } });
    renderPage();
    await screen.findByRole('button', { name: /^Libera il posto/ });
    const held = section();
    expect(held).toHaveTextContent('Paolo Verdi');
    expect(held).toHaveTextContent('paolo@example.com');
    expect(held).toHaveTextContent('Intero');
    expect(held).toHaveTextContent('24/11/26, 10:00');
    expect(within(held).getByText('2')).toBeInTheDocument();
    expect(held).toHaveTextContent(
      'tiene un posto per 15 minuti; ogni cliente può tenerlo al massimo 3 volte in 24 ore',
    );
  });

  it('releases a place once the admin confirms, then reads the places and the waiting list again', async () => {
    let released = false;
    const api = stubPage({
      [HOLDS]: () => ({ body: { holds: released ? [] : [hold] } }),
      [RELEASE]: () => {
        released = true;
        return { body: { message: 'Success' } };
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage();
    const button = await screen.findByRole('button', { name: /^Libera il posto.*Paolo Verdi/ });
    await adminUser().click(button);
    expect(api.callsTo(RELEASE)).toHaveLength(0);
    await adminUser().click(button);
    expect(confirm).toHaveBeenLastCalledWith(expect.stringContaining('Liberare il posto tenuto da Paolo Verdi?'));
    expect(await screen.findByText('Il posto tenuto da Paolo Verdi è stato liberato.')).toBeInTheDocument();
    expect(await screen.findByText('Nessun posto tenuto in questo momento.')).toBeInTheDocument();
    expect(api.callsTo(RELEASE)[0]?.authorization).toBe('Bearer private-token');
    expect(api.callsTo(HOLDS)).toHaveLength(2);
    expect(api.callsTo(`GET ${EDIT_URL}/waitlist`)).toHaveLength(2);
    confirm.mockRestore();
  });

  it('says when the hold had ended meanwhile, or the release failed', async () => {
    const api = stubPage({
      [HOLDS]: { body: { holds: [hold] } },
      [RELEASE]: { status: 404, body: { message: 'x', error: 'NOT_FOUND' } },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage();
    await adminUser().click(await screen.findByRole('button', { name: /^Libera il posto/ }));
    expect(
      await screen.findByText("Il posto di Paolo Verdi non era più tenuto: l'elenco è aggiornato."),
    ).toBeInTheDocument();
    expect(api.callsTo(HOLDS)).toHaveLength(2);

    stubPage({
      [HOLDS]: { body: { holds: [hold] } },
      [RELEASE]: { status: 500, body: { message: 'x', error: 'INTERNAL' } },
    });
    await adminUser().click(await screen.findByRole('button', { name: /^Libera il posto/ }));
    expect(await screen.findByText('Non è stato possibile liberare il posto. Riprova.')).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('says when no place is held, and offers a retry when the list cannot be read', async () => {
    const api = stubPage({ [HOLDS]: { status: 500, body: { message: 'x', error: 'INTERNAL' } } });
    renderPage();
    expect(await screen.findByText('Impossibile caricare i posti tenuti.')).toBeInTheDocument();
    stubPage({ [HOLDS]: { body: { holds: [] } } });
    await adminUser().click(within(section()).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Nessun posto tenuto in questo momento.')).toBeInTheDocument();
    expect(api.callsTo(HOLDS).length).toBeGreaterThan(0);
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    try {
      stubPage({ [HOLDS]: { body: { holds: [hold] } } });
      renderPage();
      expect(await screen.findByRole('button', { name: /^Release the place/ })).toBeInTheDocument();
      const held = screen.getByRole('region', { name: 'Places held by unfinished payments' });
      expect(held).toHaveTextContent('Renewals');
      expect(held).toHaveTextContent('Full price');
    } finally {
      await i18n.changeLanguage('it');
    }
  });
});

describe('/addcorso', () => {
  it('shows the empty form under its title', async () => {
    stubFormApi();
    renderPage('/addcorso');
    expect(screen.getByRole('heading', { name: 'Aggiungi corso' })).toBeInTheDocument();
    expect(screen.getByLabelText('Titolo')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Pubblica' })).toBeEnabled();
  });
});
