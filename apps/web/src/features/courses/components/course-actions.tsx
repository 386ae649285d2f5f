import type { CourseDetail } from '@cammini/contract';
import { titleToSlug } from '@cammini/contract';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BuyCourseButton } from '../../../components/content/buy-course-button';
import { placeNameFromLocation } from '../../../components/content/course-card';
import { buildCalendarFile, calendarFileHref } from '../lib/ics';

/** The buy button of an in-person course: full width, leading to `/corso/…` once bought. */
export function BuyCourseLink({ title, owned }: { title: string; owned: boolean }) {
  const { t } = useTranslation('content');
  return (
    <BuyCourseButton
      title={title}
      owned={owned}
      ownedPath="/corso"
      labels={{ open: t('courseDetail.open'), buy: t('courseDetail.buy') }}
      block
    />
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
