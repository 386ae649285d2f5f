import type { CourseDetail } from '@cammini/contract';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDate } from '../../../lib/format';

/**
 * The page of a course that took place stays, says so, and leads to the next course of its topic
 * when one is coming. Drawn from the server's answer alone (never the clock), as the server drew it.
 */
export function PastCourseNotice({ course }: { course: Pick<CourseDetail, 'date' | 'nextCourse'> }) {
  const { t, i18n } = useTranslation('content');
  const { date, nextCourse } = course;
  return (
    <div className="course-past">
      {date && <p>{t('courseDetail.tookPlace', { date: formatLongDate(date, i18n.language) })}</p>}
      {nextCourse && (
        <Link className="text-link" to={nextCourse.link}>
          {t('courseDetail.nextCourse', {
            title: nextCourse.title,
            date: formatLongDate(nextCourse.date, i18n.language),
          })}
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
      )}
    </div>
  );
}
