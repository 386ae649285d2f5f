import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../../components/content/coming-soon';
import { formatEuros, formatLongDate } from '../../../lib/format';
import { titleToSlug } from '../../../lib/titles';
import { useLatestCourses } from '../api/latest-lists';
import { Carousel, CarouselSkeleton } from './carousel';
import { SectionHeading } from './section-heading';

/** The next in-person courses. As in the original list, the course's category is the card's title. */
export function LatestCourses() {
  const { t, i18n } = useTranslation('home');
  const courses = useLatestCourses();
  const list = courses.data ?? [];

  return (
    <section className="home-section container" aria-labelledby="home-courses-title">
      <SectionHeading
        id="home-courses-title"
        eyebrow={t('courses.eyebrow')}
        title={t('courses.title')}
        lead={t('courses.lead')}
        moreTo="/corsi"
        moreLabel={t('courses.more')}
      />
      {courses.isPending ? (
        <CarouselSkeleton label={t('loading')} />
      ) : list.length === 0 ? (
        <ComingSoon text={t('courses.comingSoon')} />
      ) : (
        <Carousel label={t('courses.title')} autoAdvance>
          {list.map((course) => (
            <li key={course.id} className="home-card">
              {course.immagineCopertina ? (
                <img
                  className="home-card__image"
                  src={course.immagineCopertina}
                  alt=""
                  width={1200}
                  height={800}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <div className="home-card__image home-card__image--empty" aria-hidden="true" />
              )}
              <div className="home-card__body">
                <h3 className="home-card__title">
                  <Link to={`/courseDetail/${titleToSlug(course.title)}`} className="home-card__link">
                    {course.category}
                  </Link>
                </h3>
                <p className="home-card__subtitle">{course.title}</p>
                <p className="home-card__meta">
                  <CalendarDays aria-hidden="true" size={16} />
                  {course.date ? formatLongDate(course.date, i18n.language) : t('courses.noDate')}
                </p>
                <p className="home-card__price">
                  <span className="visually-hidden">{t('courses.price')} </span>
                  {formatEuros(course.price)}
                </p>
              </div>
            </li>
          ))}
        </Carousel>
      )}
    </section>
  );
}
