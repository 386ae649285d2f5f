import { fieldProblem } from '@cammini/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';
import { ApiError, getPrivateToken } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
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
import { CourseForm } from './course-form';

vi.mock('../../../lib/admin/send-admin-form', () => ({ sendAdminForm: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  getPrivateToken: vi.fn(async () => 'private-token'),
}));

const sent = vi.mocked(sendAdminForm);
const publish = () => adminUser().click(screen.getByRole('button', { name: 'Pubblica' }));

prepareEachFormTest();

const renderForm = () => renderAt('/addcorso', [{ path: '/addcorso', element: <CourseForm /> }]);

async function fillCourse() {
  await fillCourseBasics('Respiro e radici', 'Giulia Ferrante', 'AUTOSTIMA', 'Un weekend per ritrovare il respiro.');
  await adminUser().type(field('Luogo (link di Google Maps)'), 'Siena');
  await adminUser().type(field('Descrizione'), 'Due giornate.');
  await adminUser().type(field('Prezzo (€)'), '280');
  await adminUser().type(field('Prezzo affiliato (€)'), '28');
  await adminUser().type(field('Acconto (€)'), '70.5');
  fireEvent.change(field('Data di inizio'), { target: { value: '2030-05-10' } });
  await adminUser().click(screen.getByRole('checkbox', { name: 'Cancellazione gratuita' }));
  await adminUser().upload(field(/^Immagine di copertina/), image('copertina.png'));
  await adminUser().upload(field(/^Foto/), [image('uno.png'), image('due.png')]);
  await adminUser().upload(field(/^Video/), video('lezione.mp4'));
}

describe('the in-person course form', () => {
  it('requires the fields, a cover and a video, and sends nothing without them', async () => {
    renderForm();
    await publish();
    expect(await screen.findByText('Controlla i campi evidenziati.')).toBeInTheDocument();
    expect(screen.getAllByText('Campo obbligatorio.')).toHaveLength(7);
    expect(screen.getByText('Inserisci la data di inizio.')).toBeInTheDocument();
    expect(screen.getByText('Carica un’immagine di copertina.')).toBeInTheDocument();
    expect(screen.getByText('Carica almeno un video.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sent empty, announces the errors and puts focus on the first invalid field', async () => {
    renderForm();
    await publish();
    expect(await screen.findByText(/campi da correggere: il primo è selezionato/)).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(field('Titolo')).toHaveFocus());
  });

  it('shows the dates only for "Inserisci data", and another choice clears them', async () => {
    renderForm();
    expect(field('Inserisci data')).toBeChecked();
    fireEvent.change(field('Data di inizio'), { target: { value: '2030-05-10' } });
    fireEvent.change(field('Data di fine (facoltativa)'), { target: { value: '2030-05-01' } });
    await publish();
    expect(await screen.findByText('La data di fine non può precedere quella di inizio.')).toBeInTheDocument();

    await adminUser().click(field('Data da definirsi'));
    expect(screen.queryByLabelText('Data di inizio')).not.toBeInTheDocument();
    await adminUser().click(field('Nessuna data'));
    expect(screen.queryByLabelText('Data di inizio')).not.toBeInTheDocument();
    await adminUser().click(field('Inserisci data'));
    expect(field('Data di inizio')).toHaveValue('');
    expect(field('Data di fine (facoltativa)')).toHaveValue('');
  });

  it('refuses shares above the price', async () => {
    renderForm();
    await adminUser().type(field('Prezzo (€)'), '50');
    await adminUser().type(field('Prezzo affiliato (€)'), '30');
    await adminUser().type(field('Acconto (€)'), '30');
    await publish();
    expect(
      await screen.findByText('Acconto e prezzo affiliato insieme non possono superare il prezzo.'),
    ).toBeInTheDocument();
  });

  it('publishes with the files, says so with a link to the course, and empties the form', async () => {
    sent.mockResolvedValue({ message: 'Success' });
    renderForm();
    await fillCourse();
    await publish();
    expect(await screen.findByRole('status')).toHaveTextContent('Corso pubblicato con successo!');
    expect(screen.getByRole('link', { name: 'Vedi il corso' })).toHaveAttribute(
      'href',
      '/courseDetail/Respiro-e-radici',
    );
    expect(sent).toHaveBeenCalledTimes(1);
    const [path, options] = sent.mock.calls[0]!;
    expect(path).toBe('/api/course');
    expect(options.method).toBe('POST');
    expect(formEntries(options.form)).toEqual([
      ['title', 'Respiro e radici'],
      ['author', 'Giulia Ferrante'],
      ['category', 'AUTOSTIMA'],
      ['intro', 'Un weekend per ritrovare il respiro.'],
      ['location', 'Siena'],
      ['description', 'Due giornate.'],
      ['price', '280'],
      ['affiliatePrice', '28'],
      ['facilitatorPrice', '70.5'],
      ['dateMode', 'scegliData'],
      ['courseStartDate', '2030-05-10'],
      ['courseEndDate', ''],
      ['startTime', ''],
      ['endTime', ''],
      ['placeName', ''],
      ['placeAddress', ''],
      ['freeCancellation', 'true'],
      ['status', 'published'],
      ['seats', ''],
      ['coverImage', 'file:copertina.png'],
      ['photos', 'file:uno.png'],
      ['photos', 'file:due.png'],
      ['videos', 'file:lezione.mp4'],
    ]);
    expect(field('Titolo')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Cancellazione gratuita' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cancellazione gratuita' })).toHaveAccessibleDescription(
      'Mostra il badge «Cancellazione gratuita» sulla scheda e nella pagina del corso.',
    );
    expect(screen.queryByRole('img', { name: 'copertina.png' })).not.toBeInTheDocument();
  });

  it('shows the upload progress and keeps the button disabled while sending', async () => {
    let finish: (value: unknown) => void = () => {};
    sent.mockImplementation((_path, options) => {
      options.onProgress?.(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderForm();
    await fillCourse();
    await publish();
    const button = await screen.findByRole('button', { name: 'Invio in corso…' });
    expect(button).toBeDisabled();
    expect(screen.getByText('Caricamento: 40%')).toBeInTheDocument();
    finish({ message: 'Success' });
    expect(await screen.findByRole('button', { name: 'Pubblica' })).toBeEnabled();
  });

  it("puts the server's problems on their fields", async () => {
    sent.mockRejectedValue(
      new ApiError(400, 'VALIDATION', 'Dati non validi', {
        'body.category': [fieldProblem('unknownCategory')],
        'body.videos': [fieldProblem('videoRequired')],
      }),
    );
    renderForm();
    await fillCourse();
    await publish();
    // The refused fields are announced and the first one takes the focus, above the save's failure.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [summary, failure] = screen.getAllByRole('alert');
    expect(summary).toHaveTextContent('2 campi da correggere');
    expect(failure).toHaveTextContent('Errore durante la pubblicazione del corso. Controlla i campi evidenziati.');
    await waitFor(() => expect(field('Categoria')).toHaveFocus());
    expect(screen.getByText('Scegli un argomento esistente.')).toBeInTheDocument();
    expect(screen.getByText('Carica almeno un video.')).toBeInTheDocument();
    expect(field('Titolo')).toHaveValue('Respiro e radici');
  });

  it('says when the title is taken, on the title', async () => {
    sent.mockRejectedValue(new ApiError(409, 'TITLE_TAKEN', 'Esiste già'));
    renderForm();
    await fillCourse();
    await publish();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [summary, failure] = screen.getAllByRole('alert');
    expect(summary).toHaveTextContent('Un campo da correggere');
    expect(failure).toHaveTextContent('Errore durante la pubblicazione del corso.');
    expect(field('Titolo')).toHaveAccessibleDescription('Esiste già un corso con questo titolo.');
    await waitFor(() => expect(field('Titolo')).toHaveFocus());
  });

  it('says when the private token cannot be generated, and sends nothing', async () => {
    vi.mocked(getPrivateToken).mockRejectedValueOnce(new ApiError(401, 'UNAUTHORIZED', 'Accesso richiesto'));
    renderForm();
    await fillCourse();
    await publish();
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nella generazione del private token');
    expect(sent).not.toHaveBeenCalled();
  });

  it('publishes by default, with no limit of places, and says what each status means', async () => {
    renderForm();
    const status = field('Stato');
    expect(status).toHaveValue('published');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bozza', 'Pubblicato', 'Archiviato']);
    expect(status).toHaveAccessibleDescription('Compare negli elenchi ed è in vendita.');
    await adminUser().selectOptions(status, 'Bozza');
    expect(status).toHaveAccessibleDescription(
      'Solo gli amministratori lo vedono: non compare negli elenchi e non si acquista.',
    );
    await adminUser().selectOptions(status, 'Archiviato');
    expect(status).toHaveAccessibleDescription(/Fuori dagli elenchi e non più in vendita/);
    const seats = field('Posti disponibili');
    expect(seats).toHaveValue(null);
    expect(seats).toHaveAttribute('inputmode', 'numeric');
    expect(seats).toHaveAttribute('min', '0');
    expect(seats).toHaveAccessibleDescription('Lascia vuoto per nessun limite.');
  });

  it('saves a draft with its places, and leads to its edit form rather than its public page', async () => {
    sent.mockResolvedValue({ message: 'Success' });
    renderForm();
    await fillCourse();
    await adminUser().selectOptions(field('Stato'), 'Bozza');
    await adminUser().type(field('Posti disponibili'), '12');
    expect(screen.queryByRole('button', { name: 'Pubblica' })).not.toBeInTheDocument();
    await adminUser().click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Corso salvato: non è in vetrina finché non lo pubblichi.',
    );
    expect(screen.getByRole('link', { name: 'Modifica il corso' })).toHaveAttribute(
      'href',
      '/editcorso/Respiro-e-radici',
    );
    const entries = formEntries(sent.mock.calls[0]![1].form);
    expect(entries).toContainEqual(['status', 'draft']);
    expect(entries).toContainEqual(['seats', '12']);
    // The emptied form starts again as a new course: published, no limit.
    expect(field('Stato')).toHaveValue('published');
    expect(field('Posti disponibili')).toHaveValue(null);
  });

  it('refuses places that are not a whole number, on the field', async () => {
    renderForm();
    await adminUser().type(field('Posti disponibili'), '2.5');
    await publish();
    expect(field('Posti disponibili')).toHaveAccessibleDescription(
      'Lascia vuoto per nessun limite. Indica i posti con un numero intero, o lascia vuoto per nessun limite.',
    );
  });

  it("shows the server's problems with the places in the catalogue's words, on the field", async () => {
    sent.mockRejectedValue(
      new ApiError(400, 'VALIDATION', 'Dati non validi', {
        'body.seats': [fieldProblem('seatsTooMany', 10_000)],
      }),
    );
    renderForm();
    await fillCourse();
    await adminUser().type(field('Posti disponibili'), '9999');
    await publish();
    // The server writes "Al massimo 10000 posti."; the catalogue says it in the interface language.
    expect(await screen.findByText('Al massimo 10.000 posti.')).toBeInTheDocument();
    expect(field('Posti disponibili')).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    renderForm();
    expect(screen.getByRole('group', { name: 'Course date' })).toBeInTheDocument();
    for (const option of ['Date to be decided', 'No date', 'Enter a date']) {
      expect(within(screen.getByRole('group', { name: 'Course date' })).getByLabelText(option)).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription('Listed and for sale.');
    expect(screen.getByRole('spinbutton', { name: 'Places' })).toHaveAccessibleDescription('Leave empty for no limit.');
    await adminUser().click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Upload at least one video.')).toBeInTheDocument();
  });
});
