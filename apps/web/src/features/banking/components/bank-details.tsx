import {
  formatIban,
  isValidIban,
  isValidTaxCode,
  normalizeTaxCode,
  WITHDRAWAL_HOLD_HOURS_AFTER_IBAN_CHANGE,
} from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { useSaveIban } from '../api/save-iban';
import { useSaveTaxCode } from '../api/save-tax-code';
import { SavedDetailForm } from './saved-detail-form';

interface BankDetailsProps {
  iban: string | null;
  taxCode: string | null;
  /** Verified documents lock the tax code they were checked against. */
  docVerified: boolean;
}

/**
 * The IBAN withdrawals are paid to and the tax code (codice fiscale) they are declared under; each
 * change asks for the password again and is e-mailed to the customer.
 */
export function BankDetails({ iban, taxCode, docVerified }: BankDetailsProps) {
  const { t } = useTranslation('accounts');
  const saveIban = useSaveIban();
  const saveTaxCode = useSaveTaxCode();
  return (
    <section className="banking-section" aria-labelledby="bank-details-title">
      <h3 id="bank-details-title">{t('userArea.banking.details.title')}</h3>
      <p className="banking-section__intro">{t('userArea.banking.details.text')}</p>
      <div className="banking-pair">
        <SavedDetailForm
          textKey="userArea.banking.iban"
          serverField="iban"
          saved={iban}
          isValid={isValidIban}
          format={formatIban}
          save={saveIban}
          changeNote={t('userArea.banking.iban.changeNote', { hours: WITHDRAWAL_HOLD_HOURS_AFTER_IBAN_CHANGE })}
        />
        <SavedDetailForm
          textKey="userArea.banking.taxCode"
          serverField="CF"
          saved={taxCode}
          isValid={isValidTaxCode}
          format={normalizeTaxCode}
          save={saveTaxCode}
          lockedReason={docVerified && taxCode ? t('userArea.banking.identityLocked') : undefined}
        />
      </div>
    </section>
  );
}
