import { FEW_SEATS_LEFT } from '@cammini/contract';
import { useTranslation } from 'react-i18next';

/** Every place is sold or held by an open checkout; null (no limit) never sells out. */
export const isSoldOut = (seatsLeft: number | null) => seatsLeft === 0;

/**
 * The small labels of an in-person course, on its card and its page: how few places are left
 * ("Ultimi 3 posti") or that none is ("Esaurito"), and free cancellation. Nothing about places when
 * there is no limit or plenty are left.
 */
export function CourseBadges({ seatsLeft, freeCancellation }: { seatsLeft: number | null; freeCancellation: boolean }) {
  const { t } = useTranslation('content');
  const fewLeft = seatsLeft !== null && seatsLeft > 0 && seatsLeft <= FEW_SEATS_LEFT;
  if (!isSoldOut(seatsLeft) && !fewLeft && !freeCancellation) return null;
  return (
    <div className="course-badges">
      {isSoldOut(seatsLeft) && (
        <p className="course-card__badge course-card__badge--sold-out">{t('courses.card.soldOut')}</p>
      )}
      {fewLeft && (
        <p className="course-card__badge course-card__badge--few">
          {t('courses.card.seatsLeft', { count: seatsLeft })}
        </p>
      )}
      {freeCancellation && <p className="course-card__badge">{t('courses.card.freeCancellation')}</p>}
    </div>
  );
}
