import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AccountWithdrawal } from '../../../features/contract-withdrawals/components/account-withdrawal';
import { FormWithdrawal } from '../../../features/contract-withdrawals/components/form-withdrawal';
import { WithdrawalLink } from '../../../features/contract-withdrawals/components/withdrawal-link';
import { WithdrawalRules } from '../../../features/contract-withdrawals/components/withdrawal-rules';
import { useSession } from '../../../lib/session/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/forms.css';
import '../../../styles/contract-withdrawal.css';

/**
 * /recesso, the withdrawal function: the footer of every page, each order in /utente and the order
 * e-mail link here. It asks only what identifies the contract: a logged-in customer chooses one of
 * their orders, anyone else gives the order number and e-mail; then a separate confirmation.
 * /recesso/{id} is the confirmation link e-mailed to the buyer (one route: each route costs the first
 * view of every page a few bytes).
 */
export default function WithdrawalPage() {
  const { t } = useTranslation('contract-withdrawal');
  usePageTitle(t('title'));
  const session = useSession();
  const [params] = useSearchParams();
  const orderNumber = params.get('ordine')?.slice(0, 20) ?? '';
  const [useForm, setUseForm] = useState(false);
  const { id } = useParams();
  const email = session.user?.email ?? null;
  if (id) {
    return (
      <article className="page container">
        <div className="card prose-page withdrawal-page">
          <h1>{t('title')}</h1>
          <WithdrawalLink id={id} />
        </div>
      </article>
    );
  }
  return (
    <article className="page container">
      <div className="card prose-page withdrawal-page">
        <h1>{t('title')}</h1>
        <WithdrawalRules />
        {/* Until the visitor's session is known (the first drawn page knows none), nothing is asked. */}
        {session.isLogged === null ? null : email && !useForm ? (
          <AccountWithdrawal email={email} preselectNumber={orderNumber || null} onUseForm={() => setUseForm(true)} />
        ) : (
          <FormWithdrawal initialOrderNumber={orderNumber} loginLink={!email} />
        )}
      </div>
    </article>
  );
}
