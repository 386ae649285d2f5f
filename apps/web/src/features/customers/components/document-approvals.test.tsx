import type { IdentityDocumentItem } from '@cammini/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { stubApi } from '../../../test/fake-api';
import { stubModalDialogs } from '../../../test/modal-dialogs';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { DocumentApprovals } from './document-approvals';

const privateToken = {
  'GET /api/generate-private-token/': { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
};
const document = (values: Partial<IdentityDocumentItem> = {}): IdentityDocumentItem => ({
  idDoc: 7,
  idDocument: 7,
  name: 'Luca Verdi',
  email: 'luca@example.com',
  taxCode: 'VRDLCU85T10A562S',
  birthDate: '1985-12-10',
  valid: 0,
  fileurl: '/api/document/7/file/front,/api/document/7/file/back',
  status: 'pending',
  rejectionReason: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  ...values,
});
const renderApprovals = () =>
  renderAt('/clienti', [{ path: '/clienti', element: <DocumentApprovals headingId="documenti" /> }]);
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

const revoked: string[] = [];
stubModalDialogs();
beforeAll(() => {
  // jsdom has no blob URLs.
  let next = 0;
  Object.assign(URL, {
    createObjectURL: () => `blob:document-${++next}`,
    revokeObjectURL: (url: string) => revoked.push(url),
  });
});
beforeEach(() => {
  revoked.length = 0;
});

/** The JSON API, plus the document files as the server streams them. */
function stubWithFiles(routes: Parameters<typeof stubApi>[0], file = { bytes: 'png', type: 'image/png' }) {
  const api = stubApi({ ...privateToken, ...routes });
  const fileCalls: { path: string; authorization?: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (!path.includes('/file/')) return api.fetchMock(input, init);
    fileCalls.push({ path, authorization: (init?.headers as Record<string, string>)?.authorization });
    return new Response(file.bytes, { headers: { 'content-type': file.type } });
  });
  return { api, fileCalls };
}

describe('DocumentApprovals', () => {
  it('says so when there is nothing to approve, in Italian and in English', async () => {
    stubApi({ ...privateToken, 'GET /api/documents/': { body: [] } });
    const { unmount } = renderApprovals();
    expect(screen.getByText('Caricamento dei documenti...')).toBeInTheDocument();
    expect(await screen.findByText('Nessun documento da approvare.')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('en');
    renderApprovals();
    expect(await screen.findByText('No documents found for approval.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Document Approvals' })).toBeInTheDocument();
  });

  it('lists each document with its customer, status and actions', async () => {
    stubApi({
      ...privateToken,
      'GET /api/documents/': {
        body: [document(), document({ idDoc: 8, name: 'Sara Neri', valid: 1, status: 'approved' })],
      },
    });
    renderApprovals();
    const luca = await screen.findByRole('row', { name: /Luca Verdi/ });
    expect(luca).toHaveTextContent('Non approvato');
    expect(luca).toHaveTextContent('da verificare');
    expect(within(luca).getByRole('button', { name: 'Fronte del documento di Luca Verdi' })).toBeInTheDocument();
    expect(within(luca).getByRole('button', { name: 'Retro del documento di Luca Verdi' })).toBeInTheDocument();
    const sara = row('Sara Neri');
    expect(sara).toHaveTextContent('Approvato');
    expect(within(sara).getByRole('button', { name: 'Approva i documenti di Sara Neri' })).toBeDisabled();
    expect(within(sara).getByRole('button', { name: 'Rifiuta i documenti di Sara Neri' })).toBeEnabled();
  });

  it('approves: sends status 1, then updates the row and says so', async () => {
    const api = stubApi({
      ...privateToken,
      'GET /api/documents/': { body: [document()] },
      'PUT /api/document/': { body: { message: 'Success' } },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApprovals();
    await setupUser().click(await screen.findByRole('button', { name: 'Approva i documenti di Luca Verdi' }));
    expect(await within(row('Luca Verdi')).findByText('Documento approvato con successo.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/document/')[0]).toMatchObject({
      body: { id: 7, status: 1 },
      authorization: 'Bearer private-token',
    });
    await waitFor(() => expect(row('Luca Verdi')).toHaveTextContent('Approvato'));
    expect(within(row('Luca Verdi')).getByRole('button', { name: 'Approva i documenti di Luca Verdi' })).toBeDisabled();
  });

  it('asks before approving, which verifies the customer and e-mails them at once: declined, nothing is sent', async () => {
    const api = stubApi({ ...privateToken, 'GET /api/documents/': { body: [document()] } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderApprovals();
    await setupUser().click(await screen.findByRole('button', { name: 'Approva i documenti di Luca Verdi' }));
    expect(confirm).toHaveBeenCalledWith(
      "Approvare i documenti di Luca Verdi? Il profilo risulterà verificato e Luca Verdi riceve subito un'e-mail che lo conferma.",
    );
    expect(api.callsTo('PUT /api/document/')).toHaveLength(0);
  });

  it('rejects with the reason the customer will read, sent with status 0 and shown on the row', async () => {
    const api = stubApi({
      ...privateToken,
      'GET /api/documents/': { body: [document()] },
      'PUT /api/document/': { body: { message: 'Success' } },
    });
    renderApprovals();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Rifiuta i documenti di Luca Verdi' }));
    const reason = screen.getByLabelText(/Motivo del rifiuto per Luca Verdi/);
    expect(reason).toHaveFocus();
    await user.type(reason, 'Il retro è illeggibile.');
    await user.click(screen.getByRole('button', { name: 'Conferma il rifiuto' }));
    expect(await within(row('Luca Verdi')).findByText('Documento rifiutato con successo.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/document/')[0]?.body).toEqual({ id: 7, status: 0, reason: 'Il retro è illeggibile.' });
    await waitFor(() => expect(row('Luca Verdi')).toHaveTextContent('(rifiutato)'));
    expect(row('Luca Verdi')).toHaveTextContent('Motivo: Il retro è illeggibile.');
    expect(screen.queryByLabelText(/Motivo del rifiuto/)).not.toBeInTheDocument();
  });

  it('sends nothing when the admin cancels a rejection', async () => {
    const api = stubApi({ ...privateToken, 'GET /api/documents/': { body: [document()] } });
    renderApprovals();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Rifiuta i documenti di Luca Verdi' }));
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByLabelText(/Motivo del rifiuto/)).not.toBeInTheDocument();
    expect(api.callsTo('PUT /api/document/')).toHaveLength(0);
  });

  it('shows its failure messages when a decision fails, leaving the row as it was', async () => {
    await i18n.changeLanguage('en');
    stubApi({
      ...privateToken,
      'GET /api/documents/': { body: [document()] },
      'PUT /api/document/': { status: 500, body: { message: 'Errore', error: 'INTERNAL' } },
    });
    renderApprovals();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: "Reject Luca Verdi's documents" }));
    await user.click(screen.getByRole('button', { name: 'Confirm the rejection' }));
    expect(await within(row('Luca Verdi')).findByText('Error during the reject operation.')).toBeInTheDocument();
    expect(row('Luca Verdi')).toHaveTextContent('Not approved');
  });

  it('tells a network failure apart', async () => {
    const api = stubApi({ ...privateToken, 'GET /api/documents/': { body: [document()] } });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') throw new TypeError('Failed to fetch');
      return api.fetchMock(input, init);
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApprovals();
    await setupUser().click(await screen.findByRole('button', { name: 'Approva i documenti di Luca Verdi' }));
    expect(
      await within(row('Luca Verdi')).findByText('Errore di rete: impossibile approvare il documento.'),
    ).toBeInTheDocument();
  });

  it('previews a side from a blob fetched with the private token, and revokes it on Close', async () => {
    const { fileCalls } = stubWithFiles({ 'GET /api/documents/': { body: [document()] } });
    renderApprovals();
    const front = await screen.findByRole('button', { name: 'Fronte del documento di Luca Verdi' });
    await setupUser().click(front);
    const dialog = await screen.findByRole('dialog', { name: 'Fronte del documento di Luca Verdi' });
    const image = await within(dialog).findByRole('img', { name: 'Fronte del documento di Luca Verdi' });
    expect(image.getAttribute('src')).toMatch(/^blob:document-/);
    expect(fileCalls).toEqual([{ path: '/api/document/7/file/front', authorization: 'Bearer private-token' }]);
    expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toHaveFocus();
    await setupUser().click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoked).toEqual([image.getAttribute('src')]);
    expect(front).toHaveFocus();
  });

  it('shows the declared codice fiscale and birth date beside the picture, and on the row', async () => {
    stubWithFiles({ 'GET /api/documents/': { body: [document()] } });
    renderApprovals();
    const listed = await screen.findByRole('row', { name: /Luca Verdi/ });
    expect(within(listed).getByText('VRDLCU85T10A562S')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Retro del documento di Luca Verdi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retro del documento di Luca Verdi' });
    await within(dialog).findByRole('img');
    const identity = within(dialog).getByLabelText('Dati dichiarati da Luca Verdi');
    const pairs = within(identity)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Codice fiscale', 'VRDLCU85T10A562S'],
      ['Data di nascita', '10 dicembre 1985'],
    ]);
    await setupUser().click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the customer gave no codice fiscale or birth date, in English too', async () => {
    await i18n.changeLanguage('en');
    stubWithFiles({ 'GET /api/documents/': { body: [document({ taxCode: null, birthDate: null })] } });
    renderApprovals();
    await setupUser().click(await screen.findByRole('button', { name: "Front of Luca Verdi's document" }));
    const dialog = await screen.findByRole('dialog');
    const identity = within(dialog).getByLabelText('Details given by Luca Verdi');
    expect(
      within(identity)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['not given', 'not given']);
    expect(within(identity).getByText('Tax code (codice fiscale)')).toBeInTheDocument();
    await setupUser().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a click on the backdrop, not on the picture', async () => {
    stubWithFiles({ 'GET /api/documents/': { body: [document()] } });
    renderApprovals();
    await setupUser().click(await screen.findByRole('button', { name: 'Retro del documento di Luca Verdi' }));
    const dialog = await screen.findByRole('dialog');
    await setupUser().click(await within(dialog).findByRole('img'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await setupUser().click(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoked).toHaveLength(1);
  });

  it('offers a PDF side to open in the browser viewer', async () => {
    stubWithFiles({ 'GET /api/documents/': { body: [document()] } }, { bytes: '%PDF-1.4', type: 'application/pdf' });
    renderApprovals();
    await setupUser().click(await screen.findByRole('button', { name: 'Retro del documento di Luca Verdi' }));
    const link = await screen.findByRole('link', { name: 'Apri il PDF' });
    expect(link.getAttribute('href')).toMatch(/^blob:document-/);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says so when the file cannot be loaded', async () => {
    stubApi({ ...privateToken, 'GET /api/documents/': { body: [document()] } });
    renderApprovals();
    await setupUser().click(await screen.findByRole('button', { name: 'Fronte del documento di Luca Verdi' }));
    expect(await screen.findByText('Impossibile caricare il file del documento.')).toBeInTheDocument();
  });
});
