import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ResultLink {
  to: string;
  label: string;
}

/**
 * The page a buyer lands on after paying or cancelling: an icon, a title, what happened, and the ways
 * on: the one that matters most (when there is one), the next best, and home.
 */
export function PaymentResult({
  icon,
  success = false,
  title,
  children,
  primary,
  secondary,
  homeLabel,
}: {
  icon: ReactNode;
  success?: boolean;
  title: string;
  children: ReactNode;
  primary?: ResultLink | null;
  secondary: ResultLink;
  homeLabel: string;
}) {
  return (
    <section className="page container page-narrow payment-result">
      <div className="card payment-result__card">
        <span
          className={success ? 'payment-result__icon payment-result__icon--success' : 'payment-result__icon'}
          aria-hidden="true"
        >
          {icon}
        </span>
        <h1>{title}</h1>
        {children}
        <div className="links-row payment-result__links">
          {primary && (
            <Link className="button button-primary" to={primary.to}>
              {primary.label}
            </Link>
          )}
          <Link className="button button-secondary" to={secondary.to}>
            {secondary.label}
          </Link>
          <Link className="button button-ghost" to="/">
            {homeLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}
