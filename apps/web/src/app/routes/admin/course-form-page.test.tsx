import { screen } from '@testing-library/preact';
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

describe('/addcorso', () => {
  it('shows the empty form under its title', async () => {
    stubFormApi();
    renderPage('/addcorso');
    expect(screen.getByRole('heading', { name: 'Aggiungi corso' })).toBeInTheDocument();
    expect(screen.getByLabelText('Titolo')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Pubblica' })).toBeEnabled();
  });
});
