import { type AdminOrderDetail, centsFromTyped, centsToEuros, eurosToCents, formatMoney } from '@cammini/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { failed, saved, useAdminSave } from '../../../lib/admin/use-admin-save';
import { formatEuros } from '../../../lib/format';
import { codeAmong } from '../../../lib/forms/problem-of';
import { useRefundOrder } from '../api/orders';
import { ConfirmStep } from './confirm-step';

const KNOWN_REFUSALS = ['ORDER_NOT_PAID', 'ALREADY_REFUNDED', 'NOTHING_TO_REFUND', 'REFUND_TOO_LARGE'];

/** Cents from what the admin typed ("12,50" or "12.50"); null when it is no amount above zero. */
export function parseRefundCents(text: string): number | null {
  const cents = centsFromTyped(text);
  return cents !== null && cents > 0 ? cents : null;
}

const toText = (euros: number) => euros.toFixed(2).replace('.', ',');

/**
 * The credits a refund in full would reverse although their beneficiary already withdrew them: the
 * admin is told before confirming. A balance payment's refund reverses no credit (they belong to its booking).
 */
const withdrawnCredits = (order: AdminOrderDetail) =>
  order.payment === 'balance' ? [] : order.credits.filter((credit) => credit.withdrawn > 0);

/**
 * The refund of an order: an amount (the whole rest unless changed), then a confirmation saying what
 * goes back and, on a full refund, that the course access ends. The server decides; this only asks.
 *
 * Hand-written state rather than react-hook-form: one amount, read as cents and held against the rest of
 * the order, then a confirmation step.
 */
export function RefundForm({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation('admin-orders');
  const language = i18n.language;
  const refund = useRefundOrder(order.id);
  const [amount, setAmount] = useState(() => toText(order.refundable));
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState<number | null>(null);
  const save = useAdminSave();
  const restCents = eurosToCents(order.refundable);
  const max = formatEuros(order.refundable, language);

  const failureText = (error: unknown) => {
    const code = codeAmong(error, KNOWN_REFUSALS);
    return t(code ? `refund.errors.${code}` : 'refund.errors.generic');
  };
  // The success shows above the form, a refusal below it, where the confirmation was.
  const done = save.outcome?.tone === 'success' && <Alert tone="success">{save.outcome.text}</Alert>;
  const failure = save.outcome?.tone === 'error' && <Alert tone="error">{save.outcome.text}</Alert>;
  if (restCents === 0) {
    return (
      <>
        {done}
        {failure}
        <p className="business-empty">
          {order.status === 'paid' || order.status === 'refunded' ? t('refund.nothing') : t('refund.notPaid')}
        </p>
      </>
    );
  }

  const review = (event: FormEvent) => {
    event.preventDefault();
    save.begin();
    const cents = parseRefundCents(amount);
    if (cents === null) return setError(t('refund.invalid'));
    if (cents > restCents) return setError(t('refund.tooLarge', { max }));
    setError(null);
    setAsked(cents);
  };

  const confirm = () => {
    if (asked === null) return;
    // The whole rest is asked for without an amount: the server then refunds exactly what is left.
    refund.mutate(asked === restCents ? undefined : centsToEuros(asked), {
      onSuccess: () => {
        save.settle(saved(t('refund.done', { amount: formatMoney(asked, language) })));
        setAsked(null);
        setAmount(toText(centsToEuros(restCents - asked)));
      },
      onError: (error) => save.settle(failed(failureText(error))),
    });
  };

  const customer = `${order.customer.name} ${order.customer.surname}`;

  return (
    <div className="refund-form">
      {done}
      {asked === null ? (
        <form className="refund-form" onSubmit={review} noValidate>
          <Field label={t('refund.amount')} hint={t('refund.amountHint', { max })} error={error ?? undefined}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            )}
          </Field>
          <div className="refund-form__actions">
            <button type="submit" className="button button-primary">
              {t('refund.submit')}
            </button>
          </div>
        </form>
      ) : (
        <ConfirmStep
          id="refund-confirm-title"
          title={t('refund.confirmTitle')}
          confirmLabel={t('refund.confirm')}
          workingLabel={t('refund.working')}
          cancelLabel={t('refund.cancel')}
          pending={refund.isPending}
          onConfirm={confirm}
          onCancel={() => {
            setAsked(null);
            save.begin();
          }}
        >
          <p>{t('refund.confirmText', { amount: formatMoney(asked, language), name: customer })}</p>
          <p>
            <strong>{asked === restCents ? t('refund.confirmFull') : t('refund.confirmPartial')}</strong>
          </p>
          {asked === restCents &&
            withdrawnCredits(order).map((credit) => (
              <Alert key={credit.id} tone="info">
                {t('refund.confirmWithdrawn', {
                  name: `${credit.beneficiary.name} ${credit.beneficiary.surname}`,
                  amount: formatEuros(credit.withdrawn, language),
                })}
              </Alert>
            ))}
        </ConfirmStep>
      )}
      {failure}
    </div>
  );
}
