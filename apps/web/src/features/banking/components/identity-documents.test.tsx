import { UploadLimits } from '@cammini/contract';
import { screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, success } from '../../../test/fake-api';
import { setupUser, type UserEvent } from '../../../test/user';
import { customer, renderBankingTab, sentForm } from '../testing/banking-fixtures';

const documentsSection = () => screen.getByRole('region', { name: "Documenti d'identità" });
const front = new File(['front'], 'fronte.jpg', { type: 'image/jpeg' });
const back = new File(['%PDF-1.7'], 'retro.pdf', { type: 'application/pdf' });

async function chooseBothSides(user: UserEvent) {
  await user.upload(await screen.findByLabelText('Fronte del documento'), front);
  await user.upload(screen.getByLabelText('Retro del documento'), back);
}

describe('the identity documents of the banking tab', () => {
  beforeEach(() => sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' }));

  it('shows the upload form while no documents were sent', async () => {
    renderBankingTab({ profile: customer({ documentState: 'none' }) });

    expect(await screen.findByRole('heading', { name: 'Documenti da caricare' })).toBeInTheDocument();
    expect(screen.getByLabelText('Fronte del documento')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,application/pdf',
    );
    expect(screen.getByRole('button', { name: 'Invia i documenti' })).toBeInTheDocument();
  });

  it('shows a pending message, and no form, while the documents are being verified', async () => {
    renderBankingTab({ profile: customer({ documentState: 'verifying', verifying: true }) });

    expect(await screen.findByRole('heading', { name: 'Documenti in verifica' })).toBeInTheDocument();
    expect(within(documentsSection()).getByText(/li stiamo controllando/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Fronte del documento')).not.toBeInTheDocument();
  });

  it('confirms verified documents, with no form', async () => {
    renderBankingTab({ profile: customer({ documentState: 'verified', docVerified: true }) });

    expect(await screen.findByRole('heading', { name: 'Documenti verificati' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invia i documenti' })).not.toBeInTheDocument();
  });

  it('says rejected documents were not accepted, with the reason given, and offers the form again', async () => {
    renderBankingTab({
      profile: customer({ documentState: 'rejected', documentRejectionReason: 'Il retro è illeggibile.' }),
    });

    expect(await screen.findByRole('heading', { name: 'Documenti non accettati' })).toBeInTheDocument();
    expect(within(documentsSection()).getByText(/non sono stati accettati/)).toBeInTheDocument();
    expect(within(documentsSection()).getByText('Il retro è illeggibile.')).toBeInTheDocument();
    expect(within(documentsSection()).getByText('Il motivo:')).toBeInTheDocument();
    expect(screen.getByLabelText('Retro del documento')).toBeInTheDocument();
  });

  it('sends e-mail, name and two document parts, front first, then shows the success and the pending state', async () => {
    const state = { profile: customer() };
    const { api } = renderBankingTab(state, {
      'POST /api/document/': () => {
        state.profile = { ...state.profile, documentState: 'verifying', verifying: true };
        return success();
      },
    });
    const user = setupUser();

    await chooseBothSides(user);
    expect(screen.getByText(/fronte\.jpg/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invia i documenti' }));

    expect(await screen.findByText('Documenti caricati con successo!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Documenti in verifica' })).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/document/');
    expect(call?.authorization).toBe('Bearer user-token');
    const form = sentForm(api, call!);
    expect(form.get('email')).toBe('maria@example.com');
    expect(form.get('name')).toBe('Maria Rossi');
    const parts = form.getAll('document') as File[];
    expect(parts.map((part) => part.name)).toEqual(['fronte.jpg', 'retro.pdf']);
  });

  it('asks for the missing side instead of sending one file', async () => {
    const { api } = renderBankingTab({ profile: customer() });
    const user = setupUser();

    await user.upload(await screen.findByLabelText('Fronte del documento'), front);
    await user.click(screen.getByRole('button', { name: 'Invia i documenti' }));

    expect(screen.getByLabelText('Retro del documento')).toHaveAccessibleDescription(
      expect.stringContaining('Scegli il file con il retro del documento.'),
    );
    expect(screen.getByLabelText('Retro del documento')).toHaveFocus();
    expect(api.callsTo('POST /api/document/')).toHaveLength(0);
  });

  it('refuses a file that is neither an image nor a PDF, or too large, before sending', async () => {
    const { api } = renderBankingTab({ profile: customer() });
    const user = setupUser({ applyAccept: false });
    const huge = new File(['x'], 'scansione.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: UploadLimits.documentBytes + 1 });

    await user.upload(await screen.findByLabelText('Fronte del documento'), new File(['x'], 'nota.txt'));
    await user.upload(screen.getByLabelText('Retro del documento'), huge);

    expect(screen.getByText("«nota.txt» non è un'immagine JPEG, PNG o WebP né un PDF.")).toBeInTheDocument();
    expect(screen.getByText('«scansione.png» supera i 10 MB: scegli un file più leggero.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invia i documenti' }));
    expect(api.callsTo('POST /api/document/')).toHaveLength(0);
  });

  it('says the upload failed when the server refuses the files, with the reason it knows', async () => {
    renderBankingTab(
      { profile: customer() },
      { 'POST /api/document/': failure(413, 'PAYLOAD_TOO_LARGE', 'File troppo grande') },
    );
    const user = setupUser();

    await chooseBothSides(user);
    await user.click(screen.getByRole('button', { name: 'Invia i documenti' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Errore nel caricamento dei documenti. Riprova. Ogni file può pesare al massimo 10 MB.',
    );
  });

  it('asks to retry later when the server cannot be reached', async () => {
    renderBankingTab({ profile: customer() });
    const user = setupUser();
    await chooseBothSides(user);
    const answerJson = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/document/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : answerJson(input, init),
    );

    await user.click(screen.getByRole('button', { name: 'Invia i documenti' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Si è verificato un errore. Riprova più tardi.');
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    renderBankingTab(
      { profile: customer() },
      { 'POST /api/document/': failure(415, 'UNSUPPORTED_MEDIA_TYPE', 'Formato non supportato') },
    );
    const user = setupUser();

    await user.upload(await screen.findByLabelText('Front of the document'), front);
    await user.upload(screen.getByLabelText('Back of the document'), back);
    await user.click(screen.getByRole('button', { name: 'Send documents' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error uploading the documents. Please try again. Only JPEG, PNG or WebP images and PDF files are accepted.',
    );
  });
});
