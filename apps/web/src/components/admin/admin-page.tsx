import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import '../../styles/admin.css';

interface AdminPageProps {
  title: string;
  children: ReactNode;
  /** Where the back link leads; the dashboard unless the screen belongs to a list. */
  backTo?: string;
  backLabel?: string;
  /** Tables and the landing builder use the full width; forms stay readable. */
  wide?: boolean;
}

/** The frame of every back-office screen: a way back, the heading, and the page title. */
export function AdminPage({ title, children, backTo = '/pannello', backLabel, wide = false }: AdminPageProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <section className={`page container admin-page${wide ? ' admin-page--wide' : ''}`}>
      <Link to={backTo} className="admin-page__back">
        <ArrowLeft aria-hidden="true" size={16} />
        {backLabel ?? t('admin.dashboard')}
      </Link>
      <h1>{title}</h1>
      {children}
    </section>
  );
}
