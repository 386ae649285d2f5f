import { screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, success } from '../../../test/fake-api';
import { setupUser } from '../../../test/user';
import { customer, readyCustomer, renderBankingTab, VALID_IBAN, VALID_TAX_CODE } from '../testing/banking-fixtures';

const ibanBox = () => screen.getByRole('region', { name: 'IBAN' });
const taxCodeBox = () => screen.getByRole('region', { name: 'Codice fiscale' });
const passwordIn = (box: HTMLElement) => within(box).getByLabelText('Password attuale');
const PASSWORD = 'la-mia-password';

describe('the bank details of the banking tab', () => {
  beforeEach(() => sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' }));

  it('refuses an IBAN whose check digits are wrong, without calling the server', async () => {
    const { api } = renderBankingTab({ profile: customer() });
    const user = setupUser();

    await user.type(await screen.findByRole('textbox', { name: 'IBAN' }), 'IT60 X054 2811 1010 0000 0123 457');
    await user.click(screen.getByRole('button', { name: "Salva l'IBAN" }));

    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveAccessibleDescription(
      expect.stringContaining('IBAN non valido: controlla di averlo copiato per intero.'),
    );
    expect(api.callsTo('PUT /api/iban/')).toHaveLength(0);
  });

  it('asks for an IBAN when the field is empty', async () => {
    renderBankingTab({ profile: customer() });
    const user = setupUser();

    await user.click(await screen.findByRole('button', { name: "Salva l'IBAN" }));

    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveAccessibleDescription(
      expect.stringContaining('Questo campo è obbligatorio.'),
    );
  });

  it('asks for the current password in a labelled password field, and sends nothing without it', async () => {
    const { api } = renderBankingTab({ profile: customer() });
    const user = setupUser();

    await user.type(await screen.findByRole('textbox', { name: 'IBAN' }), VALID_IBAN);
    await user.click(screen.getByRole('button', { name: "Salva l'IBAN" }));

    const password = passwordIn(ibanBox());
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Questo campo è obbligatorio.'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('ti avvisiamo per e-mail'));
    expect(api.callsTo('PUT /api/iban/')).toHaveLength(0);
  });

  it('says under the password field when the server finds it wrong, keeping the form open', async () => {
    renderBankingTab(
      { profile: customer() },
      { 'PUT /api/iban/': failure(400, 'WRONG_PASSWORD', 'La password attuale non è corretta') },
    );
    const user = setupUser();

    await user.type(await screen.findByRole('textbox', { name: 'IBAN' }), VALID_IBAN);
    await user.type(passwordIn(ibanBox()), 'sbagliata');
    await user.click(screen.getByRole('button', { name: "Salva l'IBAN" }));

    await vi.waitFor(() =>
      expect(passwordIn(ibanBox())).toHaveAccessibleDescription(
        expect.stringContaining('La password attuale non è corretta.'),
      ),
    );
    await vi.waitFor(() => expect(passwordIn(ibanBox())).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveValue(VALID_IBAN);
    // The one field to correct is announced; no failure of the whole save beside it.
    expect(await within(ibanBox()).findByRole('alert')).toHaveTextContent('Un campo da correggere');
  });

  it('says so when too many wrong passwords were tried', async () => {
    renderBankingTab(
      { profile: customer() },
      { 'PUT /api/iban/': failure(429, 'RATE_LIMITED', 'Troppi tentativi: riprova tra 900 secondi') },
    );
    const user = setupUser();

    await user.type(await screen.findByRole('textbox', { name: 'IBAN' }), VALID_IBAN);
    await user.type(passwordIn(ibanBox()), PASSWORD);
    await user.click(screen.getByRole('button', { name: "Salva l'IBAN" }));

    expect(await within(ibanBox()).findByRole('alert')).toHaveTextContent('Troppi tentativi in poco tempo.');
  });

  it('saves the IBAN with the session token and shows it in groups of four, ready to be changed', async () => {
    const state = { profile: customer() };
    const { api } = renderBankingTab(state, {
      'PUT /api/iban/': ({ body }) => {
        state.profile = { ...state.profile, iban: (body as { iban: string }).iban.replace(/\s/g, '').toUpperCase() };
        return success();
      },
    });
    const user = setupUser();

    await user.type(await screen.findByRole('textbox', { name: 'IBAN' }), 'it60 x054 2811 1010 0000 0123 456');
    await user.type(passwordIn(ibanBox()), PASSWORD);
    await user.click(screen.getByRole('button', { name: "Salva l'IBAN" }));

    expect(await within(ibanBox()).findByRole('status')).toHaveTextContent('IBAN salvato.');
    expect(within(ibanBox()).getByText('IT60 X054 2811 1010 0000 0123 456')).toBeInTheDocument();
    const [call] = api.callsTo('PUT /api/iban/');
    expect(call?.body).toEqual({
      email: 'maria@example.com',
      iban: 'it60 x054 2811 1010 0000 0123 456',
      currentPassword: PASSWORD,
    });
    expect(call?.authorization).toBe('Bearer user-token');

    await user.click(within(ibanBox()).getByRole('button', { name: "Modifica l'IBAN" }));
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveValue('IT60 X054 2811 1010 0000 0123 456');
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveFocus());
    expect(passwordIn(ibanBox())).toHaveValue('');
    expect(within(ibanBox()).getByText(/i prelievi restano sospesi per 72 ore/)).toBeInTheDocument();
    await user.click(within(ibanBox()).getByRole('button', { name: 'Annulla' }));
    expect(within(ibanBox()).getByRole('button', { name: "Modifica l'IBAN" })).toHaveFocus();
  });

  it("shows the server's own message under the field when it refuses the IBAN", async () => {
    renderBankingTab(
      { profile: customer() },
      {
        'PUT /api/iban/': {
          status: 400,
          body: {
            message: 'Dati non validi: controlla i campi evidenziati',
            error: 'VALIDATION',
            fields: { 'body.iban': [{ code: 'iban', message: 'IBAN non valido: il paese non è supportato.' }] },
          },
        },
      },
    );
    const user = setupUser();

    await user.type(await screen.findByRole('textbox', { name: 'IBAN' }), VALID_IBAN);
    await user.type(passwordIn(ibanBox()), PASSWORD);
    await user.click(screen.getByRole('button', { name: "Salva l'IBAN" }));

    expect(await within(ibanBox()).findByText('IBAN non valido: il paese non è supportato.')).toBeInTheDocument();
    // The refused IBAN is announced and focused; no failure of the whole save beside it.
    expect(await within(ibanBox()).findByRole('alert')).toHaveTextContent('Un campo da correggere');
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveFocus());
  });

  it('says when the IBAN could not be saved', async () => {
    renderBankingTab({ profile: customer() }, { 'PUT /api/iban/': failure(500, 'INTERNAL', 'Errore interno') });
    const user = setupUser();

    await user.type(await screen.findByRole('textbox', { name: 'IBAN' }), VALID_IBAN);
    await user.type(passwordIn(ibanBox()), PASSWORD);
    await user.click(screen.getByRole('button', { name: "Salva l'IBAN" }));

    expect(await within(ibanBox()).findByRole('alert')).toHaveTextContent(
      "Non siamo riusciti a salvare l'IBAN. Riprova.",
    );
  });

  it('refuses a tax code whose check letter is wrong', async () => {
    const { api } = renderBankingTab({ profile: customer() });
    const user = setupUser();

    await user.type(await screen.findByRole('textbox', { name: 'Codice fiscale' }), 'RSSMRA85T10A562T');
    await user.click(screen.getByRole('button', { name: 'Salva il codice fiscale' }));

    expect(
      within(taxCodeBox()).getByText('Codice fiscale non valido: controlla le 16 lettere e cifre.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/cf/')).toHaveLength(0);
  });

  it('saves the tax code under the field name CF', async () => {
    const state = { profile: customer() };
    const { api } = renderBankingTab(state, {
      'PUT /api/cf/': ({ body }) => {
        state.profile = { ...state.profile, CF: (body as { CF: string }).CF.toUpperCase() };
        return success();
      },
    });
    const user = setupUser();

    await user.type(await screen.findByRole('textbox', { name: 'Codice fiscale' }), VALID_TAX_CODE.toLowerCase());
    await user.type(passwordIn(taxCodeBox()), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Salva il codice fiscale' }));

    expect(await within(taxCodeBox()).findByRole('status')).toHaveTextContent('Codice fiscale salvato.');
    expect(within(taxCodeBox()).getByText(VALID_TAX_CODE)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/cf/')[0]?.body).toEqual({
      CF: VALID_TAX_CODE.toLowerCase(),
      email: 'maria@example.com',
      currentPassword: PASSWORD,
    });
  });

  it('speaks English, including for a refused tax code', async () => {
    await i18n.changeLanguage('en');
    renderBankingTab(
      { profile: customer() },
      {
        'PUT /api/cf/': {
          status: 400,
          body: {
            message: 'Dati non validi',
            error: 'VALIDATION',
            fields: { 'body.CF': ['Codice fiscale non valido: controlla le 16 lettere e cifre.'] },
          },
        },
      },
    );
    const user = setupUser();

    await user.type(await screen.findByRole('textbox', { name: 'Tax code (codice fiscale)' }), VALID_TAX_CODE);
    await user.type(
      within(screen.getByRole('region', { name: 'Tax code (codice fiscale)' })).getByLabelText('Current password'),
      PASSWORD,
    );
    await user.click(screen.getByRole('button', { name: 'Save tax code' }));

    expect(await screen.findByText('Invalid tax code: check the 16 letters and digits.')).toBeInTheDocument();
  });

  it('shows a verified tax code without the change button, saying why', async () => {
    renderBankingTab({ profile: readyCustomer() });

    expect(
      await within(await screen.findByRole('region', { name: 'Codice fiscale' })).findByText(VALID_TAX_CODE),
    ).toBeInTheDocument();
    expect(within(taxCodeBox()).queryByRole('button', { name: 'Modifica il codice fiscale' })).not.toBeInTheDocument();
    expect(within(taxCodeBox()).getByText(/verificato con i tuoi documenti/)).toBeInTheDocument();
    expect(within(ibanBox()).getByRole('button', { name: "Modifica l'IBAN" })).toBeInTheDocument();
  });

  it('explains a tax code the server refuses because documents are verified', async () => {
    renderBankingTab(
      { profile: customer({ docVerified: true, documentState: 'verified' }) },
      { 'PUT /api/cf/': failure(409, 'IDENTITY_LOCKED', 'Nome, cognome e codice fiscale sono verificati') },
    );
    const user = setupUser();

    await user.type(await screen.findByRole('textbox', { name: 'Codice fiscale' }), VALID_TAX_CODE);
    await user.type(passwordIn(taxCodeBox()), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Salva il codice fiscale' }));

    expect(await within(taxCodeBox()).findByRole('alert')).toHaveTextContent(
      'Il codice fiscale è stato verificato con i tuoi documenti: per correggerlo scrivici.',
    );
  });
});
