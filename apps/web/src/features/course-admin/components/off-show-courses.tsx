import { type OffShowCourse, titleToSlug } from '@cammini/contract';
import { Pencil } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { formatLongDate } from '../../../lib/format';
import type { CourseKind } from '../api/course-saves';
import { useOffShowCourses } from '../api/off-show-courses';
import '../../../styles/admin-courses.css';

const EDIT_PATHS = { course: '/editcorso', onlineCourse: '/editmeditazione' } as const;

/**
 * "Non in vetrina", under a course list, for admins: the drafts, the archived courses and the
 * in-person ones that took place, which the list leaves out, each with a way to its edit form.
 * Nothing when there are none.
 */
export function OffShowCourses({ kind }: { kind: CourseKind }) {
  const { t } = useTranslation('admin-courses');
  const headingId = useId();
  const courses = useOffShowCourses(kind);
  if (courses.isSuccess && courses.data.courses.length === 0) return null;

  let content: ReactNode;
  if (courses.isPending) content = <Loading label={t('offShow.loading')} />;
  else if (courses.isError)
    content = (
      <Alert tone="error">
        {t('offShow.error')}{' '}
        <button type="button" className="button button-secondary" onClick={() => void courses.refetch()}>
          {t('retry')}
        </button>
      </Alert>
    );
  else
    content = (
      <ul className="off-show__list">
        {courses.data.courses.map((course) => (
          <OffShowItem key={course.title} course={course} editPath={EDIT_PATHS[kind]} />
        ))}
      </ul>
    );

  return (
    <section className="off-show" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('offShow.title')}</h2>
      <p className="off-show__lead">{t(`offShow.lead.${kind}`)}</p>
      {content}
    </section>
  );
}

function OffShowItem({ course, editPath }: { course: OffShowCourse; editPath: string }) {
  const { t, i18n } = useTranslation('admin-courses');
  return (
    <li className="off-show__item">
      <span className="off-show__title">{course.title}</span>
      <span className="off-show__facts">
        {course.status !== 'published' && (
          <span className={`off-show__tag off-show__tag--${course.status}`}>
            {t(`fields.statuses.${course.status}`)}
          </span>
        )}
        {course.tookPlace && course.date && (
          <span className="off-show__tag">
            {t('offShow.tookPlace', { date: formatLongDate(course.date, i18n.language) })}
          </span>
        )}
        <span className="off-show__owners">{t('offShow.owners', { count: course.peopleInterested })}</span>
      </span>
      <Link className="button button-secondary off-show__edit" to={`${editPath}/${titleToSlug(course.title)}`}>
        <Pencil aria-hidden="true" size={16} />
        {t('offShow.edit')} <span className="visually-hidden">{course.title}</span>
      </Link>
    </li>
  );
}
