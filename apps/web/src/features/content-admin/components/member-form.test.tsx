import { fieldProblem } from '@cammini/contract';
import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';
import { ApiError } from '../../../lib/api-client';
import { stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { actAsAdminInEachTest, pngFile, privateToken, sentForm } from '../testing/form-test-kit';
import { MemberForm } from './member-form';

vi.mock('../../../lib/admin/send-admin-form', () => ({ sendAdminForm: vi.fn() }));
const sent = vi.mocked(sendAdminForm);

const saved = {
  idMember: 5,
  name: 'Marta',
  surname: 'Galli',
  title: 'Marta Galli',
  description: 'Facilitatrice.',
  fileUrl: '/uploads/media/members/2026/m.webp',
  session: 'Umbria',
  language: 'Italiano',
  email: 'marta@example.com',
  phoneNumber: '+39 333 123 4567',
  website: null,
};
const api = () =>
  stubApi({ ...privateToken, 'GET /api/members/territories': { body: { territories: ['Toscana', 'Umbria'] } } });

actAsAdminInEachTest();

const renderForm = (member?: typeof saved) =>
  renderAt('/form', [
    { path: '/form', element: <MemberForm member={member} /> },
    { path: '/chisono', element: <p>pagina dei membri</p> },
  ]);
const box = (name: string) => screen.getByRole('textbox', { name });
/** A text box with suggestions is a combobox. */
const territory = () => screen.getByRole('combobox', { name: 'Territorio di operatività' });
const publish = () => setupUser().click(screen.getByRole('button', { name: 'PUBBLICA' }));

async function fillRequired() {
  await setupUser().type(box('Nome'), 'Luca');
  await setupUser().type(box('Cognome'), 'Neri');
  await setupUser().type(box('Descrizione'), 'Accompagna percorsi nel bosco.');
  await setupUser().type(territory(), 'Toscana');
  await setupUser().type(box('Lingua parlata'), 'Italiano');
  await setupUser().type(box('E-mail'), 'Luca.Neri@Example.com');
  await setupUser().type(screen.getByRole('textbox', { name: 'Telefono' }), '+39 055 123456');
}

describe('the add member form', () => {
  it('requires name, surname, description, territory, language, e-mail and phone', async () => {
    api();
    renderForm();
    await publish();
    expect(await screen.findAllByText('Campo obbligatorio.')).toHaveLength(7);
    expect(box('Sito web')).toHaveAttribute('aria-invalid', 'false');
    expect(sent).not.toHaveBeenCalled();
  });

  it('checks the e-mail, the phone and the website as the server does', async () => {
    api();
    renderForm();
    await fillRequired();
    await setupUser().clear(box('E-mail'));
    await setupUser().type(box('E-mail'), 'luca@');
    await setupUser().clear(box('Telefono'));
    await setupUser().type(box('Telefono'), '12-34');
    await setupUser().type(box('Sito web'), 'javascript:alert(1)');
    await publish();
    expect(await screen.findByText('Indirizzo e-mail non valido.')).toBeInTheDocument();
    expect(screen.getByText('Numero di telefono non valido.')).toBeInTheDocument();
    expect(
      screen.getByText('Inserisci un indirizzo web completo che inizi con http:// o https://.'),
    ).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('uses e-mail and phone inputs and suggests the known territories', async () => {
    api();
    renderForm();
    expect(box('E-mail')).toHaveAttribute('type', 'email');
    expect(box('Telefono')).toHaveAttribute('type', 'tel');
    const list = territory().getAttribute('list')!;
    await waitFor(() => expect(document.getElementById(list)?.querySelectorAll('option')).toHaveLength(2));
  });

  it('sends the original client’s fields with the photo, and says the member was published', async () => {
    api();
    sent.mockResolvedValue({ message: 'Success', id: 12 });
    renderForm();
    await fillRequired();
    await setupUser().type(box('Sito web'), 'https://example.com/luca');
    await setupUser().upload(screen.getByLabelText('Foto'), pngFile('luca.png'));
    expect(screen.getByRole('img', { name: 'luca.png' })).toHaveAttribute('width', '200');
    await publish();
    expect(await screen.findByRole('status')).toHaveTextContent('Membro online pubblicato con successo!');
    expect(sentForm()).toEqual({
      path: '/api/member/add',
      method: 'POST',
      fields: {
        name: 'Luca',
        surname: 'Neri',
        title: 'Luca Neri',
        description: 'Accompagna percorsi nel bosco.',
        website: 'https://example.com/luca',
        language: 'Italiano',
        email: 'luca.neri@example.com',
        phoneNumber: '+39 055 123456',
        session: 'Toscana',
        directory: 'member',
      },
      files: { foto: 'luca.png' },
    });
    expect(box('Nome')).toHaveValue('');
  });

  it('shows a taken name on the field and the failure text', async () => {
    api();
    sent.mockRejectedValue(
      new ApiError(409, 'TITLE_TAKEN', 'Esiste già un membro con questo nome e cognome.', {
        'body.name': [fieldProblem('memberNameTaken')],
      }),
    );
    renderForm();
    await fillRequired();
    await publish();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [summary, failure] = screen.getAllByRole('alert');
    expect(summary).toHaveTextContent('Un campo da correggere');
    expect(failure).toHaveTextContent('Errore durante la pubblicazione del membro.');
    expect(screen.getByText('Esiste già un membro con questo nome e cognome.')).toBeInTheDocument();
    await waitFor(() => expect(box('Nome')).toHaveFocus());
  });

  it('explains a refused picture', async () => {
    api();
    sent.mockRejectedValue(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Il file non è un’immagine valida'));
    renderForm();
    await fillRequired();
    await publish();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il file scelto non è un’immagine accettata (JPEG, PNG, WebP, GIF o AVIF).',
    );
  });
});

describe('the edit member form', () => {
  it('starts from the saved member and sends it by id with the current and new names, then shows /chisono', async () => {
    api();
    sent.mockResolvedValue({ message: 'Success' });
    const { router } = renderForm(saved);
    expect(box('Nome')).toHaveValue('Marta');
    expect(box('Sito web')).toHaveValue('');
    await setupUser().type(box('Nome'), ' Lucia');
    await publish();
    expect(await screen.findByRole('status')).toHaveTextContent('Membro online pubblicato con successo!');
    expect(sentForm()).toMatchObject({
      path: '/api/member/',
      method: 'PUT',
      fields: {
        id: '5',
        name: 'Marta',
        surname: 'Galli',
        newName: 'Marta Lucia',
        newSurname: 'Galli',
        session: 'Umbria',
        website: '',
      },
      files: {},
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chisono'), { timeout: 3000 });
  });
});
