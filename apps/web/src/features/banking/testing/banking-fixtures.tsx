import type { CustomerWithdrawal, UserProfile } from '@cammini/contract';
import { BankingTab } from '../../../app/routes/account/user-area/banking-tab';
import { type RecordedCall, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';

export const VALID_IBAN = 'IT60X0542811101000000123456';
export const VALID_TAX_CODE = 'RSSMRA85T10A562S';

/** A customer with earnings and nothing of the banking tab filled in yet. */
export const customer = (values: Partial<UserProfile> = {}): UserProfile => ({
  name: 'Maria',
  surname: 'Rossi',
  email: 'maria@example.com',
  phoneNumber: null,
  birth_date: '1985-04-12',
  state: 'Italia',
  region: 'Toscana',
  province: 'Firenze',
  city: 'Fiesole',
  address: 'Via dei Bosconi 4',
  affiliateCode: 'MR4K2Q',
  usedAffiliateCode: null,
  earnings: 40,
  memberEarnings: 60.5,
  balance: 100.5,
  iban: null,
  CF: null,
  verifying: false,
  docVerified: false,
  documentState: 'none',
  documentRejectionReason: null,
  withdrawalsHeldUntil: null,
  group: 'user',
  language: 'it',
  ...values,
});

/** Ready to withdraw: tax code, IBAN and verified documents. */
export const readyCustomer = (values: Partial<UserProfile> = {}) =>
  customer({ iban: VALID_IBAN, CF: VALID_TAX_CODE, docVerified: true, documentState: 'verified', ...values });

export const withdrawal = (values: Partial<CustomerWithdrawal> = {}): CustomerWithdrawal => ({
  id: 1,
  requestDate: '2026-11-20T10:00:00.000Z',
  amount: 25,
  status: 'In attesa',
  ...values,
});

type Routes = Parameters<typeof stubApi>[0];

/**
 * The banking tab against a fake API whose profile and withdrawals live in `state`, so that a test's
 * routes can change them the way the server would.
 */
export function renderBankingTab(
  state: { profile: UserProfile; withdrawals?: CustomerWithdrawal[] },
  routes: Routes = {},
) {
  const api = stubApi({
    'GET /api/user/': () => success({ user: state.profile }),
    'GET /api/withdrawals/': () => success({ withdrawals: state.withdrawals ?? [] }),
    ...routes,
  });
  return { api, ...renderAt('/utente', [{ path: '/utente', element: <BankingTab /> }]) };
}

/** The FormData a multipart call sent (the fake API records JSON bodies only). */
export function sentForm(api: ReturnType<typeof stubApi>, call: RecordedCall): FormData {
  const index = api.calls.indexOf(call);
  return api.fetchMock.mock.calls[index]?.[1]?.body as FormData;
}
