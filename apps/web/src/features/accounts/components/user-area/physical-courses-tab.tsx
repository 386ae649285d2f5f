import { titleToSlug } from '@cammini/contract';
import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../../lib/format';
import { useOwnedCourses } from '../../../../lib/queries/owned-courses';
import { OwnedCourseList } from './owned-course-list';

/**
 * The in-person courses the customer bought, each leading to its viewer (/corso/{title}); one
 * booked with a deposit also says the balance due and leads to its payment.
 */
export function PhysicalCoursesTab() {
  const { t, i18n } = useTranslation('commerce');
  const owned = useOwnedCourses();
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
  }));
  return (
    <OwnedCourseList
      title={t('owned.physicalTitle')}
      icon={UsersRound}
      query={owned}
      items={items}
      empty={{ text: t('owned.physicalEmpty'), link: { to: '/corsi', label: t('owned.browsePhysical') } }}
    />
  );
}
