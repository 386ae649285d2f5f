import { itemPath } from '@cammini/contract';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoverImage } from '../../../components/content/cover-image';
import { formatEuros, formatLongDate } from '../../../lib/format';
import { useLatestCourses } from '../api/latest-lists';
import { HomeCarouselSection } from './home-carousel-section';

/** The next in-person courses. As in the original list, the course's category is the card's title. */
export function LatestCourses() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const courses = useLatestCourses();

  return (
    <HomeCarouselSection
      section="courses"
      moreTo="/corsi"
      query={courses}
      itemKey={(course) => course.id}
      renderItem={(course) => (
        <>
          <CoverImage src={course.immagineCopertina} className="home-card__image" />
          <div className="home-card__body">
            <h3 className="home-card__title">
              <Link to={itemPath.course(course.title)} className="home-card__link">
                {course.category}
                {/* The link names its course, not only the area every card of the area shares. */}
                <span className="visually-hidden">: {course.title}</span>
              </Link>
            </h3>
            <p className="home-card__subtitle">{course.title}</p>
            <p className="home-card__meta">
              <CalendarDays aria-hidden="true" size={16} />
              {course.date ? formatLongDate(course.date, i18n.language) : t('courses.noDate')}
            </p>
            <p className="home-card__price">
              <span className="visually-hidden">{t('courses.price')} </span>
              {formatEuros(course.price, language)}
            </p>
          </div>
        </>
      )}
    />
  );
}
