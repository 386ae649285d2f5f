import { type CourseDetail, ErrorCode, type WaitlistPlace } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { formatDateTime } from '../../../lib/format';
import { isProblem, problemOf } from '../../../lib/forms/problem-of';
import { useRefreshOwned } from '../../../lib/queries/owned-courses';
import { useSession } from '../../../lib/session/session-store';
import { useChangeWaitlistPlace, useWaitlistPlace } from '../api/waitlist';
import { BuyCourseLink } from './course-actions';

/**
 * The waiting list of a sold-out course. The page the server renders is public and cached, so it
 * knows no customer and shows the visitor's way in; the customer's place is drawn after hydration,
 * in a box that keeps its height.
 */
export function CourseWaitlist({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('content');
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    return (
      <div className="course-waitlist">
        <Link className="button button-secondary button-block" to="/login" state={{ from: location.pathname }}>
          {t('waitlist.login')}
        </Link>
      </div>
    );
  }
  return <CustomerWaitlist title={course.title} />;
}

function CustomerWaitlist({ title }: { title: string }) {
  const { t } = useTranslation('content');
  const place = useWaitlistPlace(title, true);
  const change = useChangeWaitlistPlace(title);
  const refreshOwned = useRefreshOwned();
  const code = problemOf(change.error)?.code ?? null;

  const changePlace = (method: 'POST' | 'DELETE') =>
    change.mutate(method, {
      // Bought meanwhile (in another tab): the page shows the course as owned once the list is read again.
      onError: (error) => {
        if (isProblem(error, ErrorCode.ALREADY_OWNED)) void refreshOwned();
      },
    });
  if (code === ErrorCode.NOT_FULL) {
    return (
      <div className="course-waitlist">
        <Alert tone="info">{t('waitlist.notFull')}</Alert>
        <BuyCourseLink title={title} owned={false} />
      </div>
    );
  }

  return (
    <div className="course-waitlist" aria-busy={place.isPending || change.isPending}>
      {place.isError ? (
        <>
          <Alert tone="error">{t('waitlist.loadError')}</Alert>
          <button type="button" className="button button-secondary button-block" onClick={() => void place.refetch()}>
            {t('waitlist.retry')}
          </button>
        </>
      ) : (
        <PlaceState title={title} place={place.data} busy={change.isPending} onChange={changePlace} />
      )}
      {change.isError && code !== ErrorCode.ALREADY_OWNED && <Alert tone="error">{t('waitlist.changeError')}</Alert>}
    </div>
  );
}

/** Not on the list (or not read yet: the same button, disabled), on it, or offered a kept place. */
function PlaceState({
  title,
  place,
  busy,
  onChange,
}: {
  title: string;
  place: WaitlistPlace | undefined;
  busy: boolean;
  onChange: (method: 'POST' | 'DELETE') => void;
}) {
  const { t, i18n } = useTranslation('content');
  if (place?.offerExpiresAt) {
    return (
      <>
        <p className="course-waitlist__text">
          {t('waitlist.offered', { date: formatDateTime(place.offerExpiresAt, i18n.language) })}
        </p>
        <BuyCourseLink title={title} owned={false} />
      </>
    );
  }
  if (place?.joined) {
    return (
      <>
        <p className="course-waitlist__text">{t('waitlist.position', { position: place.position })}</p>
        <button
          type="button"
          className="button button-ghost button-block"
          disabled={busy}
          onClick={() => onChange('DELETE')}
        >
          {t('waitlist.leave')}
        </button>
      </>
    );
  }
  return (
    <button
      type="button"
      className="button button-secondary button-block"
      disabled={busy || !place}
      onClick={() => onChange('POST')}
    >
      {t('waitlist.join')}
    </button>
  );
}
