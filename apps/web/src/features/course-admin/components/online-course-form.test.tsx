import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';
import { ApiError } from '../../../lib/api-client';
import { renderAt } from '../../../test/render';
import {
  adminUser,
  field,
  fillCourseBasics,
  formEntries,
  image,
  prepareEachFormTest,
  video,
} from '../testing/course-admin-fixtures';
import { OnlineCourseForm } from './online-course-form';

vi.mock('../../../lib/admin/send-admin-form', () => ({ sendAdminForm: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  getPrivateToken: vi.fn(async () => 'private-token'),
}));

const sent = vi.mocked(sendAdminForm);
const lessons = () => screen.getByRole('list', { name: 'Lezioni' });

prepareEachFormTest();

const renderForm = () => renderAt('/addmeditazione', [{ path: '/addmeditazione', element: <OnlineCourseForm /> }]);

async function fillOnlineCourse() {
  await fillCourseBasics('Respira con me', 'Davide Conti', 'BENESSERE', 'Tre pratiche brevi.');
  await adminUser().type(field('Descrizione'), 'Per le giornate piene.');
  await adminUser().type(field('Prezzo (€)'), '39');
  await adminUser().type(field('Acconto (€)'), '10');
  await adminUser().type(field('Prezzo affiliato (€)'), '4');
  await adminUser().upload(field(/^Immagine di copertina/), image('copertina.png'));
  await adminUser().upload(field(/^Video principale/), video('trailer.mp4'));
}

describe('the online course form', () => {
  it('requires the fields, all three prices, a cover and a main video', async () => {
    renderForm();
    await adminUser().click(screen.getByRole('button', { name: 'Pubblica' }));
    expect(await screen.findByText('Controlla i campi evidenziati.')).toBeInTheDocument();
    expect(screen.getAllByText('Campo obbligatorio.')).toHaveLength(8);
    expect(screen.getByText('Carica un’immagine di copertina.')).toBeInTheDocument();
    expect(screen.getByText('Carica il video principale.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('turns each lesson file into a lesson titled after it, which the admin can rename, reorder and remove', async () => {
    renderForm();
    expect(screen.getByText('Nessuna lezione.')).toBeInTheDocument();
    await adminUser().upload(field('Aggiungi lezioni'), [
      video('01_respiro.mp4'),
      video('02-corpo.mp4'),
      video('03.mp4'),
    ]);
    expect(within(lessons()).getAllByRole('listitem')).toHaveLength(3);
    expect(field('Titolo della lezione 1')).toHaveValue('01 respiro');
    await adminUser().click(screen.getByRole('button', { name: 'Sposta giù la lezione 1' }));
    expect(field('Titolo della lezione 1')).toHaveValue('02 corpo');
    await adminUser().click(screen.getByRole('button', { name: 'Rimuovi la lezione 3' }));
    expect(within(lessons()).getAllByRole('listitem')).toHaveLength(2);
    await adminUser().clear(field('Titolo della lezione 2'));
    await adminUser().click(screen.getByRole('button', { name: 'Pubblica' }));
    expect(field('Titolo della lezione 2')).toHaveAccessibleDescription(/Campo obbligatorio\./);
    expect(sent).not.toHaveBeenCalled();
  });

  it('publishes the trailer as video and the lessons as videos with their titles', async () => {
    sent.mockResolvedValue({ message: 'Success' });
    renderForm();
    await fillOnlineCourse();
    await adminUser().upload(field('Aggiungi lezioni'), [video('uno.mp4'), video('due.mp4')]);
    await adminUser().clear(field('Titolo della lezione 2'));
    await adminUser().type(field('Titolo della lezione 2'), 'Rilassamento, passo per passo');
    await adminUser().click(screen.getByRole('button', { name: 'Pubblica' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Corso online pubblicato con successo!');
    const [path, options] = sent.mock.calls[0]!;
    expect(path).toBe('/api/onlinecourse/');
    expect(options.method).toBe('POST');
    expect(formEntries(options.form)).toEqual([
      ['title', 'Respira con me'],
      ['author', 'Davide Conti'],
      ['category', 'BENESSERE'],
      ['intro', 'Tre pratiche brevi.'],
      ['description', 'Per le giornate piene.'],
      ['price', '39'],
      ['facilitatorPrice', '10'],
      ['affiliatePrice', '4'],
      ['status', 'published'],
      ['lessonTitles', JSON.stringify(['uno', 'Rilassamento, passo per passo'])],
      ['coverImage', 'file:copertina.png'],
      ['video', 'file:trailer.mp4'],
      ['videos', 'file:uno.mp4'],
      ['videos', 'file:due.mp4'],
    ]);
    expect(screen.getByText('Nessuna lezione.')).toBeInTheDocument();
  });

  it('saves an online course as a draft, with what each status means', async () => {
    sent.mockResolvedValue({ message: 'Success' });
    renderForm();
    expect(field('Stato')).toHaveValue('published');
    await fillOnlineCourse();
    await adminUser().selectOptions(field('Stato'), 'Bozza');
    expect(field('Stato')).toHaveAccessibleDescription(/Solo gli amministratori lo vedono/);
    await adminUser().click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Corso online salvato: non è in vetrina finché non lo pubblichi.',
    );
    expect(screen.getByRole('link', { name: 'Modifica il corso' })).toHaveAttribute(
      'href',
      '/editmeditazione/Respira-con-me',
    );
    expect(formEntries(sent.mock.calls[0]![1].form)).toContainEqual(['status', 'draft']);
    expect(screen.queryByLabelText('Posti disponibili')).not.toBeInTheDocument();
  });

  it('says when publishing failed', async () => {
    sent.mockRejectedValue(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Il file non è un video valido'));
    renderForm();
    await fillOnlineCourse();
    await adminUser().click(screen.getByRole('button', { name: 'Pubblica' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Errore durante la pubblicazione del corso online. Un file non è un’immagine o un video valido.',
    );
  });
});
