import type { ReactNode } from 'react';

interface AccountPageProps {
  title: string;
  lead?: ReactNode;
  /** Wide cards hold the long registration form; the others stay narrow. */
  wide?: boolean;
  children: ReactNode;
}

/** The calm, centred card every login and password screen sits in. */
export function AccountPage({ title, lead, wide = false, children }: AccountPageProps) {
  return (
    <section className="page container account-page">
      <div className={`card account-card${wide ? ' account-card--wide' : ''}`}>
        <header className="account-card__header">
          <h1>{title}</h1>
          {lead && <p className="lead">{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
