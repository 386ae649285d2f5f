import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import {
  adminUser,
  formEntries,
  prepareEachFormTest,
  savedOnlineCourse,
  stubFormApi,
  video,
} from '../../../features/course-admin/testing/course-admin-fixtures';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';
import { ApiError } from '../../../lib/api-client';
import { renderAt } from '../../../test/render';
import OnlineCourseFormPage from './online-course-form-page';

vi.mock('../../../lib/admin/send-admin-form', () => ({ sendAdminForm: vi.fn() }));

const sent = vi.mocked(sendAdminForm);
const EDIT_URL = '/api/admin/onlinecourse/Respira-con-me';

prepareEachFormTest();

const renderPage = (path = '/editmeditazione/Respira-con-me') =>
  renderAt(path, [
    { path: '/addmeditazione', element: <OnlineCourseFormPage /> },
    { path: '/editmeditazione/:title', element: <OnlineCourseFormPage /> },
  ]);

describe('/editmeditazione/{title}', () => {
  it('lists the saved lessons, keeps them by id and adds the new ones after them', async () => {
    const api = stubFormApi({ [`GET ${EDIT_URL}`]: { body: savedOnlineCourse } });
    sent.mockResolvedValue({ message: 'Success' });
    renderPage();
    expect(screen.getByText('Caricamento in corso...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Titolo')).toHaveValue('Respira con me');
    const list = screen.getByRole('list', { name: 'Lezioni' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await adminUser().click(screen.getByRole('button', { name: 'Sposta giù la lezione 1' }));
    await adminUser().click(screen.getByRole('button', { name: 'Rimuovi la lezione 2' }));
    await adminUser().upload(screen.getByLabelText('Aggiungi lezioni'), video('tre-minuti.mp4'));
    expect(screen.getByRole('button', { name: 'Sposta su la lezione 2' })).toBeDisabled();
    await adminUser().click(screen.getByRole('button', { name: 'Salva modifiche' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Corso salvato con successo!');
    const [path, options] = sent.mock.calls[0]!;
    expect([path, options.method]).toEqual(['/api/onlinecourse/', 'PUT']);
    const entries = formEntries(options.form);
    expect(entries).toContainEqual(['title', 'Respira con me']);
    expect(entries).toContainEqual(['existingVideos', '22']);
    expect(entries).toContainEqual(['lessonTitles', JSON.stringify(['Rilassamento progressivo', 'tre minuti'])]);
    expect(entries).toContainEqual(['videos', 'file:tre-minuti.mp4']);
    // The form starts again from what the server now holds.
    expect(api.callsTo(`GET ${EDIT_URL}`)).toHaveLength(2);
  });

  it('starts from the saved status and sends it back', async () => {
    stubFormApi({ [`GET ${EDIT_URL}`]: { body: { ...savedOnlineCourse, status: 'archived' } } });
    sent.mockResolvedValue({ message: 'Success' });
    renderPage();
    expect(await screen.findByLabelText('Stato')).toHaveValue('archived');
    await adminUser().click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Corso salvato con successo!');
    expect(formEntries(sent.mock.calls[0]![1].form)).toContainEqual(['status', 'archived']);
  });

  it('says when saving failed', async () => {
    stubFormApi({ [`GET ${EDIT_URL}`]: { body: savedOnlineCourse } });
    sent.mockRejectedValue(new ApiError(500, 'INTERNAL', 'Errore interno del server'));
    renderPage();
    await screen.findByLabelText('Titolo');
    await screen.findByRole('option', { name: 'Davide Conti' });
    await adminUser().click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante il salvataggio del corso.');
  });

  it('says when the online course does not exist', async () => {
    stubFormApi();
    renderPage('/editmeditazione/Nessuno');
    expect(await screen.findByText('Corso online non trovato')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alle meditazioni' })).toHaveAttribute('href', '/meditazione');
  });
});

describe('/addmeditazione', () => {
  it('shows the empty form under its title', () => {
    stubFormApi();
    renderPage('/addmeditazione');
    expect(screen.getByRole('heading', { name: 'Aggiungi meditazione' })).toBeInTheDocument();
    expect(screen.getByText('Nessuna lezione.')).toBeInTheDocument();
  });
});
