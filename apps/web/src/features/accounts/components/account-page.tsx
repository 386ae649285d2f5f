import { ArrowLeft, CircleCheck } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';

interface AccountPageProps {
  title: string;
  lead?: ReactNode;
  /** Wide cards hold the long registration form; the others stay narrow. */
  wide?: boolean;
  /** The title's element, for a page that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** The calm, centred card every login and password screen sits in. */
export function AccountPage({ title, lead, wide = false, headingRef, children }: AccountPageProps) {
  return (
    <section className="page container account-page">
      <div className={`card account-card${wide ? ' account-card--wide' : ''}`}>
        <header className="account-card__header">
          <h1 ref={headingRef}>{title}</h1>
          {lead && <p className="lead">{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}

/** A finished account step (an address confirmed, a password changed): it says so and leads to the login. */
export function AccountDone({
  title,
  message,
  toLoginLabel,
}: {
  title: string;
  message: string;
  toLoginLabel: string;
}) {
  return (
    <AccountPage title={title}>
      <div className="account-result">
        <CircleCheck className="account-result__icon account-result__icon--success" aria-hidden="true" size={40} />
        <Alert tone="success">{message}</Alert>
        <Link to="/login" className="button button-primary button-block">
          {toLoginLabel}
        </Link>
      </div>
    </AccountPage>
  );
}

/** The way back under an account card (to the profile, to the home page). */
export function AccountBackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="account-card__footer">
      <Link to={to} className="back-link">
        <ArrowLeft aria-hidden="true" size={16} /> {label}
      </Link>
    </p>
  );
}
