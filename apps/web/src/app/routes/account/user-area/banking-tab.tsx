import { useTranslation } from 'react-i18next';
import { Loading } from '../../../../components/ui/loading';
import { ProfileFetchError } from '../../../../features/accounts/components/user-area/profile-fetch-error';
import { BalanceSummary } from '../../../../features/banking/components/balance-summary';
import { BankDetails } from '../../../../features/banking/components/bank-details';
import { IdentityDocuments } from '../../../../features/banking/components/identity-documents';
import { PendingCredits } from '../../../../features/banking/components/pending-credits';
import { WithdrawalHistory } from '../../../../features/banking/components/withdrawal-history';
import { WithdrawalRequest } from '../../../../features/banking/components/withdrawal-request';
import { useProfile } from '../../../../lib/queries/profile';

/** Spec 2.13: balance, IBAN and tax code, identity documents, withdrawal request and history. */
export function BankingTab() {
  const { t } = useTranslation('accounts');
  const profile = useProfile();

  if (profile.isPending) return <Loading label={t('userArea.banking.loading')} />;
  if (profile.isError) return <ProfileFetchError error={profile.error} onRetry={() => void profile.refetch()} />;

  const user = profile.data;
  return (
    <div className="banking-tab">
      <h2>{t('userArea.banking.title')}</h2>
      <p className="lead">{t('userArea.banking.intro')}</p>
      <BalanceSummary earnings={user.earnings} memberEarnings={user.memberEarnings} balance={user.balance} />
      <PendingCredits credits={user.pendingCredits ?? []} />
      <BankDetails key={user.email} iban={user.iban} taxCode={user.CF} docVerified={user.docVerified} />
      <IdentityDocuments
        state={user.documentState}
        rejectionReason={user.documentRejectionReason}
        name={`${user.name} ${user.surname}`.trim()}
      />
      <WithdrawalRequest profile={user} />
      <WithdrawalHistory />
    </div>
  );
}
