import type { CourseDetail } from '@cammini/contract';
import { buildCalendarFile, calendarFileHref, coursePlaceText, titleToSlug } from '@cammini/contract';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BuyCourseButton } from '../../../components/content/buy-course-button';
import { placeNameFromLocation } from '../../../components/content/course-card';
import { useBrowserValue } from '../../../lib/use-browser-value';

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

const pageOrigin = () => window.location.origin;

/**
 * "Add to calendar": an .ics file made here from the course, for courses that have a date. The file
 * holds the page's full address and the moment it is made, which only the browser knows: the server
 * draws the link without its file, as does the browser while it adopts the server's HTML, and the file
 * is made right after.
 */
export function AddToCalendarLink({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('content');
  const origin = useBrowserValue<string | null>(pageOrigin, null);
  if (!course.date) return null;
  const slug = titleToSlug(course.title);
  return (
    <a
      className="button button-ghost"
      href={origin ? calendarFileHref(courseCalendarFile(course, course.date, slug, origin)) : undefined}
      download={`${decodeURIComponent(slug)}.ics`}
    >
      <CalendarPlus aria-hidden="true" size={18} />
      {t('courseDetail.addToCalendar')}
    </a>
  );
}

/** The course's .ics file, for the page at `origin` (which only the browser knows). */
function courseCalendarFile(course: CourseDetail, startDate: string, slug: string, origin: string): string {
  const pageUrl = `${origin}/courseDetail/${slug}`;
  return buildCalendarFile({
    uid: `course-${course.idCourse}@${new URL(origin).hostname || 'cammini'}`,
    title: course.title,
    startDate,
    endDate: course.dateFine,
    startTime: course.startTime,
    endTime: course.endTime,
    location: coursePlaceText(course) ?? placeNameFromLocation(course.location) ?? course.location,
    description: [course.intro, pageUrl].filter(Boolean).join('\n\n'),
    url: pageUrl,
  });
}
