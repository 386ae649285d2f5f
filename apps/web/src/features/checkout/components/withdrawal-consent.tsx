import { useTranslation } from 'react-i18next';

/**
 * Online courses: before paying, the customer asks for immediate access and acknowledges losing the
 * right of withdrawal (`days` long, the business's setting) once the first lesson starts (Codice del
 * consumo, art. 59, comma 1, lettera o). The server records it with the order and repeats it in the
 * receipt; once the checkout is open it cannot be unticked.
 */
export function WithdrawalConsent({
  checked,
  days,
  locked,
  onChange,
}: {
  checked: boolean;
  days: number;
  locked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('commerce');
  return (
    <div className="withdrawal-consent">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checked}
          disabled={locked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby="withdrawal-consent-hint"
        />
        <span>{t('consent.label', { days })}</span>
      </label>
      <p id="withdrawal-consent-hint" className="field-hint">
        {locked ? t('consent.recorded') : t('consent.hint')}
      </p>
    </div>
  );
}
