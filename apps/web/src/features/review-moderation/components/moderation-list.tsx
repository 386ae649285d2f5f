import { type AdminReviewItem, REVIEW_STATUSES, type ReviewStatus } from '@cammini/contract';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficePager } from '../../../components/admin/office-pager';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { failed, useAdminSave } from '../../../lib/admin/use-admin-save';
import { formatDateTime } from '../../../lib/format';
import { useModerateReview, useModerationList } from '../api/moderation';

/** What the admin can do with a review in each status. */
const ACTIONS: Record<ReviewStatus, ReviewStatus[]> = {
  pending: ['published', 'rejected'],
  published: ['rejected'],
  rejected: ['published'],
};

function ReviewRow({ review }: { review: AdminReviewItem }) {
  const { t, i18n } = useTranslation('admin-office');
  const moderate = useModerateReview();
  const save = useAdminSave();
  const author = `${review.name} ${review.surname}`.trim();
  return (
    <li className="moderation-item">
      <div className="moderation-item__head">
        <strong>{author}</strong>
        {review.verifiedPurchase && (
          <span className="status-badge" data-status="approved">
            <BadgeCheck aria-hidden="true" size={14} /> {t('reviews.verified')}
          </span>
        )}
        <span>{t('reviews.rating', { rating: review.rating })}</span>
        <time dateTime={review.date}>{formatDateTime(review.date, i18n.language)}</time>
      </div>
      <p className="moderation-item__text">{review.review}</p>
      <div className="business-actions">
        {ACTIONS[review.status].map((status) => (
          <button
            key={status}
            type="button"
            className={`button button-small ${status === 'rejected' ? 'button-danger' : 'button-primary'}`}
            disabled={moderate.isPending}
            onClick={() => {
              save.begin();
              moderate.mutate(
                { id: review.idReview, status },
                { onError: () => save.settle(failed(t('reviews.actionError'))) },
              );
            }}
            aria-label={t(`reviews.action.${status}Of`, { author })}
          >
            {t(`reviews.action.${status}`)}
          </button>
        ))}
      </div>
      {save.outcome && <Alert tone="error">{save.outcome.text}</Alert>}
    </li>
  );
}

/** Reviews by status, the waiting ones first: the admin approves or rejects them. */
export function ModerationList() {
  const { t } = useTranslation('admin-office');
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const [page, setPage] = useState(1);
  const list = useModerationList(status, page);

  const body = () => {
    if (list.isPending) return <Loading label={t('reviews.loading')} />;
    if (list.isError)
      return (
        <Alert tone="error">
          <span>{t('reviews.error')}</span>{' '}
          <button type="button" className="business-retry" onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        </Alert>
      );
    const { reviews, total, pageCount } = list.data;
    if (total === 0) return <p className="business-empty">{t(`reviews.empty.${status}`)}</p>;
    return (
      <>
        <p className="business-count">{t('reviews.count', { count: total })}</p>
        <ul className="moderation-list">
          {reviews.map((review) => (
            <ReviewRow key={review.idReview} review={review} />
          ))}
        </ul>
        <OfficePager page={page} pageCount={pageCount} onPage={setPage} />
      </>
    );
  };

  return (
    <section className="business-section">
      <div className="business-toolbar">
        <label className="moderation-filter">
          <span>{t('reviews.show')}</span>
          <select
            className="business-status-select"
            value={status}
            onChange={(event) => {
              setStatus(event.currentTarget.value as ReviewStatus);
              setPage(1);
            }}
          >
            {REVIEW_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`reviews.status.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {body()}
    </section>
  );
}
