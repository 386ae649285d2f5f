import { type CancelBookingResponse, titleToSlug } from '@cammini/contract';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { formatEuros, formatLongDate } from '../../../../lib/format';
import { useOwnedCourses } from '../../../../lib/queries/owned-courses';
import { BookingCancellation } from './booking-cancellation';
import { OwnedCourseList } from './owned-course-list';

/**
 * The in-person courses the customer bought, each leading to its viewer (/corso/{title}); one
 * booked with a deposit also says the balance due and leads to its payment. A booking the customer may
 * still cancel (free cancellation, more than a week ahead) offers "Annulla la prenotazione".
 */
export function PhysicalCoursesTab() {
  const { t, i18n } = useTranslation('commerce');
  const owned = useOwnedCourses();
  const [cancelled, setCancelled] = useState<CancelBookingResponse | null>(null);
  const date = (value: string) => formatLongDate(value, i18n.language);
  const items = (owned.data?.courses ?? []).map((course) => ({
    ...course,
    detail: course.date
      ? course.dateFine && course.dateFine !== course.date
        ? t('viewer.dates', { start: date(course.date), end: date(course.dateFine) })
        : date(course.date)
      : t('owned.noDate'),
    balance:
      course.balanceDue > 0
        ? { amount: course.balanceDue, payAt: `/payment/${titleToSlug(course.title)}?payment=balance` }
        : null,
    action: course.cancellation ? (
      <BookingCancellation title={course.title} refund={course.cancellation.refund} onCancelled={setCancelled} />
    ) : null,
  }));
  return (
    <OwnedCourseList
      title={t('owned.physicalTitle')}
      icon={UsersRound}
      query={owned}
      items={items}
      notice={
        cancelled && (
          <Alert tone="success">
            {t('owned.cancel.done', { title: cancelled.title, amount: formatEuros(cancelled.refunded) })}
          </Alert>
        )
      }
      empty={{ text: t('owned.physicalEmpty'), link: { to: '/corsi', label: t('owned.browsePhysical') } }}
    />
  );
}
