import { type MemberCourse, slugToTitle, titleToSlug } from '@cammini/contract';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DecorativeImage } from '../../../components/content/cover-image';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useMemberCourses } from '../../../features/members/api/get-member-courses';
import { useMembers } from '../../../features/members/api/get-members';
import { MemberCourseCard } from '../../../features/members/components/member-course-card';
import { findMemberByRef } from '../../../features/members/member-search';
import { problemOf } from '../../../lib/forms/problem-of';
import { useOwnedTitles } from '../../../lib/queries/owned-courses';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/content.css';
import { memberCoursesQuery } from '../../../features/members/api/get-member-courses';
import { membersQuery } from '../../../features/members/api/get-members';
import type { PagePrefetch } from '../../../lib/page-data';

function BackToMembers() {
  const { t } = useTranslation('content');
  return (
    <Link className="back-link" to="/chisono">
      <ArrowLeft aria-hidden="true" size={18} />
      {t('memberCourses.back')}
    </Link>
  );
}

const OWNED_PATHS = { course: '/corso', onlineCourse: '/corsoonline' } as const;

/** Where a course the customer owns is followed (as the cards on /corsi and /meditazione lead), else null. */
function useOwnedPath() {
  const owned = { course: useOwnedTitles('course'), onlineCourse: useOwnedTitles('onlineCourse') };
  return ({ kind, title }: Partial<MemberCourse>) =>
    kind && title && owned[kind].has(title.toLowerCase()) ? `${OWNED_PATHS[kind]}/${titleToSlug(title)}` : null;
}

export const prefetch: PagePrefetch = ({ params }) => [memberCoursesQuery(params.idMember ?? ''), membersQuery];

export default function MemberCoursesPage() {
  const { t } = useTranslation('content');
  const ref = useParams().idMember ?? '';
  const courses = useMemberCourses(ref);
  const ownedPath = useOwnedPath();
  // The name for the heading: from the (cached) members list, else read from the address.
  const members = useMembers();
  const member = members.data ? findMemberByRef(members.data.members, ref) : undefined;
  const name = member ? `${member.name} ${member.surname}` : /^\d+$/.test(ref) ? '' : slugToTitle(ref);
  const notFound = problemOf(courses.error)?.status === 404;
  usePageTitle(notFound ? t('memberCourses.notFoundTitle') : name || t('memberCourses.fallbackTitle'));

  function body() {
    if (courses.isPending) return <Loading label={t('memberCourses.loading')} />;
    if (courses.isError) {
      if (notFound)
        return (
          <div className="content-state">
            <p>{t('memberCourses.notFound')}</p>
          </div>
        );
      const status = problemOf(courses.error)?.status || null;
      return (
        <div className="content-state">
          <Alert tone="error">
            {t('memberCourses.errorPrefix')} {t('memberCourses.serverError')}
            {status !== null && ` (${t('memberCourses.status', { status })})`}
          </Alert>
          <button type="button" className="button button-secondary" onClick={() => void courses.refetch()}>
            {t('memberCourses.retry')}
          </button>
        </div>
      );
    }
    if (courses.data.length === 0) return <p className="content-state">{t('memberCourses.empty')}</p>;
    return (
      <ul className="card-grid" aria-label={t('memberCourses.listLabel')}>
        {courses.data.map((course) => (
          <li key={`${course.kind}-${course.idCourse}`}>
            <MemberCourseCard course={course} ownedTo={ownedPath(course)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="page container content-page">
      <header className="content-intro member-courses__header">
        <BackToMembers />
        <div className="member-courses__who">
          {member?.fileUrl && (
            <DecorativeImage
              src={member.fileUrl}
              className="member-courses__photo"
              width={600}
              height={600}
              loading="eager"
            />
          )}
          <div>
            {notFound ? (
              <h1>{t('memberCourses.notFoundTitle')}</h1>
            ) : (
              <>
                {name && <p className="eyebrow">{t('memberCourses.eyebrow')}</p>}
                <h1>{name || t('memberCourses.fallbackTitle')}</h1>
              </>
            )}
            {member && (
              <p className="lead">
                {member.session} · {member.language}
              </p>
            )}
          </div>
        </div>
      </header>
      {body()}
    </div>
  );
}
