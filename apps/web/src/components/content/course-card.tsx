import type { CourseListItem } from '@cammini/contract';
import { itemPath, titleToSlug } from '@cammini/contract';
import { CalendarDays, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCourseDates, formatEuros } from '../../lib/format';
import { AdminActions } from './admin-actions';
import { CourseBadges, isSoldOut } from './course-badges';
import { CoverImage } from './cover-image';

/**
 * The place a maps link points at, for people to read: the search text of a Google Maps search
 * (`?query=` or `?q=`), the name in a `/maps/place/{name}/` address, or the text itself when the
 * location was saved as plain words. Null when nothing readable is in it (a short link).
 */
export function placeNameFromLocation(location: string): string | null {
  const text = location.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  const fromQuery = url.searchParams.get('query') ?? url.searchParams.get('q');
  if (fromQuery?.trim()) return fromQuery.trim();
  const place = url.pathname.match(/\/place\/([^/@]+)/);
  if (place?.[1]) {
    try {
      return decodeURIComponent(place[1].replace(/\+/g, ' ')).trim() || null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * A course card's price and its one action (buy it, open it once bought, or say why it cannot be
 * bought), then what an admin may do with the course.
 */
export function CourseCardFooter({
  title,
  price,
  owned,
  ownedTo,
  buyTo,
  unavailable,
  editTo,
  onDelete,
  onArchive,
}: {
  title: string;
  price: number;
  owned: boolean;
  ownedTo: string;
  buyTo: string;
  /** Shown instead of the buy link when the course cannot be bought (no places left). */
  unavailable?: string;
  editTo: string;
  onDelete?: () => Promise<void>;
  onArchive?: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation('content');
  const language = i18n.language;
  return (
    <>
      <div className="course-card__footer">
        <p className="course-card__price">
          <span className="visually-hidden">{t('courses.card.price')}</span>
          {formatEuros(price, language)}
        </p>
        {owned ? (
          <Link className="button button-secondary card-action" to={ownedTo}>
            {t('courses.card.view')} <span className="visually-hidden">{title}</span>
          </Link>
        ) : unavailable ? (
          <span className="course-unavailable card-action">{unavailable}</span>
        ) : (
          <Link className="button button-primary card-action" to={buyTo}>
            {t('courses.card.buy')} <span className="visually-hidden">{title}</span>
          </Link>
        )}
      </div>
      <AdminActions itemName={title} editTo={editTo} onDelete={onDelete} onArchive={onArchive} />
    </>
  );
}

interface CourseCardProps {
  course: CourseListItem;
  /** The visitor already bought it: the card opens the course instead of selling it. */
  owned?: boolean;
  /** Resolves once the server deleted it (admins only). */
  onDelete?: () => Promise<void>;
  /** Resolves once the server archived it, offered when it has buyers and cannot be deleted (admins only). */
  onArchive?: () => Promise<void>;
  /** Heading level inside the surrounding page. */
  headingLevel?: 2 | 3;
  /** One of the list's first cards, in the first screen: its picture loads at once. */
  firstScreen?: boolean;
}

/** An in-person course ("percorso") in a list: picture, facts, and the buy or open link. */
export function CourseCard({
  course,
  owned = false,
  onDelete,
  onArchive,
  headingLevel = 2,
  firstScreen,
}: CourseCardProps) {
  const { t, i18n } = useTranslation('content');
  const Heading = `h${headingLevel}` as const;
  const slug = titleToSlug(course.title);
  // The place's name as the owner typed it; courses saved without one show what their maps link names.
  const place = course.placeName?.trim() || placeNameFromLocation(course.location);

  return (
    <article className="course-card">
      <CoverImage src={course.immagineCopertina} className="course-card__image" firstScreen={firstScreen} />
      <div className="course-card__body">
        <p className="eyebrow">{course.category}</p>
        <Heading className="course-card__title">{course.title}</Heading>
        <p className="course-card__intro">{course.intro}</p>
        <ul className="course-card__facts">
          <li>
            <CalendarDays aria-hidden="true" size={16} />
            <span className="visually-hidden">{t('courses.card.when')}</span>
            {course.date ? formatCourseDates(course.date, course.dateFine, i18n.language) : t('courses.card.noDate')}
          </li>
          {place && (
            <li>
              <MapPin aria-hidden="true" size={16} />
              <span className="visually-hidden">{t('courses.card.where')}</span>
              {place}
            </li>
          )}
        </ul>
        <CourseBadges seatsLeft={course.seatsLeft} freeCancellation={course.freeCancellation} />
        <CourseCardFooter
          title={course.title}
          price={course.price}
          owned={owned}
          ownedTo={`/corso/${slug}`}
          buyTo={itemPath.course(course.title)}
          unavailable={isSoldOut(course.seatsLeft) ? t('courses.card.noPlacesLeft') : undefined}
          editTo={`/editcorso/${slug}`}
          onDelete={onDelete}
          onArchive={onArchive}
        />
      </div>
    </article>
  );
}
