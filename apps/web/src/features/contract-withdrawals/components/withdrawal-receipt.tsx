import type { ContractWithdrawalReceipt, WithdrawalOrder } from '@cammini/contract';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatEuros, formatLongDate } from '../../../lib/format';
import { useFocusWhenShown } from '../hooks/use-focus-when-shown';

/**
 * The acknowledgement on screen: when the withdrawal was received (date, time and zone) and what
 * happens next; the same words go by e-mail.
 */
export function WithdrawalReceipt({
  order,
  receipt,
  refundDueAt,
  showAccountLink,
  takeFocus = false,
}: {
  order: WithdrawalOrder;
  receipt: ContractWithdrawalReceipt;
  refundDueAt: string | null;
  showAccountLink: boolean;
  /** The acknowledgement replaces the button "Conferma il recesso" just pressed. */
  takeFocus?: boolean;
}) {
  const { t, i18n } = useTranslation('contract-withdrawal');
  const heading = useFocusWhenShown<HTMLHeadingElement>(takeFocus);
  const language = i18n.language;
  const amount = formatEuros(receipt.refund, language);
  const dueDate = formatLongDate(refundDueAt ?? receipt.receivedAt, language);
  return (
    <section className="withdrawal-receipt" aria-labelledby="withdrawal-receipt-title" role="status">
      <h2 id="withdrawal-receipt-title" ref={heading} tabIndex={-1}>
        <CircleCheck aria-hidden="true" size={22} /> {t('done.title')}
      </h2>
      <p>
        {t('done.received', {
          number: order.number ?? order.id,
          title: order.title,
          date: formatDateTime(receipt.receivedAt, language),
        })}
      </p>
      <p>
        {receipt.status === 'refunded'
          ? t('done.refunded', { amount })
          : receipt.status === 'review'
            ? t('done.review', { amount, date: dueDate })
            : t('done.received_pending', { amount, date: dueDate })}
      </p>
      <p>{t('done.mail')}</p>
      {showAccountLink && (
        <Link to="/utente" className="button button-secondary">
          {t('done.account')}
        </Link>
      )}
    </section>
  );
}
