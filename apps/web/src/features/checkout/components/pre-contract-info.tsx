import {
  type CheckoutItem,
  type PaymentKind,
  WITHDRAWAL_FUNCTION_PATH,
  WITHDRAWAL_REFUND_DAYS,
} from '@cammini/contract';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEuros, formatLongDate } from '../../../lib/format';
import { businessIdentity, useSiteSettings } from '../../../lib/site';
import { balanceAfterDeposit } from './payment-choice';
import '../pre-contract.css';

/**
 * What the buyer is told before paying (Codice del consumo, art. 49), from the server's own answer about
 * this course: who sells, that the price includes VAT, the deposit and when the balance is due, free
 * cancellation, and the right of withdrawal with where its function is (or, for an online course, that it
 * ends when the first lesson starts). The terms of sale, linked beside the checkbox, say the rest.
 */
export function PreContractInfo({ item, payment = 'full' }: { item: CheckoutItem; payment?: PaymentKind }) {
  const { t, i18n } = useTranslation('commerce');
  // The seller's identity reads as the footer and the privacy notice write it, from the layout's texts.
  const { t: layoutText } = useTranslation();
  const language = i18n.language;
  const settings = useSiteSettings();
  const seller = settings ? businessIdentity(settings, layoutText).join(', ') : null;
  const { deposit } = item.choices;
  const startsOn = item.date ? formatLongDate(item.date, language) : null;
  const withdrawal = item.withdrawal;
  const withdrawalLink = {
    withdrawal: <Link to={WITHDRAWAL_FUNCTION_PATH} target="_blank" rel="noopener" />,
    newTab: <span className="visually-hidden" />,
  };

  return (
    <section className="pre-contract" aria-labelledby="pre-contract-title">
      <h3 id="pre-contract-title">{t('precontract.title')}</h3>
      <ul>
        {seller && <li>{t('precontract.seller', { seller })}</li>}
        <li>{t('precontract.price', { price: formatEuros(item.price, language) })}</li>
        {payment === 'balance' && <li>{t('precontract.balancePayment')}</li>}
        {deposit !== null && payment !== 'balance' && (
          <li>
            {t(startsOn ? 'precontract.deposit' : 'precontract.depositUndated', {
              deposit: formatEuros(deposit, language),
              rest: formatEuros(balanceAfterDeposit(item.price, deposit), language),
              date: startsOn,
            })}
          </li>
        )}
        {item.kind === 'course' && (
          <li>
            {item.cancellableUntil
              ? t('precontract.cancellation', { date: formatLongDate(item.cancellableUntil, language) })
              : t('precontract.noCancellation')}
          </li>
        )}
        <li>
          {withdrawal.right === 'none' ? (
            t('precontract.withdrawal.none')
          ) : (
            <Trans
              t={t}
              i18nKey={`precontract.withdrawal.${withdrawal.right}`}
              values={{ days: withdrawal.days, refundDays: WITHDRAWAL_REFUND_DAYS }}
              components={withdrawalLink}
            />
          )}
        </li>
      </ul>
    </section>
  );
}
