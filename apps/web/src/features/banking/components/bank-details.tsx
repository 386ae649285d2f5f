import { formatIban, isValidIban, isValidTaxCode, normalizeTaxCode } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { useSaveIban } from '../api/save-iban';
import { useSaveTaxCode } from '../api/save-tax-code';
import { SavedDetailForm } from './saved-detail-form';

/** The IBAN withdrawals are paid to and the tax code (codice fiscale) they are declared under. */
export function BankDetails({ iban, taxCode }: { iban: string | null; taxCode: string | null }) {
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
        />
        <SavedDetailForm
          textKey="userArea.banking.taxCode"
          serverField="CF"
          saved={taxCode}
          isValid={isValidTaxCode}
          format={normalizeTaxCode}
          save={saveTaxCode}
        />
      </div>
    </section>
  );
}
