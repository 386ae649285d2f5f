import type { ContractWithdrawalReceipt, WithdrawalOrder } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ConfirmActions } from '../../../components/ui/confirm-actions';
import { formatEuros } from '../../../lib/format';
import { useConfirmWithdrawal } from '../api/contract-withdrawals';
import { useFocusWhenShown } from '../hooks/use-focus-when-shown';
import { withdrawalErrorKey } from './withdrawal-errors';

/**
 * The separate confirmation step: what the withdrawal covers and gives back, and the one button that
 * makes it ("Conferma il recesso"). Nothing is done before it is pressed.
 */
export function WithdrawalConfirmation({
  id,
  token,
  order,
  refund,
  onConfirmed,
  onBack,
  takeFocus = false,
}: {
  id: string;
  token: string | null;
  order: WithdrawalOrder;
  refund: number;
  onConfirmed: (receipt: ContractWithdrawalReceipt) => void;
  onBack?: () => void;
  /** The step replaces the choice's button (not the e-mailed link's page, which opens on it). */
  takeFocus?: boolean;
}) {
  const { t, i18n } = useTranslation('contract-withdrawal');
  const confirm = useConfirmWithdrawal();
  const heading = useFocusWhenShown<HTMLHeadingElement>(takeFocus);
  return (
    <section className="withdrawal-step" aria-labelledby="withdrawal-confirm-title">
      <h2 id="withdrawal-confirm-title" ref={heading} tabIndex={-1}>
        {t('confirm.title')}
      </h2>
      <p>{t('confirm.summary', { number: order.number ?? order.id, title: order.title })}</p>
      <p>{t('confirm.refund', { amount: formatEuros(refund, i18n.language) })}</p>
      <p>{order.kind === 'course' ? t('confirm.course') : t('confirm.onlineCourse')}</p>
      {confirm.isError && <Alert tone="error">{t(withdrawalErrorKey(confirm.error))}</Alert>}
      <ConfirmActions
        className="withdrawal-step__actions"
        pending={confirm.isPending}
        confirmLabel={confirm.isPending ? t('confirm.confirming') : t('confirm.button')}
        onConfirm={() => confirm.mutate({ id, token }, { onSuccess: onConfirmed })}
        backLabel={t('confirm.back')}
        onBack={onBack}
      />
    </section>
  );
}
