import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { NewsletterSendForm } from './newsletter-send-form';

vi.mock('../../../components/admin/rich-text-editor', async () => ({
  RichTextEditor: (await import('../../../test/fake-rich-text-editor')).FakeRichTextEditor,
}));

const privateToken = {
  'GET /api/generate-private-token/': { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
};
const renderForm = () => renderAt('/invianewsletter', [{ path: '/invianewsletter', element: <NewsletterSendForm /> }]);
const subject = () => screen.getByRole('textbox', { name: 'Oggetto' });
const content = () => screen.getByRole('textbox', { name: /^Contenuto/ });
const submit = () => setupUser().click(screen.getByRole('button', { name: 'Invia newsletter' }));

async function fill(title: string, html: string) {
  await setupUser().type(subject(), title);
  await setupUser().click(content());
  await setupUser().paste(html);
}

const previewAnswer = (recipients: number) => ({
  message: 'Success',
  subject: 'Novità di primavera',
  html: '<!doctype html><html><body><p>Tre nuovi incontri</p></body></html>',
  recipients,
});

describe('NewsletterSendForm', () => {
  it('requires a subject and some content, and sends nothing without them', async () => {
    const api = stubApi({ ...privateToken });
    renderForm();
    await submit();
    expect(await screen.findByText("L'oggetto è obbligatorio.")).toBeInTheDocument();
    expect(screen.getByText('Il contenuto è obbligatorio.')).toBeInTheDocument();
    await fill('Primavera', '<p></p>');
    await submit();
    expect(await screen.findByText('Il contenuto è obbligatorio.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/sendnewsletter/')).toHaveLength(0);
  });

  it('sends oggetto and contenuto with the private token, says how many were queued, and empties the form', async () => {
    const api = stubApi({
      ...privateToken,
      'POST /api/newsletter/preview/': { body: previewAnswer(42) },
      'POST /api/sendnewsletter/': { body: { message: 'Success', id: 3, queued: 42 } },
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderForm();
    await fill('Novità di primavera', '<p>Tre nuovi incontri</p>');
    await submit();
    expect(confirm).toHaveBeenCalledWith('La newsletter sarà inviata a 42 indirizzi confermati. Inviarla ora?');
    expect(await screen.findByRole('status')).toHaveTextContent('Newsletter inviata: 42 messaggi in coda di invio.');
    expect(api.callsTo('POST /api/sendnewsletter/')[0]).toMatchObject({
      body: { oggetto: 'Novità di primavera', contenuto: '<p>Tre nuovi incontri</p>' },
      authorization: 'Bearer private-token',
    });
    expect(subject()).toHaveValue('');
    expect(content()).toHaveValue('');
  });

  it('accepts a picture alone as content, and says when nobody has confirmed yet', async () => {
    stubApi({
      ...privateToken,
      'POST /api/newsletter/preview/': { body: previewAnswer(0) },
      'POST /api/sendnewsletter/': { body: { message: 'Success', id: 4, queued: 0 } },
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderForm();
    await fill('Solo immagine', '<p><img src="/uploads/a.webp"></p>');
    await submit();
    expect(confirm).toHaveBeenCalledWith(
      'Non ci sono indirizzi confermati: la newsletter sarà salvata ma nessuno la riceverà. Continuare?',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Newsletter salvata, ma non ci sono indirizzi confermati: nessun messaggio inviato.',
    );
  });

  it("shows the server's message when it refuses, and keeps what was written", async () => {
    stubApi({
      ...privateToken,
      'POST /api/newsletter/preview/': {
        status: 400,
        body: { message: 'Il contenuto della newsletter è vuoto', error: 'VALIDATION' },
      },
    });
    renderForm();
    await fill('Prova', '<p>x</p>');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Il contenuto della newsletter è vuoto');
    expect(subject()).toHaveValue('Prova');
  });

  it('shows the network text when the server cannot be reached, in English too', async () => {
    await i18n.changeLanguage('en');
    const api = stubApi({ ...privateToken });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') throw new TypeError('Failed to fetch');
      return api.fetchMock(input, init);
    });
    renderForm();
    await setupUser().type(screen.getByRole('textbox', { name: 'Subject' }), 'Spring');
    await setupUser().click(screen.getByRole('textbox', { name: 'Content' }));
    await setupUser().paste('<p>News</p>');
    await setupUser().click(screen.getByRole('button', { name: 'Send newsletter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error: the newsletter was not sent.');
  });

  it('sends nothing when the admin does not confirm the number of recipients', async () => {
    const api = stubApi({ ...privateToken, 'POST /api/newsletter/preview/': { body: previewAnswer(1) } });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderForm();
    await fill('Novità', '<p>Ciao</p>');
    await submit();
    expect(confirm).toHaveBeenCalledWith('La newsletter sarà inviata a 1 indirizzo confermato. Inviarla ora?');
    expect(api.callsTo('POST /api/sendnewsletter/')).toHaveLength(0);
    expect(subject()).toHaveValue('Novità');
  });

  it('shows the preview the server rendered in a sandboxed frame, with the number of recipients', async () => {
    const api = stubApi({ ...privateToken, 'POST /api/newsletter/preview/': { body: previewAnswer(7) } });
    renderForm();
    await fill('Novità di primavera', '<p>Tre nuovi incontri</p>');
    await setupUser().selectOptions(screen.getByLabelText("Lingua dell'anteprima"), 'en');
    await setupUser().click(screen.getByRole('button', { name: 'Anteprima' }));
    const frame = await screen.findByTitle("Anteprima della newsletter come apparirà nell'e-mail");
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Tre nuovi incontri</p>');
    expect(screen.getByText('Sarà inviata a 7 indirizzi confermati.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/newsletter/preview/')[0]).toMatchObject({
      body: { oggetto: 'Novità di primavera', contenuto: '<p>Tre nuovi incontri</p>', language: 'en' },
      authorization: 'Bearer private-token',
    });
  });

  it('sends a test copy to the admin and says where it went, in English too', async () => {
    await i18n.changeLanguage('en');
    const api = stubApi({
      ...privateToken,
      'POST /api/newsletter/test/': { body: { message: 'Success', to: 'titolare@cammini.test' } },
    });
    renderForm();
    await setupUser().type(screen.getByRole('textbox', { name: 'Subject' }), 'Spring');
    await setupUser().click(screen.getByRole('textbox', { name: /^Content/ }));
    await setupUser().paste('<p>Hello</p>');
    await setupUser().click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Test sent to titolare@cammini.test: check your inbox.',
    );
    expect(api.callsTo('POST /api/newsletter/test/')).toHaveLength(1);
    expect(api.callsTo('POST /api/sendnewsletter/')).toHaveLength(0);
  });
});
