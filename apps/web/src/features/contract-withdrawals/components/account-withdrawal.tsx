import type { ContractWithdrawalDraft, ContractWithdrawalReceipt, WithdrawableOrder } from '@cammini/contract';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { formatEuros, formatLongDate } from '../../../lib/format';
import { useOwnContractWithdrawals, useRequestWithdrawal } from '../api/contract-withdrawals';
import { WithdrawalConfirmation } from './withdrawal-confirmation';
import { withdrawalErrorKey } from './withdrawal-errors';
import { WithdrawalHistory } from './withdrawal-history';
import { WithdrawalReceipt } from './withdrawal-receipt';

function OrderChoice({
  order,
  name,
  checked,
  onChoose,
}: {
  order: WithdrawableOrder;
  name: string;
  checked: boolean;
  onChoose: () => void;
}) {
  const { t, i18n } = useTranslation('contract-withdrawal');
  const language = i18n.language;
  const id = useId();
  const blocked = order.blockedBy !== null;
  return (
    <li className="withdrawal-choice" data-blocked={blocked}>
      <input
        type="radio"
        id={id}
        name={name}
        value={order.id}
        checked={checked}
        disabled={blocked}
        onChange={onChoose}
        aria-describedby={`${id}-note`}
      />
      <label htmlFor={id}>
        <span className="withdrawal-choice__title">{order.title}</span>
        <span>
          {t('account.order', { number: order.number ?? order.id })} ·{' '}
          {t('account.paid', {
            amount: formatEuros(order.paid, language),
            date: formatLongDate(order.paidAt, language),
          })}
        </span>
        <span id={`${id}-note`} className={blocked ? 'withdrawal-choice__blocked' : 'withdrawal-choice__until'}>
          {order.blockedBy
            ? t(`account.blocked.${order.blockedBy}`, { date: formatLongDate(order.lastDay, language) })
            : t('account.until', { date: formatLongDate(order.lastDay, language) })}
        </span>
      </label>
    </li>
  );
}

/**
 * For a logged-in customer: a choice of their paid orders (those that can no longer be withdrawn from
 * are shown with the reason), then the confirmation step, then the acknowledgement.
 *
 * Hand-written state rather than react-hook-form: the form is one choice among the orders, followed by
 * steps; there is no field to check beyond a choice made.
 */
export function AccountWithdrawal({
  email,
  preselectNumber,
  onUseForm,
}: {
  email: string;
  /** An order number from the address (`/recesso?ordine=…`, the link beside an order). */
  preselectNumber: string | null;
  onUseForm: () => void;
}) {
  const { t } = useTranslation('contract-withdrawal');
  const list = useOwnContractWithdrawals(email);
  const ask = useRequestWithdrawal();
  const [chosen, setChosen] = useState<string | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);
  const [draft, setDraft] = useState<ContractWithdrawalDraft | null>(null);
  const [receipt, setReceipt] = useState<ContractWithdrawalReceipt | null>(null);
  const groupName = useId();

  if (list.isPending) return <Loading label={t('account.loading')} />;
  if (list.isError) {
    return (
      <div className="withdrawal-state">
        <Alert tone="error">{t('account.error')}</Alert>
        <button type="button" className="button button-secondary" onClick={() => void list.refetch()}>
          {t('account.retry')}
        </button>
      </div>
    );
  }

  const { orders, withdrawals } = list.data;
  const preselected = orders.find((order) => order.number === preselectNumber && order.blockedBy === null);
  const selected = chosen ?? preselected?.id ?? null;
  const draftOrder = draft?.orders[0];

  if (draft && draftOrder && receipt) {
    return (
      <WithdrawalReceipt
        order={draftOrder}
        receipt={receipt}
        refundDueAt={receipt.refundDueAt}
        showAccountLink
        takeFocus
      />
    );
  }
  if (draft && draftOrder) {
    return (
      <WithdrawalConfirmation
        id={draft.id}
        token={null}
        order={draftOrder}
        refund={draft.refund ?? 0}
        onConfirmed={setReceipt}
        onBack={() => setDraft(null)}
        takeFocus
      />
    );
  }

  return (
    <>
      <section className="withdrawal-step" aria-labelledby="withdrawal-account-title">
        <h2 id="withdrawal-account-title">{t('account.title')}</h2>
        {orders.length === 0 ? (
          <p className="withdrawal-state">{t('account.empty')}</p>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!selected) {
                setMissingChoice(true);
                return;
              }
              ask.mutate({ orderId: selected }, { onSuccess: setDraft });
            }}
          >
            <fieldset aria-describedby={missingChoice ? `${groupName}-missing` : undefined}>
              <legend>{t('account.choose')}</legend>
              <ul className="withdrawal-choices">
                {orders.map((order) => (
                  <OrderChoice
                    key={order.id}
                    order={order}
                    name={groupName}
                    checked={selected === order.id}
                    onChoose={() => {
                      setChosen(order.id);
                      setMissingChoice(false);
                    }}
                  />
                ))}
              </ul>
            </fieldset>
            {missingChoice && (
              <p id={`${groupName}-missing`} className="field-error">
                {t('account.chooseFirst')}
              </p>
            )}
            {ask.isError && <Alert tone="error">{t(withdrawalErrorKey(ask.error))}</Alert>}
            {orders.some((order) => order.blockedBy === null) ? (
              <button type="submit" className="button button-primary" disabled={ask.isPending}>
                {ask.isPending ? t('account.requesting') : t('account.continue')}
              </button>
            ) : (
              <p className="withdrawal-state">{t('account.noneOpen')}</p>
            )}
          </form>
        )}
        <p className="withdrawal-other">
          <Trans
            t={t}
            i18nKey="account.other"
            components={{ form: <button type="button" className="link-button" onClick={onUseForm} /> }}
          />
        </p>
      </section>
      <WithdrawalHistory withdrawals={withdrawals} />
    </>
  );
}
