import type { CheckoutItem, PaymentKind } from '@cammini/contract';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CoverImage } from '../../../components/content/cover-image';
import { formatEuros, formatLongDate } from '../../../lib/format';
import { balanceAfterDeposit } from './payment-choice';

/** What is paid now, by the server's prices: the full price, the deposit or the balance still due. */
function amountNow(item: CheckoutItem, payment: PaymentKind) {
  if (payment === 'deposit') return item.choices.deposit ?? item.price;
  if (payment === 'balance') return item.choices.balanceDue ?? item.price;
  return item.price;
}

/** What is being bought and what it costs: the server's price, never the page's. */
export function OrderSummary({ item, payment = 'full' }: { item: CheckoutItem; payment?: PaymentKind }) {
  const { t, i18n } = useTranslation('commerce');
  const language = i18n.language;
  const now = amountNow(item, payment);
  return (
    <section className="card checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary__heading">
        {t('payment.summary')}
      </h2>
      <div className="checkout-summary__item">
        <CoverImage src={item.immagineCopertina} className="checkout-summary__cover" width={160} height={107} />
        <div>
          <p className="eyebrow">{t(`payment.kind.${item.kind}`)}</p>
          <p className="checkout-summary__title">{item.title}</p>
          {item.author && <p className="checkout-summary__meta">{t('payment.with', { name: item.author })}</p>}
          {item.date && (
            <p className="checkout-summary__meta">
              {t('payment.startsOn', { date: formatLongDate(item.date, i18n.language) })}
            </p>
          )}
          {item.lessonsCount !== null && (
            <p className="checkout-summary__meta">{t('payment.lessons', { count: item.lessonsCount })}</p>
          )}
        </div>
      </div>
      {payment === 'balance' && (
        <p className="checkout-summary__balance">{t('payment.balance', { amount: formatEuros(now, language) })}</p>
      )}
      {payment === 'deposit' && (
        <p className="checkout-summary__balance">
          {t('payment.depositRest', {
            price: formatEuros(item.price, language),
            rest: formatEuros(balanceAfterDeposit(item.price, now), language),
          })}
        </p>
      )}
      <p className="checkout-summary__total">
        <span>{payment === 'full' ? t('payment.total') : t('payment.dueNow')}</span>
        <strong>{formatEuros(now, language)}</strong>
      </p>
      <p className="checkout-summary__secure">
        <ShieldCheck aria-hidden="true" size={18} />
        {t('payment.secure')}
      </p>
    </section>
  );
}
