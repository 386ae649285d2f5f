import type { CalendarEvent } from '@cammini/contract';
import { CalendarDays, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { placeNameFromLocation } from '../../../components/content/course-card';
import { formatCourseDates, formatEuros, formatWeekdayDate } from '../../../lib/format';

/** The courses running on the chosen day, each with a link to its page. */
export function DayEvents({ day, events }: { day: string; events: CalendarEvent[] }) {
  const { t, i18n } = useTranslation('content');
  const language = i18n.language;
  return (
    <section className="day-events" aria-labelledby="day-events-title">
      <h2 id="day-events-title">{t('calendar.dayTitle', { day: formatWeekdayDate(day, i18n.language) })}</h2>
      {events.length === 0 ? (
        <p className="content-muted">{t('calendar.emptyDay')}</p>
      ) : (
        <ul className="day-events__list">
          {events.map((event) => {
            const place = placeNameFromLocation(event.location);
            return (
              <li key={event.title} className="day-event card">
                <p className="eyebrow">{event.category}</p>
                <h3>{event.title}</h3>
                {event.intro && <p>{event.intro}</p>}
                <ul className="course-card__facts">
                  <li>
                    <CalendarDays aria-hidden="true" size={16} />
                    {formatCourseDates(event.date, event.dateFine, i18n.language)}
                  </li>
                  {place && (
                    <li>
                      <MapPin aria-hidden="true" size={16} />
                      {place}
                    </li>
                  )}
                </ul>
                <div className="course-card__footer">
                  <p className="course-card__price">{formatEuros(event.price, language)}</p>
                  <EventLink to={event.link} title={event.title} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** "More Info": the event's own link, inside the site when it is a path. */
function EventLink({ to, title }: { to: string; title: string }) {
  const { t } = useTranslation('content');
  const content = (
    <>
      {t('calendar.moreInfo')} <span className="visually-hidden">{t('calendar.about', { title })}</span>
    </>
  );
  return to.startsWith('/') ? (
    <Link className="button button-secondary" to={to}>
      {content}
    </Link>
  ) : (
    <a className="button button-secondary" href={to}>
      {content}
    </a>
  );
}
