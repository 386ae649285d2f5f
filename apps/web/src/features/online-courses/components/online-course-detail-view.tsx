import { type OnlineCourseDetail, publicCaptionsPath } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { BuyCourseButton } from '../../../components/content/buy-course-button';
import { captionTracks } from '../../../components/ui/caption-tracks';
import { formatEuros } from '../../../lib/format';
import { CourseTrailer } from './course-trailer';
import { LessonList } from './lesson-list';
import { MemberBlock } from './member-block';

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export function OnlineCourseDetailView({ course, owned }: { course: OnlineCourseDetail; owned: boolean }) {
  const { t, i18n } = useTranslation('content');
  const language = i18n.language;
  return (
    <article className="online-course-detail">
      <div className="online-course-detail__grid">
        <div className="online-course-detail__main">
          <CourseTrailer
            src={course.mainVideo}
            poster={course.immagineCopertina}
            title={course.title}
            captions={captionTracks(course.mainVideoCaptions, (language) =>
              publicCaptionsPath.onlineCourseTrailer(course.id, language),
            )}
          />
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
            {formatEuros(course.price, language)}
          </p>
          <p className="content-muted">{t('onlineCourses.card.lessons', { count: course.lessonsCount })}</p>
          <BuyCourseButton
            title={course.title}
            owned={owned}
            ownedPath="/corsoonline"
            labels={{ open: t('onlineCourses.detail.open'), buy: t('onlineCourses.detail.buy') }}
          />
        </aside>
      </div>
      {course.member && <MemberBlock member={course.member} />}
    </article>
  );
}
