import { PagePath } from '@cammini/contract';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The buyer's acceptance of the terms of sale, required before a checkout is opened: the link opens them
 * in a new tab, so the payment page stays as it is. Once the checkout is open it cannot be unticked: the
 * order recorded the version accepted.
 */
export function TermsConsent({
  version,
  checked,
  locked,
  onChange,
}: {
  version: number;
  checked: boolean;
  locked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('commerce');
  const hintId = useId();
  return (
    <div className="withdrawal-consent terms-consent">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checked}
          disabled={locked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hintId}
        />
        <span>
          <Trans
            t={t}
            i18nKey="precontract.accept"
            values={{ version }}
            components={{
              terms: <Link to={PagePath.termsOfSale} target="_blank" />,
              newTab: <span className="visually-hidden" />,
            }}
          />
        </span>
      </label>
      <p id={hintId} className="field-hint">
        {locked ? t('precontract.recorded') : t('precontract.hint')}
      </p>
    </div>
  );
}
