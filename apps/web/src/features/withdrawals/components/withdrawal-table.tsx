import {
  type AdminWithdrawalItem,
  ErrorCode,
  formatIban,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '@cammini/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin/admin-table';
import { failed, saved, useAdminSave } from '../../../lib/admin/use-admin-save';
import { formatEuros, formatNumericDate } from '../../../lib/format';
import { problemOf } from '../../../lib/forms/problem-of';
import { refusalText } from '../../../lib/forms/refusal-text';
import { useUpdateWithdrawalStatus } from '../api/withdrawals';
import { WithdrawalReviewCell } from './withdrawal-review';

const statusKey: Record<WithdrawalStatus, string> = {
  'In attesa': 'pending',
  Completato: 'completed',
  Annullato: 'cancelled',
};

/** Data Richiesta shows the date only. */
const requestDay = formatNumericDate;

/** IT60 X054 2811 …: easier to read aloud and to copy into a bank's form. */

/**
 * The server words its refusals in Italian (e.g. the balance no longer covers a reinstated
 * request); the English interface says the same in English (refusalText, after this screen's own words).
 */
function failureText(failure: unknown, t: TFunction<'admin-business'>, language: string): string {
  const error = problemOf(failure);
  if (!error) return t('withdrawals.generic');
  if (error.status === 0) return t('withdrawals.network');
  if (error.code === ErrorCode.WITHDRAWAL_FINAL) return t('withdrawals.finalRefused');
  if (language === 'en' && error.code === ErrorCode.INSUFFICIENT_BALANCE) return t('withdrawals.insufficient');
  return refusalText(error) ?? t('withdrawals.generic');
}

/** One request; its status changes on screen only once the server answered success. */
function WithdrawalRow({ withdrawal }: { withdrawal: AdminWithdrawalItem }) {
  const { t, i18n } = useTranslation('admin-business');
  const language = i18n.language;
  const update = useUpdateWithdrawalStatus();
  const save = useAdminSave();
  const id = withdrawal.idWithdraw;

  /**
   * Completato is final and e-mails the customer at once that the transfer was made: asked first. Declined,
   * the select goes back to the status the request has.
   */
  const confirmed = (status: WithdrawalStatus) =>
    status !== 'Completato' ||
    window.confirm(
      t('withdrawals.confirmComplete', { id, amount: formatEuros(withdrawal.amount, language), name: withdrawal.name }),
    );

  const change = (select: HTMLSelectElement) => {
    const status = select.value as WithdrawalStatus;
    if (!confirmed(status)) {
      select.value = withdrawal.status;
      return;
    }
    save.begin();
    update.mutate(
      { id, status },
      {
        onSuccess: () => save.settle(saved(t('withdrawals.updated', { id }))),
        onError: (error) =>
          save.settle(failed(t('withdrawals.failed', { id, message: failureText(error, t, i18n.language) }))),
      },
    );
  };

  return (
    <tr>
      <td className="numeric-id" data-label={t('withdrawals.columns.id')}>
        {id}
      </td>
      <td data-label={t('withdrawals.columns.name')}>{withdrawal.name}</td>
      <td className="business-table__email" data-label={t('withdrawals.columns.email')}>
        {withdrawal.email}
      </td>
      <td data-label={t('withdrawals.columns.iban')}>
        {/* Who the transfer goes to, all in one place: the bank checks the name against the IBAN. */}
        <span className="business-payee">
          <span className="business-payee__name">
            <span className="visually-hidden">{t('withdrawals.payee')}: </span>
            {withdrawal.name}
          </span>
          <span className="business-payee__code">
            {withdrawal.taxCode
              ? t('withdrawals.taxCode', { taxCode: withdrawal.taxCode })
              : t('withdrawals.noTaxCode')}
          </span>
          <span className="business-table__iban">{formatIban(withdrawal.iban)}</span>
        </span>
      </td>
      <td className="numeric" data-label={t('withdrawals.columns.amount')}>
        {formatEuros(withdrawal.amount, language)}
      </td>
      <td className="business-table__nowrap" data-label={t('withdrawals.columns.date')}>
        {requestDay(withdrawal.requestDate, i18n.language)}
      </td>
      <td data-label={t('withdrawals.columns.review')}>
        <WithdrawalReviewCell id={id} review={withdrawal.review} />
      </td>
      <td data-label={t('withdrawals.columns.actions')}>
        {withdrawal.status === 'Completato' ? (
          // A completed withdrawal is final: the money left the account, so no other status is offered.
          <p className="business-status-final" data-status="completed">
            <strong>{t('withdrawals.final')}</strong>
            <span>{t('withdrawals.finalHint')}</span>
          </p>
        ) : (
          <select
            className="business-status-select"
            aria-label={t('withdrawals.statusLabel', { id })}
            value={withdrawal.status}
            disabled={update.isPending}
            data-status={statusKey[withdrawal.status]}
            onChange={(event) => change(event.currentTarget)}
          >
            {WITHDRAWAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`withdrawals.status.${statusKey[status]}`)}
              </option>
            ))}
          </select>
        )}
        <p className="business-row-message" role="status" data-tone={save.outcome?.tone}>
          {save.outcome?.text}
        </p>
      </td>
    </tr>
  );
}

const COLUMNS = ['id', 'name', 'email', 'iban', 'amount', 'date', 'review', 'actions'];

/** The /pagamenti table: ID, Nome, Email, Dati Bancari, Importo, Data Richiesta, Verifiche, Azioni. */
export function WithdrawalTable({ withdrawals }: { withdrawals: AdminWithdrawalItem[] }) {
  const { t } = useTranslation('admin-business');
  return (
    <AdminTable
      label={t('withdrawals.tableLabel')}
      columns={COLUMNS.map((column) => ({ label: t(`withdrawals.columns.${column}`), numeric: column === 'amount' }))}
    >
      {withdrawals.map((withdrawal) => (
        <WithdrawalRow key={withdrawal.idWithdraw} withdrawal={withdrawal} />
      ))}
    </AdminTable>
  );
}
