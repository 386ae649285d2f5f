import type { UserProfile } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { WithdrawalForm } from './withdrawal-form';
import { canWithdraw, WithdrawalRequirements } from './withdrawal-requirements';

/** The end of the hold after an IBAN change, while it is still ahead. */
const activeHold = (heldUntil: string | null) => (heldUntil && Date.parse(heldUntil) > Date.now() ? heldUntil : null);

/**
 * the form is shown only with a saved tax code and IBAN and verified documents, and not
 * while withdrawals are held after an IBAN change (the customer is told why and until when).
 */
export function WithdrawalRequest({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  const heldUntil = activeHold(profile.withdrawalsHeldUntil);
  const ready = canWithdraw(profile);
  return (
    <section className="banking-section" aria-labelledby="withdrawal-request-title">
      <h3 id="withdrawal-request-title">{t('userArea.banking.withdraw.title')}</h3>
      {heldUntil && (
        <Alert tone="info">{t('userArea.banking.withdraw.held', { until: formatDateTime(heldUntil, language) })}</Alert>
      )}
      {!ready && <WithdrawalRequirements profile={profile} />}
      {ready && !heldUntil && <WithdrawalForm balance={profile.balance} />}
    </section>
  );
}
