import type { CourseViewer } from '@cammini/contract';
import { CalendarDays, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { placeNameFromLocation } from '../../../components/content/course-card';
import { formatCourseDates } from '../../../lib/format';
import { CourseVideo } from './course-video';

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

const isLink = (location: string) => /^https?:\/\//i.test(location.trim());

/** /corso/{title} for its buyers: when and where, the intro, and the course's videos. */
export function CourseViewerView({ course }: { course: CourseViewer }) {
  const { t, i18n } = useTranslation('commerce');
  const when = course.date ? formatCourseDates(course.date, course.dateFine, i18n.language) : t('viewer.noDate');
  const place = placeNameFromLocation(course.location);

  return (
    <article className="course-viewer">
      <header className="course-viewer__head">
        <p className="eyebrow">{t('viewer.eyebrowCourse')}</p>
        <h1>{course.title}</h1>
        {course.author && <p className="content-muted">{t('viewer.with', { name: course.author })}</p>}
      </header>
      <dl className="course-viewer__facts">
        <div>
          <dt>
            <CalendarDays aria-hidden="true" size={18} /> {t('viewer.when')}
          </dt>
          <dd>{when}</dd>
        </div>
        {place && (
          <div>
            <dt>
              <MapPin aria-hidden="true" size={18} /> {t('viewer.where')}
            </dt>
            <dd>
              {place}
              {isLink(course.location) && (
                <>
                  {' · '}
                  <a href={course.location} target="_blank" rel="noreferrer noopener">
                    {t('viewer.openMap')}
                  </a>
                </>
              )}
            </dd>
          </div>
        )}
      </dl>
      <div className="course-viewer__intro">
        {paragraphs(course.intro).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <section className="course-viewer__videos" aria-labelledby="course-viewer-videos">
        <h2 id="course-viewer-videos">{t('viewer.videos')}</h2>
        {course.videos.length === 0 ? (
          <p className="content-muted">{t('viewer.noVideos')}</p>
        ) : (
          <ol className="course-viewer__video-list">
            {course.videos.map(({ position, captions }) => {
              const label = t('viewer.video', { number: position, count: course.videos.length });
              return (
                <li key={position}>
                  <figure>
                    <CourseVideo courseId={course.id} position={position} label={label} captions={captions} />
                    <figcaption>{label}</figcaption>
                  </figure>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </article>
  );
}
