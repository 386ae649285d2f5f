import type { UserProfile } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { WithdrawalForm } from './withdrawal-form';
import { canWithdraw, WithdrawalRequirements } from './withdrawal-requirements';

/** Spec §5: the form is shown only with a saved tax code and IBAN and verified documents. */
export function WithdrawalRequest({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('accounts');
  return (
    <section className="banking-section" aria-labelledby="withdrawal-request-title">
      <h3 id="withdrawal-request-title">{t('userArea.banking.withdraw.title')}</h3>
      {canWithdraw(profile) ? (
        <WithdrawalForm balance={profile.balance} />
      ) : (
        <WithdrawalRequirements profile={profile} />
      )}
    </section>
  );
}
