import { type CourseDetail, mapsHref } from '@cammini/contract';
import type { TFunction } from 'i18next';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CourseBadges, isSoldOut } from '../../../components/content/course-badges';
import { placeNameFromLocation } from '../../../components/content/course-card';
import { formatCourseDates, formatEuros } from '../../../lib/format';
import { AddToCalendarLink, BuyCourseLink } from './course-actions';
import { CourseGallery } from './course-gallery';
import { CourseWaitlist } from './course-waitlist';
import { FacilitatorCard } from './facilitator-card';
import { PastCourseNotice } from './past-course-notice';

interface CourseDetailViewProps {
  course: CourseDetail;
  owned: boolean;
  /** `confirm`: delete a member who leads courses too. */
  onDeleteFacilitator: (member: CourseDetail['facilitators'][number], confirm?: boolean) => Promise<void>;
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** When it begins and ends, if the admin gave the times: one day "09:30–17:00", several days said apart. */
function courseTimes(course: CourseDetail, t: TFunction<'content'>): string | null {
  if (!course.date || !course.startTime) return null;
  const times = { start: course.startTime, end: course.endTime };
  if (!course.endTime) return t('courseDetail.timeFrom', times);
  const oneDay = !course.dateFine || course.dateFine <= course.date;
  return oneDay ? t('courseDetail.timeRange', times) : t('courseDetail.timeFirstLast', times);
}

/** An in-person course: pictures, the facts a buyer weighs (when, where, price, deposit), the story and the people. */
export function CourseDetailView({ course, owned, onDeleteFacilitator }: CourseDetailViewProps) {
  const { t, i18n } = useTranslation('content');
  const language = i18n.language;
  // The place as the admin named it, else as its maps link says it.
  const place = course.placeName || (course.placeAddress ? null : placeNameFromLocation(course.location));
  const times = courseTimes(course, t);
  const images = [course.immagineCopertina, ...course.immaginiRappresentative].filter((image): image is string =>
    Boolean(image),
  );

  return (
    <article className="course-detail">
      <div className="course-detail__media">
        <CourseGallery title={course.title} images={images} />
      </div>
      <div className="course-detail__summary card">
        <p className="eyebrow">{course.category}</p>
        <h1>{course.title}</h1>
        {course.intro && <p className="lead">{course.intro}</p>}
        <dl className="course-facts">
          <div>
            <dt>{t('courseDetail.start')}</dt>
            <dd>
              {course.date ? formatCourseDates(course.date, course.dateFine, i18n.language) : t('courses.card.noDate')}
            </dd>
          </div>
          {times && (
            <div>
              <dt>{t('courseDetail.time')}</dt>
              <dd>{times}</dd>
            </div>
          )}
          {course.duration !== null && (
            <div>
              <dt>{t('courseDetail.duration')}</dt>
              <dd>{t('courseDetail.days', { count: course.duration })}</dd>
            </div>
          )}
          {course.location && (
            <div className="course-facts__stack">
              <dt>{t('courseDetail.location')}</dt>
              <dd>
                <a href={mapsHref(course.location)} target="_blank" rel="noopener noreferrer" className="text-link">
                  <MapPin aria-hidden="true" size={16} />
                  {place || course.placeAddress || t('courseDetail.openMap')}{' '}
                  <span className="visually-hidden">{t('courseDetail.opensMap')}</span>
                </a>
                {place && course.placeAddress && <span className="course-facts__address">{course.placeAddress}</span>}
              </dd>
            </div>
          )}
          {course.author && (
            <div>
              <dt>{t('courseDetail.organizer')}</dt>
              <dd>{course.author}</dd>
            </div>
          )}
          <div className="course-facts__price">
            <dt>{t('courseDetail.price')}</dt>
            <dd>{formatEuros(course.price, language)}</dd>
          </div>
          {/* The deposit books a place: a course that took place has none to book. */}
          {course.facilitatorPrice > 0 && !course.tookPlace && (
            <div>
              <dt>{t('courseDetail.deposit')}</dt>
              <dd>{formatEuros(course.facilitatorPrice, language)}</dd>
            </div>
          )}
        </dl>
        {course.tookPlace ? (
          <PastCourseNotice course={course} />
        ) : (
          <CourseBadges seatsLeft={course.seatsLeft} freeCancellation={course.freeCancellation} />
        )}
        <CourseDetailActions course={course} owned={owned} />
      </div>

      <div className="course-detail__content">
        {course.description && (
          <section className="course-detail__section" aria-labelledby="course-description">
            <h2 id="course-description">{t('courseDetail.about')}</h2>
            <div className="course-detail__text">
              {paragraphs(course.description).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
        )}

        {course.facilitators.length > 0 && (
          <section className="course-detail__section" aria-labelledby="course-facilitators">
            <h2 id="course-facilitators">{t('courseDetail.facilitators')}</h2>
            <div className="facilitator-list">
              {course.facilitators.map((member) => (
                <FacilitatorCard
                  key={member.idMember}
                  member={member}
                  onDelete={() => onDeleteFacilitator(member)}
                  onDeleteAnyway={() => onDeleteFacilitator(member, true)}
                />
              ))}
            </div>
          </section>
        )}
      </div>
    </article>
  );
}

/**
 * Buy it (or open it once bought) and add it to a calendar; a course that took place offers neither
 * (its buyers still open it), and a sold-out one says so instead of the buy link, with its waiting list.
 */
function CourseDetailActions({ course, owned }: { course: CourseDetail; owned: boolean }) {
  const { t } = useTranslation('content');
  const soldOut = isSoldOut(course.seatsLeft);
  if (course.tookPlace && !owned) return null;
  return (
    <div className="course-detail__actions">
      {soldOut && !owned ? (
        <>
          <p className="course-unavailable course-unavailable--block">{t('courses.card.noPlacesLeft')}</p>
          <CourseWaitlist course={course} />
        </>
      ) : (
        <BuyCourseLink title={course.title} owned={owned} />
      )}
      {!course.tookPlace && <AddToCalendarLink course={course} />}
    </div>
  );
}
