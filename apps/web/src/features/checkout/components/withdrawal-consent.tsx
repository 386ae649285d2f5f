import { useTranslation } from 'react-i18next';
import { CheckoutConsent, type ConsentState } from './checkout-consent';

/**
 * Online courses: before paying, the customer asks for immediate access and acknowledges losing the
 * right of withdrawal (`days` long, the business's setting) once the first lesson starts (Codice del
 * consumo, art. 59, comma 1, lettera o). The server records it with the order and repeats it in the
 * receipt; once the checkout is open it cannot be unticked.
 */
export function WithdrawalConsent({ days, ...state }: ConsentState & { days: number }) {
  const { t } = useTranslation('commerce');
  return (
    <CheckoutConsent
      {...state}
      className="withdrawal-consent"
      hintId="withdrawal-consent-hint"
      label={t('consent.label', { days })}
      hint={state.locked ? t('consent.recorded') : t('consent.hint')}
    />
  );
}
