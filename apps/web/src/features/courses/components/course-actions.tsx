import type { CourseDetail } from '@cammini/contract';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { placeNameFromLocation } from '../../../components/content/course-card';
import { titleToSlug } from '../../../lib/titles';
import { useSession } from '../../session/session-store';
import { buildCalendarFile, calendarFileHref } from '../lib/ics';

/**
 * Buying needs an account: a visitor goes to log in (and comes back here after), a customer to
 * the payment page, and someone who already bought the course straight to it.
 */
export function BuyCourseLink({ title, owned }: { title: string; owned: boolean }) {
  const { t } = useTranslation('content');
  const { user } = useSession();
  const location = useLocation();
  const slug = titleToSlug(title);
  if (owned) {
    return (
      <Link className="button button-secondary button-block" to={`/corso/${slug}`}>
        {t('courseDetail.open')}
      </Link>
    );
  }
  return (
    <Link
      className="button button-primary button-block"
      to={user ? `/payment/${slug}` : '/login'}
      state={user ? undefined : { from: location.pathname }}
    >
      {t('courseDetail.buy')}
    </Link>
  );
}

/** "Add to calendar": an .ics file made here from the course, for courses that have a date. */
export function AddToCalendarLink({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('content');
  if (!course.date) return null;
  const slug = titleToSlug(course.title);
  const pageUrl = `${window.location.origin}/courseDetail/${slug}`;
  const file = buildCalendarFile({
    uid: `course-${course.idCourse}@${window.location.hostname || 'cammini'}`,
    title: course.title,
    startDate: course.date,
    endDate: course.dateFine,
    location: placeNameFromLocation(course.location) ?? course.location,
    description: [course.intro, pageUrl].filter(Boolean).join('\n\n'),
    url: pageUrl,
  });
  return (
    <a className="button button-ghost" href={calendarFileHref(file)} download={`${decodeURIComponent(slug)}.ics`}>
      <CalendarPlus aria-hidden="true" size={18} />
      {t('courseDetail.addToCalendar')}
    </a>
  );
}
