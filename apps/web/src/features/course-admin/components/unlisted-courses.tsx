import { titleToSlug, type UnlistedCourse } from '@cammini/contract';
import { Pencil } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { formatLongDate } from '../../../lib/format';
import type { CourseKind } from '../api/course-saves';
import { useUnlistedCourses } from '../api/unlisted-courses';
import '../../../styles/admin-courses.css';

const EDIT_PATHS = { course: '/editcorso', onlineCourse: '/editmeditazione' } as const;

/**
 * "Non in vetrina", under a course list, for admins: the drafts, the archived courses and the
 * in-person ones that took place, which the list leaves out, each with a way to its edit form.
 * Nothing when there are none.
 */
export function UnlistedCourses({ kind }: { kind: CourseKind }) {
  const { t } = useTranslation('admin-courses');
  const headingId = useId();
  const courses = useUnlistedCourses(kind);
  if (courses.isSuccess && courses.data.courses.length === 0) return null;

  let content: ReactNode;
  if (courses.isPending) content = <Loading label={t('unlisted.loading')} />;
  else if (courses.isError)
    content = (
      <Alert tone="error">
        {t('unlisted.error')}{' '}
        <button type="button" className="button button-secondary" onClick={() => void courses.refetch()}>
          {t('retry')}
        </button>
      </Alert>
    );
  else
    content = (
      <ul className="unlisted__list">
        {courses.data.courses.map((course) => (
          <UnlistedItem key={course.title} course={course} editPath={EDIT_PATHS[kind]} />
        ))}
      </ul>
    );

  return (
    <section className="unlisted" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('unlisted.title')}</h2>
      <p className="unlisted__lead">{t(`unlisted.lead.${kind}`)}</p>
      {content}
    </section>
  );
}

function UnlistedItem({ course, editPath }: { course: UnlistedCourse; editPath: string }) {
  const { t, i18n } = useTranslation('admin-courses');
  return (
    <li className="unlisted__item">
      <span className="unlisted__title">{course.title}</span>
      <span className="unlisted__facts">
        {course.status !== 'published' && (
          <span className={`unlisted__tag unlisted__tag--${course.status}`}>
            {t(`fields.statuses.${course.status}`)}
          </span>
        )}
        {course.tookPlace && course.date && (
          <span className="unlisted__tag">
            {t('unlisted.tookPlace', { date: formatLongDate(course.date, i18n.language) })}
          </span>
        )}
        <span className="unlisted__owners">{t('unlisted.owners', { count: course.peopleInterested })}</span>
      </span>
      <Link className="button button-secondary unlisted__edit" to={`${editPath}/${titleToSlug(course.title)}`}>
        <Pencil aria-hidden="true" size={16} />
        {t('unlisted.edit')} <span className="visually-hidden">{course.title}</span>
      </Link>
    </li>
  );
}
