import { PagePath } from '@cammini/contract';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckoutConsent, type ConsentState } from './checkout-consent';

/**
 * The buyer's acceptance of the terms of sale, required before a checkout is opened: the link opens them
 * in a new tab, so the payment page stays as it is. Once the checkout is open it cannot be unticked: the
 * order recorded the version accepted.
 */
export function TermsConsent({ version, ...state }: ConsentState & { version: number }) {
  const { t } = useTranslation('commerce');
  const hintId = useId();
  return (
    <CheckoutConsent
      {...state}
      className="withdrawal-consent terms-consent"
      hintId={hintId}
      label={
        <Trans
          t={t}
          i18nKey="precontract.accept"
          values={{ version }}
          components={{
            terms: <Link to={PagePath.termsOfSale} target="_blank" />,
            newTab: <span className="visually-hidden" />,
          }}
        />
      }
      hint={state.locked ? t('precontract.recorded') : t('precontract.hint')}
    />
  );
}
