import { fieldProblem } from '@cammini/contract';
import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';
import { ApiError } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { failure, stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { actAsAdminInEachTest, pngFile, privateToken, sentForm } from '../testing/form-test-kit';
import { TopicForm } from './topic-form';

vi.mock('../../../lib/admin/send-admin-form', () => ({ sendAdminForm: vi.fn() }));
const sent = vi.mocked(sendAdminForm);

const saved = {
  id: 4,
  idTopic: 4,
  title: 'RELAZIONI',
  description: 'Legami che nutrono.',
  fileUrl: '/uploads/media/topics/2026/r.webp',
};

actAsAdminInEachTest();

const renderForm = (topic?: typeof saved) =>
  renderAt('/form', [
    { path: '/form', element: <TopicForm topic={topic} /> },
    { path: '/soluzioni', element: <p>pagina delle aree</p> },
  ]);
const title = () => screen.getByRole('textbox', { name: 'Titolo' });
const description = () => screen.getByRole('textbox', { name: 'Descrizione' });
const photoInput = () => screen.getByLabelText('Foto di copertina');
const publish = () => setupUser().click(screen.getByRole('button', { name: 'Pubblica' }));

describe('the add topic form', () => {
  it('requires a title and a description, and sends nothing without them', async () => {
    stubApi(privateToken);
    renderForm();
    await publish();
    expect(await screen.findAllByText('Campo obbligatorio.')).toHaveLength(2);
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    await setupUser().type(title(), '--');
    await publish();
    expect(await screen.findByText('Il titolo deve contenere lettere o numeri.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the title, description and photo, says it was published, and empties the form', async () => {
    stubApi(privateToken);
    sent.mockResolvedValue({ message: 'Success', id: 9 });
    renderForm();
    await setupUser().type(title(), 'Gratitudine');
    await setupUser().type(description(), 'Dire grazie cambia lo sguardo.');
    await setupUser().upload(photoInput(), pngFile('grazie.png'));
    expect(screen.getByRole('img', { name: 'grazie.png' })).toHaveAttribute('width', '200');
    await publish();
    expect(await screen.findByRole('status')).toHaveTextContent('Argomento pubblicato con successo!');
    expect(sentForm()).toEqual({
      path: '/api/topic/',
      method: 'POST',
      fields: { title: 'Gratitudine', description: 'Dire grazie cambia lo sguardo.' },
      files: { foto: 'grazie.png' },
    });
    expect(title()).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'grazie.png' })).not.toBeInTheDocument();
  });

  it('shows the upload’s progress and keeps the button disabled while sending', async () => {
    stubApi(privateToken);
    let finish: (value: unknown) => void = () => {};
    sent.mockImplementation((_path, options) => {
      options.onProgress?.(0.5);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderForm();
    await setupUser().type(title(), 'Gratitudine');
    await setupUser().type(description(), 'Testo');
    await publish();
    expect(await screen.findByText('Caricamento: 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvataggio in corso…' })).toBeDisabled();
    finish({ message: 'Success', id: 1 });
    expect(await screen.findByRole('button', { name: 'Pubblica' })).toBeEnabled();
    expect(screen.queryByText('Caricamento: 50%')).not.toBeInTheDocument();
  });

  it('shows a taken title on the field and the failure text', async () => {
    stubApi(privateToken);
    sent.mockRejectedValue(
      new ApiError(409, 'TITLE_TAKEN', 'Esiste già un argomento con questo titolo.', {
        'body.title': [fieldProblem('topicTitleTaken')],
      }),
    );
    renderForm();
    await setupUser().type(title(), 'Relazioni');
    await setupUser().type(description(), 'Testo');
    await publish();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [summary, failure] = screen.getAllByRole('alert');
    expect(summary).toHaveTextContent('Un campo da correggere');
    expect(failure).toHaveTextContent("Errore durante la pubblicazione dell'argomento.");
    expect(screen.getByText('Esiste già un argomento con questo titolo.')).toBeInTheDocument();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(title()).toHaveValue('Relazioni');
  });

  it('says when the private token cannot be had, sending nothing', async () => {
    stubApi({ 'GET /api/generate-private-token/': failure(403, 'FORBIDDEN', 'Operazione non consentita') });
    renderForm();
    await setupUser().type(title(), 'Gratitudine');
    await setupUser().type(description(), 'Testo');
    await publish();
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nella generazione del private token');
    expect(sent).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    stubApi(privateToken);
    renderForm();
    await setupUser().click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findAllByText('Required field.')).toHaveLength(2);
    expect(screen.getByLabelText('Cover photo')).toBeInTheDocument();
  });
});

describe('the edit topic form', () => {
  it('starts from the saved topic and sends it by id with its current title, then goes to /soluzioni', async () => {
    stubApi(privateToken);
    sent.mockResolvedValue({ message: 'Success' });
    const { router } = renderForm(saved);
    expect(title()).toHaveValue('RELAZIONI');
    expect(screen.getByRole('img', { name: 'Media già salvato' })).toHaveAttribute('src', saved.fileUrl);
    await setupUser().clear(title());
    await setupUser().type(title(), 'Legami');
    await publish();
    expect(await screen.findByRole('status')).toHaveTextContent('Argomento pubblicato con successo!');
    expect(sentForm()).toEqual({
      path: '/api/topic/',
      method: 'PUT',
      fields: {
        id: '4',
        title: 'RELAZIONI',
        newTitle: 'Legami',
        description: 'Legami che nutrono.',
        directory: 'topic',
      },
      files: {},
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/soluzioni'), { timeout: 3000 });
  });

  it('asks to remove the saved photo when the admin removes it', async () => {
    stubApi(privateToken);
    sent.mockResolvedValue({ message: 'Success' });
    renderForm(saved);
    await setupUser().click(screen.getByRole('button', { name: 'Rimuovi il file salvato r.webp' }));
    await publish();
    await screen.findByRole('status');
    expect(sentForm().fields.removeFoto).toBe('true');
  });

  it('replaces the photo with a new one instead of removing it', async () => {
    stubApi(privateToken);
    sent.mockResolvedValue({ message: 'Success' });
    renderForm(saved);
    await setupUser().upload(photoInput(), pngFile('nuova.png'));
    expect(screen.queryByRole('img', { name: 'Media già salvato' })).not.toBeInTheDocument();
    await publish();
    await screen.findByRole('status');
    expect(sentForm().files).toEqual({ foto: 'nuova.png' });
    expect(sentForm().fields.removeFoto).toBeUndefined();
  });
});
