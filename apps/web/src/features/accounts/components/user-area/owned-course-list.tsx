import { withdrawalFunctionPath } from '@cammini/contract';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoverImage } from '../../../../components/content/cover-image';
import { Alert } from '../../../../components/ui/alert';
import { Loading } from '../../../../components/ui/loading';
import { formatEuros } from '../../../../lib/format';
import '../../../../styles/commerce.css';

export interface OwnedListItem {
  title: string;
  category: string;
  immagineCopertina: string | null;
  link: string;
  /** One line under the title: dates, or lesson progress. */
  detail: ReactNode;
  purchasedAt: string;
  /** The number of the order that bought it (`2026-0042`), as the receipt gives it; null without an order. */
  orderNumber?: string | null;
  /** Booked with a deposit: the balance still due and where it is paid. */
  balance?: { amount: number; payAt: string } | null;
  /** A sentence about the booking under its dates (e.g. that free cancellation has closed). */
  note?: string | null;
  /** Something more the customer can do with this course (cancelling its booking). */
  action?: ReactNode;
}

/**
 * A tab of the user area listing bought courses, each with VISUALIZZA; while loading, after a
 * failure, and when nothing was bought yet it says so, the last with a way to the catalogue.
 */
export function OwnedCourseList({
  title,
  icon: Icon,
  query,
  items,
  empty,
  notice,
}: {
  title: string;
  icon: LucideIcon;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  items: OwnedListItem[];
  empty: { text: string; link: { to: string; label: string } };
  /** A message over the list (what an action just did). */
  notice?: ReactNode;
}) {
  const { t, i18n } = useTranslation('commerce');
  const language = i18n.language;
  return (
    <section className="owned-courses" aria-labelledby="owned-courses-title">
      <h2 id="owned-courses-title">{title}</h2>
      {notice}
      {query.isPending ? (
        <Loading label={t('owned.loading')} />
      ) : query.isError ? (
        <div className="owned-courses__state">
          <Alert tone="error">{t('owned.error')}</Alert>
          <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
            {t('owned.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="owned-courses__state owned-courses__state--empty">
          <span className="coming-soon__icon" aria-hidden="true">
            <Icon size={28} />
          </span>
          <p>{empty.text}</p>
          <Link to={empty.link.to} className="button button-secondary">
            {empty.link.label}
          </Link>
        </div>
      ) : (
        <ul className="owned-courses__list">
          {items.map((item) => (
            <li key={item.link} className="owned-course">
              <CoverImage src={item.immagineCopertina} className="owned-course__cover" width={240} height={160} />
              <div className="owned-course__body">
                <p className="eyebrow">{item.category}</p>
                <h3 className="owned-course__title">{item.title}</h3>
                <p className="owned-course__detail">{item.detail}</p>
                {item.balance && (
                  <p className="owned-course__balance">
                    {t('owned.balanceDue', { amount: formatEuros(item.balance.amount, language) })}
                  </p>
                )}
                {item.note && <p className="owned-course__note">{item.note}</p>}
                {item.orderNumber && (
                  <p className="owned-course__order">
                    <span>{t('owned.order', { number: item.orderNumber })}</span> ·{' '}
                    <Link
                      to={withdrawalFunctionPath(item.orderNumber)}
                      aria-label={t('owned.withdrawLabel', { number: item.orderNumber })}
                    >
                      {t('owned.withdraw')}
                    </Link>
                  </p>
                )}
              </div>
              <div className="owned-course__open">
                {item.balance && (
                  <Link to={item.balance.payAt} className="button button-secondary">
                    {t('owned.payBalance')}
                  </Link>
                )}
                <Link
                  to={item.link}
                  className="button button-primary"
                  aria-label={t('owned.viewLabel', { title: item.title })}
                >
                  {t('owned.view')}
                </Link>
                {item.action}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
