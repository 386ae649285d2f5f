import type { NewsletterHistoryItem } from '@cammini/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin/admin-table';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { formatShortDateTime } from '../../../lib/format';
import { useNewsletterHistory } from '../api/newsletters';

/** The outbox's counts of one sending, one column each. */
const COUNTS = ['queued', 'sent', 'failed'] as const;
const COLUMNS = ['date', 'subject', ...COUNTS, 'state'];

function stateKey(item: NewsletterHistoryItem): string {
  if (item.queued === 0) return 'noRecipients';
  if (item.pending > 0) return 'sending';
  return item.failed > 0 ? 'withFailures' : 'done';
}

/** What was sent, with the outbox's progress; refreshed every few seconds while messages wait. */
export function NewsletterHistory({ headingId }: { headingId: string }) {
  const { t, i18n } = useTranslation('admin-business');
  const history = useNewsletterHistory();

  let content: ReactNode;
  if (history.isPending) content = <Loading label={t('newsletter.history.loading')} />;
  else if (history.isError)
    content = (
      <Alert tone="error">
        <span>{t('newsletter.history.error')}</span>{' '}
        <button type="button" className="business-retry" onClick={() => void history.refetch()}>
          {t('retry')}
        </button>
      </Alert>
    );
  else if (history.data.length === 0) content = <p className="business-empty">{t('newsletter.history.empty')}</p>;
  else
    content = (
      <AdminTable
        label={t('newsletter.history.tableLabel')}
        columns={COLUMNS.map((name) => ({
          label: t(`newsletter.history.columns.${name}`),
          numeric: COUNTS.some((count) => count === name),
        }))}
      >
        {history.data.map((item) => (
          <tr key={item.id}>
            <td className="business-table__nowrap" data-label={t('newsletter.history.columns.date')}>
              {formatShortDateTime(item.createdAt, i18n.language)}
            </td>
            <td data-label={t('newsletter.history.columns.subject')}>{item.subject}</td>
            {COUNTS.map((count) => (
              <td key={count} className="numeric" data-label={t(`newsletter.history.columns.${count}`)}>
                {item[count]}
              </td>
            ))}
            <td data-label={t('newsletter.history.columns.state')}>
              <span className="status-badge" data-status={stateKey(item)}>
                {t(`newsletter.history.${stateKey(item)}`)}
              </span>
            </td>
          </tr>
        ))}
      </AdminTable>
    );

  return (
    <section className="business-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('newsletter.history.title')}</h2>
      {content}
    </section>
  );
}
