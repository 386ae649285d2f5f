import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface NewsletterCardProps {
  icon: LucideIcon;
  tone?: 'neutral' | 'success' | 'warning';
  title: string;
  children: ReactNode;
}

/** The calm, centred card of the confirmation and unsubscribe pages, one per state. */
export function NewsletterCard({ icon: Icon, tone = 'neutral', title, children }: NewsletterCardProps) {
  return (
    <section className="page container newsletter-page">
      <div className="card newsletter-card" data-tone={tone} aria-live="polite">
        <Icon className="newsletter-card__icon" aria-hidden="true" size={40} />
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
