import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import ModulePage from './module-page';

const renderModule = () => renderAt('/modulo', [{ path: '/modulo', element: <ModulePage /> }]);

const answers: Record<string, string> = {
  Nome: 'Marco',
  Cognome: 'Neri',
  'E-mail': 'Marco.Neri@Example.com',
  Telefono: '333 765 4321',
  'Data di nascita': '1985-06-20',
  Città: 'Bologna',
  'Che cosa ti interessa': 'Un percorso di gruppo',
  'Il tuo obiettivo': 'Ritrovare calma e concentrazione.',
  'Budget (€)': '250',
  Messaggio: 'Preferisco gli incontri nel fine settimana.',
};

async function fillAll() {
  for (const [label, value] of Object.entries(answers)) await setupUser().type(screen.getByLabelText(label), value);
}
const submit = () => setupUser().click(screen.getByRole('button', { name: 'Invia il modulo' }));
const terms = () => screen.getByRole('checkbox', { name: /Accetto i termini e le condizioni/ });

describe('contact module page', () => {
  it('is titled Modulo di Contatto and types its inputs', () => {
    renderModule();
    expect(screen.getByRole('heading', { level: 1, name: 'Modulo di Contatto' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Telefono')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Data di nascita')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Budget (€)')).toHaveAttribute('type', 'number');
    expect(terms()).not.toBeChecked();
  });

  it('requires every field but the box', async () => {
    const api = stubApi({});
    renderModule();
    await setupUser().click(terms());
    await submit();
    expect(await screen.findAllByText('Campo obbligatorio.')).toHaveLength(10);
    expect(api.calls).toHaveLength(0);
  });

  it('refuses to send without the terms accepted', async () => {
    const api = stubApi({ 'POST /api/module/': success() });
    renderModule();
    await fillAll();
    await submit();
    expect(await screen.findByText('Devi accettare i termini e le condizioni.')).toBeInTheDocument();
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('announces the unticked terms as the one field to correct and focuses the box', async () => {
    stubApi({});
    renderModule();
    await fillAll();
    await submit();
    // The summary is the one alert: the error under the box is read with the box.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un campo da correggere: è selezionato, qui sotto trovi cosa manca.',
    );
    await waitFor(() => expect(terms()).toHaveFocus());
  });

  it('refuses a negative budget and a too recent birth date', async () => {
    const api = stubApi({});
    renderModule();
    await fillAll();
    await setupUser().clear(screen.getByLabelText('Budget (€)'));
    await setupUser().type(screen.getByLabelText('Budget (€)'), '-5');
    await setupUser().clear(screen.getByLabelText('Data di nascita'));
    await setupUser().type(screen.getByLabelText('Data di nascita'), `${new Date().getFullYear() - 3}-01-01`);
    await setupUser().click(terms());
    await submit();
    expect(await screen.findByText('Inserisci un importo valido in euro, senza segno meno.')).toBeInTheDocument();
    expect(screen.getByText('Inserisci una data di nascita valida (almeno 14 anni).')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the session token as bearer when logged in, so the module is the account’s own', async () => {
    sessionStore.login({ email: 'marco.neri@example.com', token: 'login-token', group: 'user' });
    const api = stubApi({ 'POST /api/module/': success() });
    renderModule();
    await fillAll();
    await setupUser().click(terms());
    await submit();
    await screen.findByText('Modulo inviato con successo!');
    expect(api.callsTo('POST /api/module/')[0]?.authorization).toBe('Bearer login-token');
  });

  it('sends the module with the surname and without the box, then clears it', async () => {
    const api = stubApi({ 'POST /api/module/': success() });
    renderModule();
    await fillAll();
    await setupUser().click(terms());
    await submit();
    expect(await screen.findByText('Modulo inviato con successo!')).toHaveClass('alert-success');
    expect(api.callsTo('POST /api/module/')[0]?.body).toEqual({
      name: 'Marco',
      surname: 'Neri',
      email: 'marco.neri@example.com',
      birth_date: '1985-06-20',
      city: 'Bologna',
      phonenumber: '333 765 4321',
      interested_in: 'Un percorso di gruppo',
      objective: 'Ritrovare calma e concentrazione.',
      spending: 250,
      message: 'Preferisco gli incontri nel fine settimana.',
    });
    expect(api.callsTo('POST /api/module/')[0]?.authorization).toBeUndefined();
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    expect(terms()).not.toBeChecked();
  });

  it('shows an error text when the server refuses', async () => {
    stubApi({ 'POST /api/module/': failure(500, 'INTERNAL', 'Errore interno') });
    renderModule();
    await fillAll();
    await setupUser().click(terms());
    await submit();
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent(/^Errore/);
    expect(message).toHaveClass('alert-error');
  });

  it('shows the terms message in English', async () => {
    await i18n.changeLanguage('en');
    stubApi({});
    renderModule();
    await setupUser().click(screen.getByRole('button', { name: 'Send the module' }));
    expect(await screen.findByText('You must accept the terms and conditions.')).toBeInTheDocument();
  });
});
