import type { OnlineCourseDetail } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatEuros } from '../../../lib/format';
import { titleToSlug } from '../../../lib/titles';
import { useSession } from '../../session/session-store';
import { CourseTrailer } from './course-trailer';
import { LessonList } from './lesson-list';
import { MemberBlock } from './member-block';

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Buying needs an account: a visitor logs in first (and comes back here), a customer goes to pay. */
function BuyOnlineCourseLink({ title, owned }: { title: string; owned: boolean }) {
  const { t } = useTranslation('content');
  const { user } = useSession();
  const location = useLocation();
  const slug = titleToSlug(title);
  if (owned) {
    return (
      <Link className="button button-secondary" to={`/corsoonline/${slug}`}>
        {t('onlineCourses.detail.open')}
      </Link>
    );
  }
  return (
    <Link
      className="button button-primary"
      to={user ? `/payment/${slug}` : '/login'}
      state={user ? undefined : { from: location.pathname }}
    >
      {t('onlineCourses.detail.buy')}
    </Link>
  );
}

export function OnlineCourseDetailView({ course, owned }: { course: OnlineCourseDetail; owned: boolean }) {
  const { t } = useTranslation('content');
  return (
    <article className="online-course-detail">
      <div className="online-course-detail__grid">
        <div className="online-course-detail__main">
          <CourseTrailer src={course.mainVideo} poster={course.immagineCopertina} title={course.title} />
          <p className="eyebrow">{course.category}</p>
          <h1>{course.title}</h1>
          {course.author && (
            <p className="content-muted">{t('onlineCourses.detail.author', { name: course.author })}</p>
          )}
          <div className="course-detail__text">
            {paragraphs(course.description).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <section className="course-detail__section" aria-labelledby="course-lessons">
            <h2 id="course-lessons">{t('onlineCourses.detail.lessons', { count: course.lessons.length })}</h2>
            <LessonList lessons={course.lessons} />
          </section>
        </div>
        <aside className="online-course-detail__buy card" aria-label={t('onlineCourses.detail.buyBox')}>
          <p className="course-detail__price">
            <span className="visually-hidden">{t('courseDetail.price')}: </span>
            {formatEuros(course.price)}
          </p>
          <p className="content-muted">{t('onlineCourses.card.lessons', { count: course.lessonsCount })}</p>
          <BuyOnlineCourseLink title={course.title} owned={owned} />
        </aside>
      </div>
      {course.member && <MemberBlock member={course.member} />}
    </article>
  );
}
