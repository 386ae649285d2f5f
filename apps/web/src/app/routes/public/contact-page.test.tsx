import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { testSiteSettings as site, siteSettingsRoute } from '../../../test/site-settings';
import { setupUser } from '../../../test/user';
import ContactPage from './contact-page';

const renderContact = () => renderAt('/contatti', [{ path: '/contatti', element: <ContactPage /> }]);

async function fillForm(
  values: Partial<Record<'Nome' | 'Cognome' | 'E-mail' | 'Telefono' | 'La tua richiesta', string>> = {},
) {
  const all = {
    Nome: 'Giulia',
    Cognome: 'Bianchi',
    'E-mail': 'giulia@example.com',
    Telefono: '+39 333 123 4567',
    'La tua richiesta': 'Vorrei sapere quando parte il prossimo percorso a Firenze.',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    if (value) await setupUser().type(screen.getByLabelText(label), value);
  }
}
const submit = () => setupUser().click(screen.getByRole('button', { name: 'Invia il messaggio' }));

describe('contact page', () => {
  it('has typed inputs for e-mail and phone and the privacy notice', () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contatti' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Telefono')).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('link', { name: 'informativa sulla privacy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('shows the business contacts of the settings and the chat link beside the form', async () => {
    stubApi(siteSettingsRoute());
    renderContact();
    const details = screen.getByRole('complementary', { name: 'Altri modi per raggiungerci' });
    expect(await within(details).findByRole('link', { name: site.email! })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(within(details).getByRole('link', { name: site.phone! })).toHaveAttribute('href', 'tel:+390517654321');
    expect(within(details).getByRole('link', { name: 'Apri la chat' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/393477654321'),
    );
    expect(within(details).getByRole('link', { name: 'Compila il modulo di contatto' })).toHaveAttribute(
      'href',
      '/modulo',
    );
  });

  it('shows what is missing and sends nothing', async () => {
    const api = stubApi({});
    renderContact();
    await fillForm({ Telefono: '' });
    await submit();
    expect(await screen.findByText('Campo obbligatorio.')).toBeInTheDocument();
    expect(screen.getByLabelText('Telefono')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /send-email')).toHaveLength(0);
  });

  it('sent empty, announces the errors and puts focus on the first invalid field', async () => {
    stubApi({});
    renderContact();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '5 campi da correggere: il primo è selezionato, sotto ciascuno trovi cosa manca.',
    );
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveFocus());
  });

  it('counts and focuses only what is wrong, in the order of the page', async () => {
    stubApi({});
    renderContact();
    await fillForm({ 'E-mail': 'giulia@', 'La tua richiesta': '' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('2 campi da correggere');
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
  });

  it('checks the e-mail and the phone number with the contract rules', async () => {
    const api = stubApi({});
    renderContact();
    await fillForm({ 'E-mail': 'giulia@', Telefono: 'abc' });
    await submit();
    expect(await screen.findByText('Inserisci un indirizzo e-mail valido.')).toBeInTheDocument();
    expect(screen.getByText('Inserisci un numero di telefono valido (almeno 6 cifre).')).toBeInTheDocument();
    expect(api.callsTo('POST /send-email')).toHaveLength(0);
  });

  it('sends the message, shows the success text and clears the form', async () => {
    const api = stubApi({ 'POST /send-email': success() });
    renderContact();
    await fillForm();
    await submit();
    expect(await screen.findByText('Messaggio inviato! Ti risponderemo al più presto.')).toHaveClass('alert-success');
    expect(api.callsTo('POST /send-email')[0]?.body).toEqual({
      nome: 'Giulia',
      cognome: 'Bianchi',
      mail: 'giulia@example.com',
      telefono: '+39 333 123 4567',
      richiesta: 'Vorrei sapere quando parte il prossimo percorso a Firenze.',
      privacy: true,
    });
    for (const label of ['Nome', 'Cognome', 'E-mail', 'Telefono', 'La tua richiesta']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('sends the session token as bearer when logged in, so the message is the account’s own, and none otherwise', async () => {
    const api = stubApi({ 'POST /send-email': success() });
    renderContact();
    await fillForm();
    await submit();
    await screen.findByText('Messaggio inviato! Ti risponderemo al più presto.');
    sessionStore.login({ email: 'giulia@example.com', token: 'login-token', group: 'user' });
    await fillForm();
    await submit();
    await waitFor(() => expect(api.callsTo('POST /send-email')).toHaveLength(2));
    expect(api.callsTo('POST /send-email').map((call) => call.authorization)).toEqual([
      undefined,
      'Bearer login-token',
    ]);
  });

  it('shows the error text, styled as an error, and keeps what was typed', async () => {
    stubApi({ 'POST /send-email': failure(500, 'INTERNAL', 'Errore interno') });
    renderContact();
    await fillForm();
    await submit();
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent("Errore nell'invio del messaggio. Riprova più tardi.");
    expect(message).toHaveClass('alert-error');
    expect(screen.getByLabelText('Nome')).toHaveValue('Giulia');
  });

  it('explains a rate limit', async () => {
    stubApi({ 'POST /send-email': failure(429, 'RATE_LIMITED', 'Troppe richieste') });
    renderContact();
    await fillForm();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Errore: hai inviato troppe richieste/);
  });

  it('works in English', async () => {
    await i18n.changeLanguage('en');
    stubApi({ 'POST /send-email': success() });
    renderContact();
    await setupUser().type(screen.getByLabelText('First name'), 'Anna');
    await setupUser().click(screen.getByRole('button', { name: 'Send the message' }));
    expect((await screen.findAllByText('This field is required.')).length).toBe(4);
  });
});
