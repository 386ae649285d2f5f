import type { SiteSettingsResponse } from '@cammini/contract';
import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { failure, stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { SettingsScreen } from './settings-screen';

const privateToken = {
  'GET /api/generate-private-token/': { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
};
const saved: SiteSettingsResponse = {
  message: 'Success',
  settings: {
    businessName: 'Studio Aurora',
    legalAddress: 'Via Roma 3, 40121 Bologna (BO)',
    taxId: '06123450485',
    email: 'ciao@studio-aurora.example',
    phone: '+39 051 765 4321',
    whatsapp: null,
    social: {
      facebook: null,
      instagram: 'https://www.instagram.com/studioaurora',
      youtube: null,
      linkedin: null,
      tiktok: null,
    },
    noticeEmail: null,
    reviewsNeedApproval: true,
  },
  defaultNoticeEmail: 'titolare@example.com',
};
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
    await user.type(phone, '051 765 4321');
    await user.clear(screen.getByLabelText('Partita IVA o codice fiscale'));
    await user.type(screen.getByLabelText('Partita IVA o codice fiscale'), '12345678901');
    await user.type(screen.getByLabelText('YouTube'), 'http://youtube.com/x');
    await user.click(screen.getByRole('button', { name: 'Salva le impostazioni' }));
    expect(
      await screen.findByText('Scrivi il numero in forma internazionale, con il prefisso del paese (+39 …).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Inserisci una partita IVA (11 cifre) o un codice fiscale valido.')).toBeInTheDocument();
    expect(screen.getByText('Inserisci un indirizzo completo che inizi con https://.')).toBeInTheDocument();
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
