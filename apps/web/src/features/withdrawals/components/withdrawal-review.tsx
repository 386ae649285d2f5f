import type { WithdrawalReview } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEuros, formatNumericDate } from '../../../lib/format';

/**
 * What the admin weighs before paying a waiting request out: first, open, the referral credits whose
 * buyer's account now shares details with the customer's (an invitation to oneself); then how much of
 * the customer's credits comes from sales that could still be reversed (and how much of it is already
 * in the balance), with the orders and why. The server decides both; a closed request (null) has
 * nothing left to weigh.
 */
export function WithdrawalReviewCell({ id, review }: { id: number; review: WithdrawalReview | null }) {
  const { t, i18n } = useTranslation('admin-business');
  const language = i18n.language;
  if (!review) return <span className="business-table__sub">{t('withdrawals.review.closed')}</span>;
  const { reversible, sharedDetails } = review;
  if (reversible.credits.length === 0 && sharedDetails.length === 0) {
    return (
      <p className="withdrawal-review" data-tone="clear">
        {t('withdrawals.review.clear')}
      </p>
    );
  }
  const day = (iso: string) => formatNumericDate(iso, i18n.language);
  return (
    <div className="withdrawal-review">
      {sharedDetails.length > 0 && (
        <details className="withdrawal-review__group" data-tone="danger" open>
          <summary>
            <strong>{t('withdrawals.review.shared', { count: sharedDetails.length })}</strong>
          </summary>
          <ul aria-label={t('withdrawals.review.sharedList', { id })}>
            {sharedDetails.map((credit) => (
              <li key={credit.orderId}>
                <Link to={`/ordini/${credit.orderId}`}>{credit.title}</Link>{' '}
                <span className="withdrawal-review__amount">{formatEuros(credit.amount, language)}</span>
                <span className="business-table__sub">
                  {t('withdrawals.review.buyer', {
                    name: `${credit.buyer.name} ${credit.buyer.surname}`,
                    email: credit.buyer.email,
                  })}
                </span>
                <span className="business-table__sub">
                  {t('withdrawals.review.inCommon', {
                    details: credit.shared.map((detail) => t(`withdrawals.review.details.${detail}`)).join(', '),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {reversible.credits.length > 0 && (
        <details className="withdrawal-review__group" data-tone="warning">
          <summary>
            <strong>{t('withdrawals.review.reversible', { amount: formatEuros(reversible.amount, language) })}</strong>
            <span className="business-table__sub">
              {t('withdrawals.review.available', { amount: formatEuros(reversible.available, language) })} ·{' '}
              {t('withdrawals.review.orders', { count: reversible.credits.length })}
            </span>
          </summary>
          <ul aria-label={t('withdrawals.review.reversibleList', { id })}>
            {reversible.credits.map((credit) => (
              <li key={`${credit.orderId}-${credit.kind}`}>
                <Link to={`/ordini/${credit.orderId}`}>{credit.title}</Link>{' '}
                <span className="withdrawal-review__amount">{formatEuros(credit.amount, language)}</span>
                <span className="business-table__sub">
                  {t(`withdrawals.review.kind.${credit.kind}`)} ·{' '}
                  {t('withdrawals.review.availableFrom', { date: day(credit.availableAt) })}
                </span>
                <span className="business-table__sub">
                  {credit.reasons.map((reason) => t(`withdrawals.review.reasons.${reason}`)).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
