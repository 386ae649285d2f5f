import { fieldProblem } from '@cammini/contract';
import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';
import { ApiError } from '../../../lib/api-client';
import { stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { actAsAdminInEachTest, pngFile, privateToken, sentForm } from '../testing/form-test-kit';
import { ArticleForm } from './article-form';

vi.mock('../../../lib/admin/send-admin-form', () => ({ sendAdminForm: vi.fn() }));
vi.mock('../../../components/admin/rich-text-editor', async () => ({
  RichTextEditor: (await import('../../../test/fake-rich-text-editor')).FakeRichTextEditor,
}));
const sent = vi.mocked(sendAdminForm);

const topics = [
  { id: 1, idTopic: 1, title: 'BENESSERE', description: '', fileUrl: null },
  { id: 2, idTopic: 2, title: 'RELAZIONI', description: '', fileUrl: null },
];
const saved = {
  id: 7,
  title: 'Il respiro che cura',
  intro: 'Tre minuti al giorno.',
  content: '<p>Inspira.</p>',
  category: 'benessere',
  fileUrl: '/uploads/media/articles/2026/a.webp',
  date: '2026-05-01T08:00:00.000Z',
};
const api = () => stubApi({ ...privateToken, 'GET /get/topics': { body: topics } });

actAsAdminInEachTest();

const renderForm = (article?: typeof saved) =>
  renderAt('/form', [
    { path: '/form', element: <ArticleForm article={article} /> },
    { path: '/articolo/:title', element: <p>pagina dell’articolo</p> },
  ]);
const title = () => screen.getByRole('textbox', { name: 'Titolo' });
const intro = () => screen.getByRole('textbox', { name: 'Introduzione (max 15 parole)' });
const content = () => screen.getByRole('textbox', { name: 'Contenuto' });
const category = () => screen.getByRole('combobox', { name: 'Argomento' });
const coverInput = () => screen.getByLabelText(/Immagine di copertina/);

async function fill() {
  await setupUser().type(title(), 'Ascoltare il corpo');
  await setupUser().type(intro(), 'Il corpo parla prima delle parole.');
  await setupUser().type(content(), '<p>Un esercizio.</p>');
  await waitFor(() => expect(category()).toBeEnabled());
  await setupUser().selectOptions(category(), 'RELAZIONI');
}
const publish = () => setupUser().click(screen.getByRole('button', { name: 'Pubblica' }));

describe('the add article form', () => {
  it('requires title, intro, content, topic and cover, all said at once', async () => {
    api();
    renderForm();
    await waitFor(() => expect(category()).toBeEnabled());
    await publish();
    expect(await screen.findAllByText('Campo obbligatorio.')).toHaveLength(3);
    expect(screen.getByText('Scrivi il contenuto dell’articolo.')).toBeInTheDocument();
    expect(screen.getByText('Carica un’immagine di copertina.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sent empty, announces the errors and puts focus on the first invalid field', async () => {
    api();
    renderForm();
    await waitFor(() => expect(category()).toBeEnabled());
    await publish();
    // Title, intro, topic and cover: the editor that stands in for the rich one here is not marked invalid.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '4 campi da correggere: il primo è selezionato, sotto ciascuno trovi cosa manca.',
    );
    await waitFor(() => expect(title()).toHaveFocus());
  });

  it('counts a missing cover with the fields, and focuses it when it is the only problem', async () => {
    api();
    renderForm();
    await fill();
    await publish();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un campo da correggere: è selezionato, qui sotto trovi cosa manca.',
    );
    await waitFor(() => expect(coverInput()).toHaveFocus());
    expect(sent).not.toHaveBeenCalled();
  });

  it('counts the intro’s words as they are typed and warns past 15, without refusing', async () => {
    api();
    renderForm();
    expect(screen.getByText('0 parole su 15 consigliate')).toBeInTheDocument();
    await setupUser().type(intro(), 'Uno');
    expect(screen.getByText('1 parola su 15 consigliate')).toBeInTheDocument();
    await setupUser().type(
      intro(),
      ' due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici',
    );
    expect(screen.getByText('16 parole: più delle 15 consigliate, accorcia se puoi')).toBeInTheDocument();
  });

  it('offers the topics as categories and the .docx import in the editor', async () => {
    api();
    renderForm();
    await waitFor(() => expect(category()).toBeEnabled());
    expect([...category().querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Scegli un argomento',
      'BENESSERE',
      'RELAZIONI',
    ]);
    expect(screen.getByText('import .docx')).toBeInTheDocument();
  });

  it('sends the article with its cover and says it was saved', async () => {
    api();
    sent.mockResolvedValue({ message: 'Success', id: 30 });
    renderForm();
    await fill();
    await setupUser().upload(coverInput(), pngFile('copertina.png'));
    await publish();
    expect(await screen.findByRole('status')).toHaveTextContent('Articolo salvato con successo!');
    expect(sentForm()).toEqual({
      path: '/api/article/',
      method: 'POST',
      fields: {
        title: 'Ascoltare il corpo',
        intro: 'Il corpo parla prima delle parole.',
        content: '<p>Un esercizio.</p>',
        category: 'RELAZIONI',
      },
      files: { foto: 'copertina.png' },
    });
    expect(screen.getByRole('link', { name: 'Vedi l’articolo' })).toHaveAttribute(
      'href',
      '/articolo/Ascoltare-il-corpo',
    );
    expect(title()).toHaveValue('');
  });

  it('shows the server’s field errors, its own message, or the network text', async () => {
    api();
    renderForm();
    await fill();
    await setupUser().upload(coverInput(), pngFile());

    sent.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION', 'Dati non validi: controlla i campi evidenziati', {
        'body.category': [fieldProblem('unknownCategory')],
        'body.content': [fieldProblem('contentEmpty')],
      }),
    );
    await publish();
    // The refused fields are announced and the first one takes the focus, above the save's failure.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [summary, failure] = screen.getAllByRole('alert');
    expect(summary).toHaveTextContent('Un campo da correggere');
    expect(failure).toHaveTextContent("Errore durante il salvataggio dell'articolo.");
    await waitFor(() => expect(category()).toHaveFocus());
    expect(screen.getByText('Scegli un argomento esistente.')).toBeInTheDocument();
    expect(screen.getByText('Scrivi il contenuto dell’articolo.')).toBeInTheDocument();

    sent.mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'Articolo non trovato'));
    await publish();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Articolo non trovato'));

    sent.mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'Network error'));
    await publish();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Errore di rete o server non raggiungibile.'),
    );
  });
});

describe('the edit article form', () => {
  it('keeps the cover unless replaced, sends the current and new title, then shows the article', async () => {
    api();
    sent.mockResolvedValue({ message: 'Success' });
    const { router } = renderForm(saved);
    expect(title()).toHaveValue('Il respiro che cura');
    await waitFor(() => expect(category()).toHaveValue('BENESSERE'));
    expect(screen.getByRole('img', { name: 'Media già salvato' })).toHaveAttribute('src', saved.fileUrl);
    expect(screen.queryByRole('button', { name: /Rimuovi il file salvato/ })).not.toBeInTheDocument();
    await setupUser().clear(title());
    await setupUser().type(title(), 'Respirare è già cura');
    await setupUser().click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Articolo salvato con successo!');
    expect(sentForm()).toEqual({
      path: '/api/article/',
      method: 'PUT',
      fields: {
        title: 'Il respiro che cura',
        newTitle: 'Respirare è già cura',
        intro: 'Tre minuti al giorno.',
        content: '<p>Inspira.</p>',
        category: 'benessere',
      },
      files: {},
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/articolo/Respirare-%C3%A8-gi%C3%A0-cura'), {
      timeout: 3000,
    });
  });
});
