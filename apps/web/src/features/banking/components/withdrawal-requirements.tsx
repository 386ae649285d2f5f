import type { UserProfile } from '@cammini/contract';
import { CircleCheck, CircleDashed, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Progress = 'done' | 'pending' | 'missing';

const icons = { done: CircleCheck, pending: Hourglass, missing: CircleDashed };

/** What a withdrawal needs: a tax code, an IBAN and verified identity documents. */
export function withdrawalRequirements(profile: UserProfile) {
  const documents: Progress =
    profile.documentState === 'verified' ? 'done' : profile.documentState === 'verifying' ? 'pending' : 'missing';
  return [
    { id: 'taxCode', progress: (profile.CF ? 'done' : 'missing') as Progress },
    { id: 'iban', progress: (profile.iban ? 'done' : 'missing') as Progress },
    { id: 'documents', progress: documents },
  ];
}

export const canWithdraw = (profile: UserProfile) =>
  withdrawalRequirements(profile).every((requirement) => requirement.progress === 'done');

/** Instead of the form while something is missing: the server's "No Data" refusal explained, as a checklist. */
export function WithdrawalRequirements({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('accounts');
  return (
    <div className="withdrawal-requirements">
      <p>{t('userArea.banking.withdraw.noData')}</p>
      <ul>
        {withdrawalRequirements(profile).map(({ id, progress }) => {
          const Icon = icons[progress];
          return (
            <li key={id} data-progress={progress}>
              <Icon aria-hidden="true" size={20} />
              <span>
                {t(`userArea.banking.withdraw.requirements.${id}`)}
                <span className="withdrawal-requirements__progress">
                  {' '}
                  ({t(`userArea.banking.withdraw.progress.${progress}`)})
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
