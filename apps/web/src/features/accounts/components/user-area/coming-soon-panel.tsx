import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface ComingSoonPanelProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  link?: { to: string; label: string };
}

/** What a tab shows until its release fills it in. */
export function ComingSoonPanel({ icon: Icon, title, children, link }: ComingSoonPanelProps) {
  const { t } = useTranslation('accounts');
  return (
    <div className="coming-soon">
      <span className="coming-soon__icon" aria-hidden="true">
        <Icon size={28} />
      </span>
      <h2>{title}</h2>
      <p>{children}</p>
      <p className="coming-soon__badge">{t('userArea.comingSoon')}</p>
      {link && (
        <Link to={link.to} className="button button-secondary">
          {link.label}
        </Link>
      )}
    </div>
  );
}
