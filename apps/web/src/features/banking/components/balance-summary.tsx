import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/format';

interface BalanceSummaryProps {
  earnings: number;
  /** Sent for members (facilitators) only: the others' summary has no facilitator earnings. */
  memberEarnings?: number;
  /** Available credits minus every withdrawal not cancelled; below zero when a withdrawn credit was reversed. */
  balance: number;
}

/** What the customer earned, from invitations and as a facilitator, and what may be withdrawn now. */
export function BalanceSummary({ earnings, memberEarnings, balance }: BalanceSummaryProps) {
  const { t, i18n } = useTranslation('accounts');
  const language = i18n.language;
  return (
    <section className="banking-section" aria-labelledby="banking-balance-title">
      <h3 id="banking-balance-title">{t('userArea.banking.balance.title')}</h3>
      <dl className="earnings banking-balance">
        <div className="earnings__item">
          <dt>{t('userArea.banking.balance.referral')}</dt>
          <dd>{formatEuros(earnings, language)}</dd>
        </div>
        {memberEarnings !== undefined && (
          <div className="earnings__item">
            <dt>{t('userArea.banking.balance.member')}</dt>
            <dd>{formatEuros(memberEarnings, language)}</dd>
          </div>
        )}
        <div className="earnings__item banking-balance__available">
          <dt>{t('userArea.banking.balance.available')}</dt>
          <dd>{formatEuros(balance, language)}</dd>
        </div>
      </dl>
      <p className="field-hint banking-hint">{t('userArea.banking.balance.hint')}</p>
      {balance < 0 && (
        <p className="field-hint banking-hint banking-hint--warning">{t('userArea.banking.balance.negative')}</p>
      )}
    </section>
  );
}
