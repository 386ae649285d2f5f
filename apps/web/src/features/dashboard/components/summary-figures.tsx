import type { LucideIcon } from 'lucide-react';
import { FileCheck2, ShoppingBag, UserPlus, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { formatEuros } from '../../../lib/format';
import { useAdminSummary } from '../api/get-summary';
import '../../../styles/admin-business.css';

interface Figure {
  to: string;
  label: string;
  value: string;
  detail?: string;
  icon: LucideIcon;
  /** Something waits for the admin. */
  attention?: boolean;
}

/** The month's sales and new customers, and what waits for the admin; each figure opens its screen. */
export function SummaryFigures() {
  const { t, i18n } = useTranslation('admin-business');
  const language = i18n.language;
  const summary = useAdminSummary();

  if (summary.isPending) return <Loading label={t('dashboard.loading')} />;
  if (summary.isError)
    return (
      <Alert tone="error">
        <span>{t('dashboard.error')}</span>{' '}
        <button type="button" className="business-retry" onClick={() => void summary.refetch()}>
          {t('retry')}
        </button>
      </Alert>
    );

  const { salesThisMonth, newCustomersThisMonth, pendingDocuments, pendingWithdrawals } = summary.data;
  const figures: Figure[] = [
    {
      to: '/ordini',
      label: t('dashboard.sales'),
      value: formatEuros(salesThisMonth.amount, language),
      detail: t('dashboard.salesCount', { count: salesThisMonth.count }),
      icon: ShoppingBag,
    },
    { to: '/clienti', label: t('dashboard.newCustomers'), value: String(newCustomersThisMonth), icon: UserPlus },
    {
      to: '/clienti#documenti',
      label: t('dashboard.pendingDocuments'),
      value: String(pendingDocuments),
      icon: FileCheck2,
      attention: pendingDocuments > 0,
    },
    {
      to: '/pagamenti',
      label: t('dashboard.pendingWithdrawals'),
      value: String(pendingWithdrawals.count),
      detail: t('dashboard.withdrawalsAmount', { amount: formatEuros(pendingWithdrawals.amount, language) }),
      icon: Wallet,
      attention: pendingWithdrawals.count > 0,
    },
  ];

  return (
    <ul className="summary-figures">
      {figures.map(({ to, label, value, detail, icon: Icon, attention }) => (
        <li key={label}>
          <Link to={to} className="summary-figure" data-attention={attention ? 'true' : undefined}>
            <span className="summary-figure__label">
              <Icon aria-hidden="true" size={18} />
              {label}
            </span>
            <span className="summary-figure__value">{value}</span>
            {detail && <span className="summary-figure__detail">{detail}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
