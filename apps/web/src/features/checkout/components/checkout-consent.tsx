import type { ReactNode } from 'react';

export interface ConsentState {
  checked: boolean;
  /** Once the checkout is open the box cannot be unticked: the order recorded it. */
  locked: boolean;
  onChange: (checked: boolean) => void;
}

interface CheckoutConsentProps extends ConsentState {
  className: string;
  hintId: string;
  label: ReactNode;
  /** What the box means, or that it was recorded once locked. */
  hint: string;
}

/** A box the buyer ticks before paying, with the hint it is described by. */
export function CheckoutConsent({ className, hintId, checked, locked, onChange, label, hint }: CheckoutConsentProps) {
  return (
    <div className={className}>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checked}
          disabled={locked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hintId}
        />
        <span>{label}</span>
      </label>
      <p id={hintId} className="field-hint">
        {hint}
      </p>
    </div>
  );
}
