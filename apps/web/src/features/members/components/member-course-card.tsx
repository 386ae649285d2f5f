import type { MemberCourse } from '@cammini/contract';
import { itemPath } from '@cammini/contract';
import { CalendarDays, MapPin, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { placeNameFromLocation } from '../../../components/content/course-card';
import { DecorativeImage } from '../../../components/content/cover-image';
import { formatEuros, formatLongDate } from '../../../lib/format';
import defaultImage from '../assets/course-default.svg';

/**
 * One of a member's courses, with a fallback for whatever is missing.
 * The fields are typed as present, but this card also reads what older rows left empty.
 * A course the customer owns leads to it (`ownedTo`, VISUALIZZA) instead of its buy link.
 */
export function MemberCourseCard({
  course,
  ownedTo = null,
}: {
  course: Partial<MemberCourse>;
  ownedTo?: string | null;
}) {
  const { t, i18n } = useTranslation('content');
  const language = i18n.language;
  const title = course.title?.trim() || t('memberCourses.untitled');
  const place = course.placeName?.trim() || (course.location ? placeNameFromLocation(course.location) : null);
  const location =
    place ?? (course.kind === 'onlineCourse' ? t('memberCourses.online') : t('memberCourses.notSpecified'));
  const date = course.date ? formatLongDate(course.date, i18n.language) : t('memberCourses.notSpecified');
  const price = typeof course.price === 'number' ? formatEuros(course.price, language) : t('memberCourses.noPrice');
  const link = course.link ?? (course.title ? itemPath.course(course.title) : undefined);

  return (
    <article className="member-course-card">
      <DecorativeImage
        className="member-course-card__image"
        src={course.fileUrl || defaultImage}
        width={1200}
        height={800}
      />
      <div className="member-course-card__body">
        <h2 className="member-course-card__title">{title}</h2>
        <dl className="member-course-card__facts">
          <div>
            <dt>
              <MapPin aria-hidden="true" size={16} />
              <span className="visually-hidden">{t('memberCourses.location')}</span>
            </dt>
            <dd>{location}</dd>
          </div>
          <div>
            <dt>
              <CalendarDays aria-hidden="true" size={16} />
              <span className="visually-hidden">{t('memberCourses.date')}</span>
            </dt>
            <dd>{date}</dd>
          </div>
          <div>
            <dt>
              <Tag aria-hidden="true" size={16} />
              <span className="visually-hidden">{t('memberCourses.price')}</span>
            </dt>
            <dd className="member-course-card__price">{price}</dd>
          </div>
        </dl>
        {ownedTo ? (
          <Link className="button button-secondary member-course-card__buy" to={ownedTo}>
            {t('courses.card.view')} <span className="visually-hidden">{title}</span>
          </Link>
        ) : (
          link && (
            <Link className="button button-primary member-course-card__buy" to={link}>
              {t('memberCourses.buy')} <span className="visually-hidden">{title}</span>
            </Link>
          )
        )}
      </div>
    </article>
  );
}
