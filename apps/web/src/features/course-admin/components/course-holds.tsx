import {
  type CourseSeatHold,
  SEAT_HOLD_MINUTES,
  SEAT_HOLD_WINDOW_HOURS,
  SEAT_HOLDS_PER_WINDOW,
} from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { failed, saved, useAdminSave } from '../../../lib/admin/use-admin-save';
import { formatShortDateTime } from '../../../lib/format';
import { problemOf } from '../../../lib/forms/problem-of';
import { useCourseHolds, useReleaseHold } from '../api/course-bookings';
import { CoursePeopleSection, PersonCells } from './course-people-section';

/**
 * "Posti tenuti da pagamenti in corso": the customers whose open checkout holds a seat now, since and until
 * when, how many times they renewed it, and the release of one (asked to confirm first): the seat goes to
 * the waiting list, or back on sale.
 */
export function CourseHoldsForAdmin({ title }: { title: string }) {
  const { t, i18n } = useTranslation('admin-courses');
  const holds = useCourseHolds(title);
  const release = useReleaseHold(title);
  /** What the last release came to, said under the table. */
  const save = useAdminSave();
  const rows = holds.data?.holds ?? [];

  function releaseHold(hold: CourseSeatHold) {
    const name = `${hold.name} ${hold.surname}`;
    if (!window.confirm(t('holds.confirmRelease', { name }))) return;
    save.begin();
    release.mutate(hold.orderId, {
      onSuccess: () => save.settle(saved(t('holds.released', { name }))),
      onError: (error) =>
        save.settle(failed(problemOf(error)?.status === 404 ? t('holds.gone', { name }) : t('holds.releaseFailed'))),
    });
  }

  return (
    <CoursePeopleSection
      title={t('holds.title')}
      intro={t('holds.intro', {
        minutes: SEAT_HOLD_MINUTES,
        times: SEAT_HOLDS_PER_WINDOW,
        hours: SEAT_HOLD_WINDOW_HOURS,
      })}
      query={holds}
      count={rows.length}
      texts={{ loading: t('holds.loading'), error: t('holds.error'), empty: t('holds.empty') }}
      footer={
        <p className="business-row-message" role="status" data-tone={save.outcome?.tone}>
          {save.outcome?.text}
        </p>
      }
      head={[
        { label: t('people.name') },
        { label: t('people.email') },
        { label: t('bookings.payment') },
        { label: t('holds.openedAt') },
        { label: t('holds.heldUntil') },
        { label: t('holds.renewals'), numeric: true },
        { label: t('people.actions') },
      ]}
    >
      {rows.map((hold) => (
        <tr key={hold.orderId}>
          <PersonCells person={hold} />
          <td data-label={t('bookings.payment')}>{t(`bookings.payments.${hold.payment}`)}</td>
          <td data-label={t('holds.openedAt')}>{formatShortDateTime(hold.openedAt, i18n.language)}</td>
          <td data-label={t('holds.heldUntil')}>{formatShortDateTime(hold.heldUntil, i18n.language)}</td>
          <td data-label={t('holds.renewals')} className="numeric">
            {hold.renewals}
          </td>
          <td className="business-table__nowrap business-table__wide" data-label={t('people.actions')}>
            <button
              type="button"
              className="button button-secondary button-small button-danger"
              disabled={release.isPending}
              aria-busy={release.isPending && release.variables === hold.orderId}
              onClick={() => releaseHold(hold)}
            >
              {release.isPending && release.variables === hold.orderId ? t('holds.releasing') : t('holds.release')}
              <span className="visually-hidden"> ({`${hold.name} ${hold.surname}`})</span>
            </button>
          </td>
        </tr>
      ))}
    </CoursePeopleSection>
  );
}
