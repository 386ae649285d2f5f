import { SiteSettings, type SiteSettingsResponse } from '@cammini/contract';
import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { privateToken } from '../../../components/admin/testing/admin-api';
import i18n from '../../../lib/i18n';
import { failure, stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { testSiteSettings } from '../../../test/site-settings';
import { setupUser } from '../../../test/user';
import { SettingsScreen } from './settings-screen';

const saved: SiteSettingsResponse = {
  message: 'Success',
  settings: {
    ...testSiteSettings,
    whatsapp: null,
    noticeEmail: null,
    adrBodyName: null,
    adrBodyUrl: null,
    complaintsAnswerDays: 14,
    termsExtraClauseIt: null,
    termsExtraClauseEn: null,
  },
  defaultNoticeEmail: 'titolare@example.com',
};
/** The saved settings behind the screen, and a server that saves what it is sent as the contract completes it. */
const stubSavingServer = () =>
  stubApi({
    ...privateToken,
    'GET /api/admin/settings': { body: saved },
    'PUT /api/settings': ({ body }) => ({ body: { ...saved, settings: SiteSettings.parse(body) } }),
  });
const renderScreen = () => renderAt('/impostazioni', [{ path: '/impostazioni', element: <SettingsScreen /> }]);

describe('the settings screen', () => {
  it('shows every saved field, and where notices go while none is set', async () => {
    stubApi({ ...privateToken, 'GET /api/admin/settings': { body: saved } });
    renderScreen();
    expect(screen.getByText('Caricamento delle impostazioni...')).toBeInTheDocument();
    expect(await screen.findByLabelText("Nome dell'attività")).toHaveValue('Studio Aurora');
    expect(screen.getByLabelText('Partita IVA o codice fiscale')).toHaveValue('06123450485');
    expect(screen.getByLabelText('Numero WhatsApp')).toHaveValue('');
    expect(screen.getByLabelText('Instagram')).toHaveValue('https://www.instagram.com/studioaurora');
    expect(screen.getByText(/Vuoto: vanno a titolare@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Le nuove recensioni aspettano la mia approvazione' })).toBeChecked();
  });

  it('says what is wrong with each field and sends nothing', async () => {
    const api = stubApi({ ...privateToken, 'GET /api/admin/settings': { body: saved } });
    const user = setupUser();
    renderScreen();
    const phone = await screen.findByLabelText('Telefono');
    await user.clear(phone);
    await user.type(phone, 'tel. 051 765 4321');
    await user.clear(screen.getByLabelText('Partita IVA o codice fiscale'));
    await user.type(screen.getByLabelText('Partita IVA o codice fiscale'), '12345678901');
    await user.type(screen.getByLabelText('YouTube'), 'http://youtube.com/x');
    await user.click(screen.getByRole('button', { name: 'Salva le impostazioni' }));
    expect(
      await screen.findByText(
        'Scrivi un numero di telefono: cifre e spazi, con + e il prefisso del paese se è estero (+44 …).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Inserisci una partita IVA (11 cifre) o un codice fiscale valido.')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Inserisci l'indirizzo web del profilo, per esempio instagram.com/studio (solo collegamenti https).",
      ),
    ).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /api/settings')).toHaveLength(0);
  });

  it('saves the whole form with the private token and says so', async () => {
    const api = stubApi({
      ...privateToken,
      'GET /api/admin/settings': { body: saved },
      'PUT /api/settings': ({ body }) => ({
        body: { ...saved, settings: { ...saved.settings, whatsapp: (body as { whatsapp: string }).whatsapp } },
      }),
    });
    const user = setupUser();
    renderScreen();
    await user.type(await screen.findByLabelText('Numero WhatsApp'), '+39 347 765 4321');
    await user.click(screen.getByRole('checkbox', { name: 'Le nuove recensioni aspettano la mia approvazione' }));
    await user.click(screen.getByRole('button', { name: 'Salva le impostazioni' }));
    expect(await screen.findByText('Impostazioni salvate: il sito mostra già i nuovi dati.')).toBeInTheDocument();
    const [call] = api.callsTo('PUT /api/settings');
    expect(call?.authorization).toBe('Bearer private-token');
    expect(call?.body).toMatchObject({ whatsapp: '+39 347 765 4321', reviewsNeedApproval: false, noticeEmail: '' });
  });

  it('sends a phone without +39 and a link without https://, then shows them as the server completed them', async () => {
    const api = stubSavingServer();
    const user = setupUser();
    renderScreen();
    const phone = await screen.findByLabelText('Telefono');
    await user.clear(phone);
    await user.type(phone, '051 765 4321');
    await user.type(screen.getByLabelText('YouTube'), 'youtube.com/@studioaurora');
    await user.click(screen.getByRole('button', { name: 'Salva le impostazioni' }));
    expect(await screen.findByText('Impostazioni salvate: il sito mostra già i nuovi dati.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/settings')[0]?.body).toMatchObject({
      phone: '051 765 4321',
      social: { youtube: 'youtube.com/@studioaurora' },
    });
    expect(screen.getByLabelText('Telefono')).toHaveValue('+39 051 765 4321');
    expect(screen.getByLabelText('YouTube')).toHaveValue('https://youtube.com/@studioaurora');
  });

  it('edits the terms of sale’s choices and sends them with every other field, which PUT replaces', async () => {
    const api = stubSavingServer();
    const user = setupUser();
    renderScreen();
    const period = await screen.findByLabelText('Giorni per recedere da un acquisto');
    expect(period).toHaveValue(14);
    expect(screen.getByText(/Almeno 14, come vuole la legge/)).toBeInTheDocument();
    const exception = screen.getByRole('checkbox', {
      name: /Escludi il diritto di recesso per i percorsi in presenza/,
    });
    expect(exception).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'condizioni di vendita' })).toHaveAttribute(
      'href',
      '/condizioni-di-vendita',
    );

    await user.clear(period);
    await user.type(period, '9');
    await user.type(screen.getByLabelText('Pagina web dell’organismo ADR'.replace('’', "'")), 'adr.example.it');
    await user.type(screen.getByLabelText('Clausola aggiuntiva in italiano (facoltativa)'), 'Porta un tappetino.');
    await user.click(screen.getByRole('button', { name: 'Salva le impostazioni' }));
    expect(await screen.findByText('Indica un numero intero di giorni da 14 a 90.')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Scrivi il nome dell'organismo su una riga (al massimo 200 caratteri): serve se indichi la sua pagina.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Scrivi la clausola in inglese (al massimo 3000 caratteri): serve se la scrivi in italiano.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/settings')).toHaveLength(0);

    await user.clear(period);
    await user.type(period, '30');
    await user.click(exception);
    await user.type(screen.getByLabelText('Organismo ADR scelto (facoltativo)'), 'Camera arbitrale');
    await user.type(screen.getByLabelText('La stessa clausola in inglese'), 'Bring a mat.');
    await user.click(screen.getByRole('button', { name: 'Salva le impostazioni' }));
    expect(await screen.findByText('Impostazioni salvate: il sito mostra già i nuovi dati.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/settings')[0]?.body).toEqual({
      businessName: 'Studio Aurora',
      legalAddress: 'Via Roma 3, 40121 Bologna (BO)',
      taxId: '06123450485',
      email: 'ciao@studio-aurora.example',
      phone: '+39 051 765 4321',
      whatsapp: '',
      noticeEmail: '',
      social: {
        facebook: '',
        instagram: 'https://www.instagram.com/studioaurora',
        youtube: '',
        linkedin: '',
        tiktok: '',
      },
      reviewsNeedApproval: true,
      withdrawalPeriodDays: 30,
      leisureServiceException: true,
      complaintsAnswerDays: 14,
      adrBodyName: 'Camera arbitrale',
      adrBodyUrl: 'adr.example.it',
      termsExtraClauseIt: 'Porta un tappetino.',
      termsExtraClauseEn: 'Bring a mat.',
    });
    expect(screen.getByLabelText('Pagina web dell’organismo ADR'.replace('’', "'"))).toHaveValue(
      'https://adr.example.it',
    );
  });

  it('asks for the notice address instead of showing a developer placeholder', async () => {
    stubApi({ ...privateToken, 'GET /api/admin/settings': { body: { ...saved, defaultNoticeEmail: null } } });
    renderScreen();
    expect(
      await screen.findByText(/Nessun indirizzo è ancora impostato: inserisci quello che deve riceverli\./),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/localhost|vanno a/);
  });

  it('puts the server’s refusals on their fields', async () => {
    stubApi({
      ...privateToken,
      'GET /api/admin/settings': { body: saved },
      'PUT /api/settings': failure(400, 'VALIDATION', 'Dati non validi', {
        fields: { 'body.email': [{ code: 'email', message: 'Indirizzo e-mail non valido.' }] },
      }),
    });
    const user = setupUser();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Salva le impostazioni' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail pubblica')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Alcuni campi non sono validi: correggili e salva di nuovo.')).toBeInTheDocument();
  });

  it('offers to try again when the settings cannot be read, in English too', async () => {
    await i18n.changeLanguage('en');
    stubApi({ ...privateToken, 'GET /api/admin/settings': failure(500, 'INTERNAL', 'Errore') });
    renderScreen();
    expect(await screen.findByText('We could not load the settings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
