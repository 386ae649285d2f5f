import { type CancelBookingResponse, titleToSlug } from '@cammini/contract';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { formatCourseDates, formatEuros, formatLongDate } from '../../../../lib/format';
import { useOwnedCourses } from '../../../../lib/queries/owned-courses';
import { BookingCancellation } from './booking-cancellation';
import { OwnedCourseList } from './owned-course-list';

/**
 * The in-person courses the customer bought, each leading to its viewer (/corso/{title}); one
 * booked with a deposit also says the balance due and leads to its payment. A booking the customer may
 * still cancel (free cancellation, more than a week ahead) offers "Annulla la prenotazione"; one whose free
 * cancellation has closed says since when.
 */
export function PhysicalCoursesTab() {
  const { t, i18n } = useTranslation('commerce');
  const language = i18n.language;
  const owned = useOwnedCourses();
  const [cancelled, setCancelled] = useState<CancelBookingResponse | null>(null);
  const date = (value: string) => formatLongDate(value, i18n.language);
  const items = (owned.data?.courses ?? []).map((course) => ({
    ...course,
    // Written as the course's page writes it ("10–11 dicembre 2026").
    detail: course.date ? formatCourseDates(course.date, course.dateFine, language) : t('owned.noDate'),
    balance:
      course.balanceDue > 0
        ? { amount: course.balanceDue, payAt: `/payment/${titleToSlug(course.title)}?payment=balance` }
        : null,
    // Once free cancellation has closed the booking says so, rather than its button just being gone.
    note: course.cancellationClosedOn ? t('owned.cancel.closedOn', { date: date(course.cancellationClosedOn) }) : null,
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
            {t('owned.cancel.done', { title: cancelled.title, amount: formatEuros(cancelled.refunded, language) })}
          </Alert>
        )
      }
      empty={{ text: t('owned.physicalEmpty'), link: { to: '/corsi', label: t('owned.browsePhysical') } }}
    />
  );
}
