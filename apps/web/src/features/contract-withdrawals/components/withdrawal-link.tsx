import type { ContractWithdrawalReceipt } from '@cammini/contract';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { problemOf } from '../../../lib/forms/problem-of';
import { useSession } from '../../../lib/session/session-store';
import { useContractWithdrawal } from '../api/contract-withdrawals';
import { WithdrawalConfirmation } from './withdrawal-confirmation';
import { withdrawalErrorKey } from './withdrawal-errors';
import { WithdrawalReceipt } from './withdrawal-receipt';

/**
 * /recesso/{id}?token=…, the link sent to the buyer: what the withdrawal covers and the button that
 * confirms it (never on load: mail scanners open every link); once made, the acknowledgement again.
 */
export function WithdrawalLink({ id }: { id: string }) {
  const { t } = useTranslation('contract-withdrawal');
  const [params] = useSearchParams();
  const token = params.get('token');
  const session = useSession();
  const withdrawal = useContractWithdrawal(id, token);
  const [receipt, setReceipt] = useState<ContractWithdrawalReceipt | null>(null);

  let body: React.ReactNode;
  if (withdrawal.isPending) body = <Loading label={t('link.loading')} />;
  else if (withdrawal.isError) {
    const notFound = problemOf(withdrawal.error)?.status === 404;
    body = (
      <section className="withdrawal-step" aria-labelledby="withdrawal-link-problem">
        <h2 id="withdrawal-link-problem">
          <CircleAlert aria-hidden="true" size={22} /> {t('link.invalidTitle')}
        </h2>
        {notFound ? <p>{t('link.invalid')}</p> : <Alert tone="error">{t(withdrawalErrorKey(withdrawal.error))}</Alert>}
        <Link to="/recesso" className="button button-secondary">
          {t('link.again')}
        </Link>
      </section>
    );
  } else {
    const view = withdrawal.data;
    const order = view.orders[0];
    const made =
      receipt ??
      (view.status === 'requested' || !view.receivedAt
        ? null
        : {
            receivedAt: view.receivedAt,
            refund: view.refund,
            status: view.status,
            refundDueAt: view.refundDueAt ?? view.receivedAt,
          });
    if (!order) body = null;
    else if (made) {
      body = (
        <WithdrawalReceipt
          order={order}
          receipt={made}
          refundDueAt={made.refundDueAt}
          showAccountLink={Boolean(session.isLogged)}
          takeFocus={receipt !== null}
        />
      );
    } else if (new Date(view.expiresAt) <= new Date()) {
      body = (
        <section className="withdrawal-step">
          <Alert tone="info">{t('errors.expired')}</Alert>
          <Link to="/recesso" className="button button-secondary">
            {t('link.again')}
          </Link>
        </section>
      );
    } else {
      body = (
        <WithdrawalConfirmation
          id={view.id}
          token={token}
          order={order}
          refund={view.refund}
          onConfirmed={setReceipt}
        />
      );
    }
  }

  return body;
}
