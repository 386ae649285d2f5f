import { MIN_WITHDRAWAL_EUROS } from '@cammini/contract';
import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from './coming-soon-panel';

/** IBAN, tax code, identity documents and withdrawals (filled in by the earnings release). */
export function BankingTab() {
  const { t } = useTranslation('accounts');
  return (
    <ComingSoonPanel icon={Landmark} title={t('userArea.banking.title')}>
      {t('userArea.banking.text', { minimum: MIN_WITHDRAWAL_EUROS })}
    </ComingSoonPanel>
  );
}
