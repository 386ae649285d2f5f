import { fieldProblem } from '@cammini/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_STORAGE_KEY } from '../../../features/landing-pages/builder/builder-draft';
import { landingPageFixture } from '../../../features/landing-pages/testing/landing-page-fixture';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';
import { ApiError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/session-store';
import { stubApi } from '../../../test/fake-api';
import { stubObjectUrls } from '../../../test/object-urls';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import BuildLandingPage from './build-landing-page';
import EditLandingPage from './edit-landing-page';

vi.mock('../../../lib/admin/send-admin-form', () => ({ sendAdminForm: vi.fn() }));
const sent = vi.mocked(sendAdminForm);

const privateToken = {
  'GET /api/generate-private-token/': { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
};
const savedPage = { ...landingPageFixture({ id: 7, title: 'open-day' }), updatedAt: '2026-03-01T10:00:00.000Z' };

beforeEach(() => {
  stubObjectUrls();
  // A new login also drops the private token the client keeps between calls.
  sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
  sent.mockReset();
});

const routes = [
  { path: '/buildlandingpage', element: <BuildLandingPage /> },
  { path: '/edit-landing/:id', element: <EditLandingPage /> },
];
const preview = () => screen.getByRole('region', { name: 'Anteprima della landing page' });
const sentFields = (call = 0) => {
  const form = sent.mock.calls[call]![1].form;
  return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
};

describe('the landing-page builder (/buildlandingpage)', () => {
  it('previews the defaults with the public page’s sections and follows every change', async () => {
    stubApi(privateToken);
    const user = setupUser();
    renderAt('/buildlandingpage', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Crea landing page' })).toBeInTheDocument();
    expect(within(preview()).getByRole('heading', { name: 'Il titolo della tua landing page' })).toBeInTheDocument();
    expect(within(preview()).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(within(preview()).getByRole('list', { name: 'Social' })).toBeInTheDocument();

    const title = screen.getByRole('textbox', { name: 'Titolo principale' });
    await user.clear(title);
    await user.type(title, 'Ritiro di primavera');
    expect(within(preview()).getByRole('heading', { level: 1, name: 'Ritiro di primavera' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rimuovi il motivo 1' }));
    await user.click(screen.getByRole('button', { name: 'Aggiungi una domanda' }));
    const newFaq = screen.getByRole('group', { name: 'Domanda 2' });
    await user.type(within(newFaq).getByRole('textbox', { name: 'Domanda' }), 'Dove si dorme?');
    expect(within(preview()).queryByRole('heading', { name: 'Cura' })).not.toBeInTheDocument();
    expect(within(preview()).getByText('Dove si dorme?')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Mostra le icone social' }));
    expect(within(preview()).queryByRole('list', { name: 'Social' })).not.toBeInTheDocument();
  });

  it('switches between addresses (the default) and files, showing chosen pictures in the preview', async () => {
    stubApi(privateToken);
    const user = setupUser();
    renderAt('/buildlandingpage', routes);
    expect(screen.getByRole('radio', { name: 'Indirizzi (URL)' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Indirizzo del logo' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Caricamento di file' }));
    expect(screen.queryByRole('textbox', { name: 'Indirizzo del logo' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(within(preview()).getByRole('img', { name: /Logo di/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  });

  it('publishes to the server, keeps the draft, and continues on the page’s edit screen', async () => {
    stubApi({ ...privateToken, 'GET /api/landingpage/id/7': { body: savedPage } });
    sent.mockResolvedValue({ message: 'Success', id: 7, slug: 'open-day' });
    const user = setupUser();
    const { router } = renderAt('/buildlandingpage', routes);
    await user.type(screen.getByRole('textbox', { name: 'Indirizzo della pagina' }), 'Open Day');
    expect(screen.getByText('La pagina sarà pubblicata su /open-day')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pubblica' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-landing/7'));
    expect(sent).toHaveBeenCalledWith('/api/landingpage/', expect.objectContaining({ method: 'POST' }));
    expect(sentFields()).toMatchObject({ urls: 'true', title: 'open-day', heroBgColor: '#6c757d' });
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!).state.slug).toBe('Open Day');
    const success = await screen.findByText('Landing page pubblicata con successo!');
    expect(within(success).getByRole('link', { name: 'Apri /open-day' })).toHaveAttribute('href', '/open-day');
  });

  it('sends nothing while a field is wrong, and says which', async () => {
    stubApi(privateToken);
    const user = setupUser();
    renderAt('/buildlandingpage', routes);
    const color = screen.getByRole('textbox', { name: 'Colore di sfondo (esadecimale)' });
    await user.clear(color);
    await user.type(color, 'rosso');
    await user.click(screen.getByRole('button', { name: 'Pubblica' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Controlla i campi evidenziati:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Indirizzo della pagina', 'Colore di sfondo']);
    expect(screen.getByText('Usa un colore esadecimale, ad esempio #ffa400.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    // The draft is kept even so.
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
  });

  it.each([
    [
      'the server’s message',
      new ApiError(409, 'TITLE_TAKEN', 'Esiste già una landing page con l’indirizzo /open-day.', {
        'body.title': [fieldProblem('slugTaken')],
      }),
      'Esiste già una landing page con l’indirizzo /open-day.',
    ],
    [
      'a network error',
      new ApiError(0, 'NETWORK', 'Network error'),
      'Errore di rete: controlla la connessione e riprova.',
    ],
    [
      'a server failure',
      new ApiError(500, 'INTERNAL', 'Errore interno'),
      'Errore durante la pubblicazione della landing page.',
    ],
  ])('shows %s when publishing fails', async (_name, error, text) => {
    stubApi(privateToken);
    sent.mockRejectedValue(error);
    const user = setupUser();
    renderAt('/buildlandingpage', routes);
    await user.type(screen.getByRole('textbox', { name: 'Indirizzo della pagina' }), 'open-day');
    await user.click(screen.getByRole('button', { name: 'Pubblica' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Pubblica' })).toBeEnabled();
  });

  it('says when the private token cannot be had, sending nothing', async () => {
    stubApi({
      'GET /api/generate-private-token/': {
        status: 401,
        body: { message: 'Accesso richiesto', error: 'UNAUTHORIZED' },
      },
    });
    const user = setupUser();
    renderAt('/buildlandingpage', routes);
    await user.type(screen.getByRole('textbox', { name: 'Indirizzo della pagina' }), 'open-day');
    await user.click(screen.getByRole('button', { name: 'Pubblica' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nella generazione del token');
    expect(sent).not.toHaveBeenCalled();
  });

  it('reopens on the saved draft, and starts over on request', async () => {
    stubApi(privateToken);
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        savedAt: '2026-03-01T10:00:00.000Z',
        state: { ...savedDraftState(), heroTitle: 'Bozza ritrovata' },
      }),
    );
    vi.stubGlobal('confirm', () => true);
    const user = setupUser();
    renderAt('/buildlandingpage', routes);
    expect(screen.getByText(/Abbiamo ripristinato la bozza salvata/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titolo principale' })).toHaveValue('Bozza ritrovata');

    await user.click(screen.getByRole('button', { name: 'Ricomincia da capo' }));
    expect(screen.getByRole('textbox', { name: 'Titolo principale' })).toHaveValue('Il titolo della tua landing page');
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText(/Abbiamo ripristinato/)).not.toBeInTheDocument();
  });

  it('warns about colours that are hard to read, without refusing them', async () => {
    stubApi(privateToken);
    const user = setupUser();
    renderAt('/buildlandingpage', routes);
    // The defaults read well; white text on the orange button (2:1) does not.
    expect(screen.queryByText(/si legge a fatica/)).not.toBeInTheDocument();
    const buttonText = screen.getByRole('textbox', { name: 'Colore del testo del pulsante (esadecimale)' });
    await user.clear(buttonText);
    await user.type(buttonText, '#ffffff');
    expect(screen.getByText(/Il testo del pulsante si legge a fatica: contrasto 2:1/)).toBeInTheDocument();
    const button = screen.getByRole('textbox', { name: 'Colore del pulsante (esadecimale)' });
    await user.clear(button);
    await user.type(button, '#a9541f');
    expect(screen.queryByText(/si legge a fatica/)).not.toBeInTheDocument();
  });

  it('shows settings or preview one at a time on a small screen', async () => {
    stubApi(privateToken);
    const user = setupUser();
    const { container } = renderAt('/buildlandingpage', routes);
    const toggle = screen.getByRole('group', { name: 'Mostra' });
    expect(within(toggle).getByRole('button', { name: 'Impostazioni' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(toggle).getByRole('button', { name: 'Anteprima' }));
    expect(container.querySelector('.lb')).toHaveAttribute('data-view', 'preview');
  });
});

function savedDraftState() {
  return {
    slug: 'bozza',
    mode: 'url',
    heroTitle: '',
    heroSubtitle: '',
    heroCtaText: '',
    heroBgColor: '#6c757d',
    heroTextColor: '#ffffff',
    heroButtonColor: '#ffa400',
    heroButtonTextColor: '#ffffff',
    logoUrl: '',
    heroBgImageUrl: '',
    heroVideoUrl: '',
    showSocialIcons: true,
    socialIcons: [],
    reasons: [],
    modules: [],
    faqs: [],
    photos: [],
    videos: [],
  };
}

describe('editing a landing page (/edit-landing/{id})', () => {
  it('loads the page into the builder and saves it in place', async () => {
    stubApi({ ...privateToken, 'GET /api/landingpage/id/7': { body: savedPage } });
    sent.mockResolvedValue({ message: 'Success', id: 7, slug: 'open-day' });
    const user = setupUser();
    renderAt('/edit-landing/7', routes);
    const title = await screen.findByRole('textbox', { name: 'Titolo principale' });
    expect(title).toHaveValue('Ritiro di primavera');
    expect(screen.getByRole('radio', { name: 'Caricamento di file' })).toBeChecked();
    await user.type(title, ' 2026');
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));

    expect(await screen.findByText('Modifiche salvate con successo!')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith('/api/landingpage/7', expect.objectContaining({ method: 'PUT' }));
    expect(sentFields()).toMatchObject({
      urls: 'false',
      title: 'open-day',
      heroTitle: 'Ritiro di primavera 2026',
      logourl: '/uploads/landing/logo.png',
      existingPhotos: '/uploads/landing/foto-1.jpg,https://cdn.example.org/foto-2.jpg',
    });
    // A saved edit is no draft of a new page.
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it.each(['/edit-landing/999', '/edit-landing/abc'])('says %s is not found', async (path) => {
    stubApi(privateToken);
    renderAt(path, routes);
    expect(await screen.findByText('Landing page non trovata.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Landing page' })).toHaveAttribute('href', '/seelandingpage');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
