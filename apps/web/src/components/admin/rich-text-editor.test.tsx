import { render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fake-api';
import { setupUser } from '../../test/user';
import { RichTextEditor } from './rich-text-editor';

const privateToken = {
  'GET /api/generate-private-token/': { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
};
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' });
const docx = () => new File([new Uint8Array([80, 75, 3, 4])], 'articolo.docx');
const fileInput = (container: Element, accept: string) =>
  container.querySelector<HTMLInputElement>(`input[type="file"][accept^="${accept}"]`)!;

describe('RichTextEditor', () => {
  it('shows the saved content under its label, with the toolbar', async () => {
    render(<RichTextEditor label="Contenuto" value="<p>Un respiro alla volta</p>" onChange={() => {}} />);
    const box = await screen.findByRole('textbox', { name: 'Contenuto' });
    expect(box).toHaveTextContent('Un respiro alla volta');
    expect(screen.getByRole('toolbar', { name: 'Formattazione' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Immagine a sinistra' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Importa da file .docx' })).not.toBeInTheDocument();
  });

  it('is one Tab stop: the arrow keys move between the tools, Tab goes on to the text, and a tool still applies', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Contenuto" value="<p>Un respiro alla volta</p>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Contenuto' });
    const user = setupUser();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Grassetto' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Corsivo' })).toHaveFocus();
    // The last tool that can act now: with no history, undo and redo are disabled and skipped.
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Inserisci immagine' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Grassetto' })).toHaveFocus();
    await user.tab();
    expect(box).toHaveFocus();
    // Back into the toolbar lands on the tool last used.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Grassetto' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Grassetto' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('uploads a chosen image with the private token, asks its alternative text and inserts it with it', async () => {
    const api = stubApi({
      ...privateToken,
      'POST /api/upload/': { body: { message: 'Success', url: '/uploads/media/content/2026/a.webp' } },
    });
    const onChange = vi.fn();
    const { container } = render(<RichTextEditor label="Contenuto" value="<p>Testo</p>" onChange={onChange} />);
    await screen.findByRole('textbox', { name: 'Contenuto' });
    const user = setupUser();
    await user.upload(fileInput(container, 'image/'), png());
    const alt = await screen.findByRole('textbox', { name: 'Testo alternativo dell’immagine' });
    await waitFor(() => expect(alt).toHaveFocus());
    expect(alt).toHaveAccessibleDescription(/Descrivi in poche parole cosa mostra/);
    expect(onChange).not.toHaveBeenCalled();
    await user.type(alt, 'Un sentiero nel bosco d’inverno');
    await user.click(screen.getByRole('button', { name: 'Inserisci nel testo' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<img src="/uploads/media/content/2026/a.webp" alt="Un sentiero nel bosco d’inverno">'),
      ),
    );
    expect(screen.queryByRole('textbox', { name: 'Testo alternativo dell’immagine' })).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/upload/')?.authorization).toBe('Bearer private-token');
  });

  it('leaves the caret after an inserted image, so what is typed next follows it and deletes nothing', async () => {
    stubApi({
      ...privateToken,
      'POST /api/upload/': { body: { message: 'Success', url: '/uploads/media/content/2026/b.webp' } },
    });
    const onChange = vi.fn();
    // An empty text: the picture ends it, and what is typed next goes in a paragraph after it.
    const { container } = render(<RichTextEditor label="Contenuto" value="" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Contenuto' });
    const user = setupUser();
    await user.upload(fileInput(container, 'image/'), png());
    // Enter in the question inserts (and must not submit the form around the editor).
    await user.type(await screen.findByRole('textbox', { name: 'Testo alternativo dell’immagine' }), 'Foto{Enter}');
    await waitFor(() => expect(box).toHaveFocus());
    await user.keyboard('Poi il testo');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringMatching(/<img src="\/uploads\/media\/content\/2026\/b\.webp" alt="Foto"><p>Poi il testo<\/p>$/),
      ),
    );
    expect(screen.getByRole('button', { name: 'Immagine a destra' })).toBeDisabled();
  });

  it('inserts nothing when the question is dismissed', async () => {
    stubApi({
      ...privateToken,
      'POST /api/upload/': { body: { message: 'Success', url: '/uploads/media/content/2026/c.webp' } },
    });
    const onChange = vi.fn();
    const { container } = render(<RichTextEditor label="Contenuto" value="<p>Testo</p>" onChange={onChange} />);
    await screen.findByRole('textbox', { name: 'Contenuto' });
    const user = setupUser();
    await user.upload(fileInput(container, 'image/'), png());
    await user.click(await screen.findByRole('button', { name: 'Non inserire' }));
    expect(screen.queryByRole('textbox', { name: 'Testo alternativo dell’immagine' })).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says so when the image upload fails', async () => {
    stubApi({
      ...privateToken,
      'POST /api/upload/': { status: 415, body: { message: 'no', error: 'UNSUPPORTED_MEDIA_TYPE' } },
    });
    const { container } = render(<RichTextEditor label="Contenuto" value="" onChange={() => {}} />);
    await screen.findByRole('textbox', { name: 'Contenuto' });
    await setupUser().upload(fileInput(container, 'image/'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Caricamento dell’immagine non riuscito. Riprova.');
  });

  it('imports a .docx into an empty editor, and shows its failure text when it fails', async () => {
    stubApi({
      ...privateToken,
      'POST /api/convert-docx-to-html/': {
        body: { message: 'Success', htmlContent: '<h2>Dal documento</h2><p>Testo</p>' },
      },
    });
    const onChange = vi.fn();
    const { container, unmount } = render(<RichTextEditor label="Contenuto" value="" onChange={onChange} docxImport />);
    await screen.findByRole('textbox', { name: 'Contenuto' });
    await setupUser().upload(fileInput(container, '.docx'), docx());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('<h2>Dal documento</h2><p>Testo</p>'));
    unmount();

    stubApi({
      ...privateToken,
      'POST /api/convert-docx-to-html/': { status: 415, body: { message: 'x', error: 'X' } },
    });
    const second = render(<RichTextEditor label="Contenuto" value="" onChange={() => {}} docxImport />);
    await screen.findByRole('textbox', { name: 'Contenuto' });
    await setupUser().upload(fileInput(second.container, '.docx'), docx());
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante il caricamento del file DOCX.');
  });
});
