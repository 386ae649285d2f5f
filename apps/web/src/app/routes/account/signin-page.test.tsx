import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { failure, geoRoutes, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser, type UserEvent } from '../../../test/user';
import SigninPage from './signin-page';

const routes = [{ path: '/signin', element: <SigninPage /> }];

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

async function choosePlace(user: UserEvent, label: string, name: string) {
  await waitFor(() => expect(select(label)).toBeEnabled());
  await user.selectOptions(select(label), name);
}

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Nome'), 'Maria');
  await user.type(screen.getByLabelText('Cognome'), 'Rossi');
  fireEvent.change(screen.getByLabelText('Data di nascita'), { target: { value: '1985-04-12' } });
  await choosePlace(user, 'Paese', 'Italia');
  await choosePlace(user, 'Regione', 'Toscana');
  await choosePlace(user, 'Provincia', 'Firenze');
  await choosePlace(user, 'Città', 'Fiesole');
  await user.type(screen.getByLabelText('Indirizzo'), 'Via dei Bosconi 4');
  await user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
  await user.type(screen.getByLabelText('Password'), 'respiro-calmo');
  await user.type(screen.getByLabelText('Ripeti la password'), 'respiro-calmo');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Registrati' }));

describe('registration page', () => {
  it('registers with every field, sends 123456 when no code is given and asks to check the e-mail', async () => {
    const api = stubApi({ ...geoRoutes, 'POST /api/generate-token/': success() });
    const user = setupUser();
    renderAt('/signin', routes);

    await fillValidForm(user);
    await submit(user);

    expect(await screen.findByText(/Ti abbiamo inviato un'e-mail/)).toHaveTextContent('Il link è valido 24 ore.');
    expect(api.callsTo('POST /api/generate-token/')[0]?.body).toEqual({
      name: 'Maria',
      surname: 'Rossi',
      email: 'maria@example.com',
      password: 'respiro-calmo',
      dateOfBirth: '1985-04-12',
      state: 'Italia',
      region: 'Toscana',
      province: 'Firenze',
      city: 'Fiesole',
      address: 'Via dei Bosconi 4',
      usedAffiliateCode: '123456',
      privacyAccepted: true,
      language: 'it',
    });
    expect(screen.queryByRole('button', { name: 'Registrati' })).not.toBeInTheDocument();
    // The pressed button went with the form: focus goes to the new title, not to the page's body.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('shows passwordMismatch and sends nothing when the passwords differ', async () => {
    const api = stubApi({ ...geoRoutes, 'POST /api/generate-token/': success() });
    const user = setupUser();
    renderAt('/signin', routes);

    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Ripeti la password'));
    await user.type(screen.getByLabelText('Ripeti la password'), 'respiro-agitato');
    await submit(user);

    expect(await screen.findByText('Le password non coincidono.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/generate-token/')).toHaveLength(0);
  });

  it('shows the mismatch together with the other missing fields', async () => {
    const api = stubApi(geoRoutes);
    const user = setupUser();
    renderAt('/signin', routes);

    await user.type(screen.getByLabelText('Password'), 'respiro-calmo');
    await user.type(screen.getByLabelText('Ripeti la password'), 'altro');
    await submit(user);

    expect(await screen.findByText('Le password non coincidono.')).toBeInTheDocument();
    expect(screen.getByText("Per registrarti devi accettare l'informativa sulla privacy.")).toBeInTheDocument();
    expect(api.callsTo('POST /api/generate-token/')).toHaveLength(0);
  });

  it('sent empty, announces the errors and puts focus on the first invalid field of the page', async () => {
    stubApi(geoRoutes);
    const user = setupUser();
    renderAt('/signin', routes);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/campi da correggere: il primo è selezionato/);
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveFocus());
    // Of the place selects only the country, the one that can be chosen now, is marked; the summary
    // counts the fields shown as wrong.
    expect(select('Paese')).toHaveAttribute('aria-invalid', 'true');
    for (const waiting of ['Regione', 'Provincia', 'Città']) {
      expect(select(waiting)).toHaveAttribute('aria-invalid', 'false');
    }
    const shown = document.querySelectorAll('[aria-invalid="true"]').length;
    expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${shown} campi`));
  });

  it('fills the code AAAAAA with "Non ho un codice!"', async () => {
    stubApi(geoRoutes);
    const user = setupUser();
    renderAt('/signin', routes);

    await user.click(screen.getByRole('button', { name: 'Non ho un codice!' }));

    expect(screen.getByLabelText('Codice invito (facoltativo)')).toHaveValue('AAAAAA');
  });

  it('enables the place selects in order and clears those below a changed one', async () => {
    stubApi(geoRoutes);
    const user = setupUser();
    renderAt('/signin', routes);

    expect(select('Regione')).toBeDisabled();
    expect(select('Provincia')).toBeDisabled();
    expect(select('Città')).toBeDisabled();

    await choosePlace(user, 'Paese', 'Italia');
    await waitFor(() => expect(select('Regione')).toBeEnabled());
    expect(select('Provincia')).toBeDisabled();

    await user.selectOptions(select('Regione'), 'Toscana');
    await waitFor(() => expect(select('Provincia')).toBeEnabled());
    expect(select('Città')).toBeDisabled();

    await user.selectOptions(select('Provincia'), 'Siena');
    // Siena's comuni are not in the fake data: the city list fails and offers a retry.
    expect(await screen.findByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    await user.selectOptions(select('Provincia'), 'Firenze');
    await choosePlace(user, 'Città', 'Firenze');
    expect(select('Città').selectedOptions[0]?.textContent).toBe('Firenze');

    await user.selectOptions(select('Paese'), 'Francia');
    await waitFor(() => expect(select('Regione')).toBeEnabled());
    expect(select('Regione')).toHaveValue('');
    expect(select('Provincia')).toBeDisabled();
    expect(select('Città')).toBeDisabled();
    expect(select('Città')).toHaveValue('');

    // France has no provinces: the province select says so and the cities come straight from the region.
    await user.selectOptions(select('Regione'), 'Île-de-France');
    await waitFor(() => expect(select('Città')).toBeEnabled());
    expect(select('Provincia')).toBeDisabled();
    expect(select('Provincia')).toHaveDisplayValue('— Non prevista per questo paese');
    await user.selectOptions(select('Città'), 'Paris');
    expect(select('Città').selectedOptions[0]?.textContent).toBe('Paris');
  });

  it('sends an empty province for a country without provinces', async () => {
    const api = stubApi({ ...geoRoutes, 'POST /api/generate-token/': success() });
    const user = setupUser();
    renderAt('/signin', routes);

    await fillValidForm(user);
    await user.selectOptions(select('Paese'), 'Francia');
    await choosePlace(user, 'Regione', 'Île-de-France');
    await choosePlace(user, 'Città', 'Versailles');
    await submit(user);

    await screen.findByText(/Ti abbiamo inviato un'e-mail/);
    expect(api.callsTo('POST /api/generate-token/')[0]?.body).toMatchObject({
      state: 'Francia',
      region: 'Île-de-France',
      province: '',
      city: 'Versailles',
    });
  });

  it('shows "Utente già registrato" when the e-mail is taken', async () => {
    stubApi({ ...geoRoutes, 'POST /api/generate-token/': failure(409, 'EMAIL_TAKEN', 'Email già esistente') });
    const user = setupUser();
    renderAt('/signin', routes);

    await fillValidForm(user);
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Utente già registrato.');
    expect(screen.getByRole('button', { name: 'Registrati' })).toBeInTheDocument();
  });

  it('explains a password the server finds too common', async () => {
    stubApi({
      ...geoRoutes,
      'POST /api/generate-token/': failure(400, 'PASSWORD_TOO_COMMON', 'Password troppo comune'),
    });
    const user = setupUser();
    renderAt('/signin', routes);

    await fillValidForm(user);
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Questa password è tra le più usate');
  });

  it('refuses a name that carries a link before sending anything', async () => {
    const api = stubApi({ ...geoRoutes, 'POST /api/generate-token/': success() });
    const user = setupUser();
    renderAt('/signin', routes);

    await fillValidForm(user);
    await user.type(screen.getByLabelText('Nome'), ' premi.example');
    await submit(user);

    expect(await screen.findByText(/Scrivi solo il nome, su una riga/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/generate-token/')).toHaveLength(0);
  });

  it('explains an unknown invitation code', async () => {
    const api = stubApi({
      ...geoRoutes,
      'POST /api/generate-token/': failure(400, 'UNKNOWN_AFFILIATE_CODE', 'Codice invito inesistente'),
    });
    const user = setupUser();
    renderAt('/signin', routes);

    await fillValidForm(user);
    await user.type(screen.getByLabelText('Codice invito (facoltativo)'), 'zz99zz');
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Questo codice invito non esiste.');
    expect(api.callsTo('POST /api/generate-token/')[0]?.body).toMatchObject({ usedAffiliateCode: 'ZZ99ZZ' });
  });

  it('shows the server message, or registrationFailed, for other refusals', async () => {
    stubApi({ ...geoRoutes, 'POST /api/generate-token/': failure(500, 'INTERNAL', 'Errore interno') });
    const user = setupUser();
    renderAt('/signin', routes);

    await fillValidForm(user);
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Registrazione non riuscita.');
  });
});
