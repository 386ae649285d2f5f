import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const STARS = [1, 2, 3, 4, 5] as const;

interface RatingInputProps {
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string;
}

/**
 * The rating as a group of five native radio buttons drawn as stars: arrow keys move between them,
 * a screen reader hears "4 stelle, 4 di 5", and the stars up to the chosen (or hovered) one light up.
 */
export function RatingInput({ value, onChange, onBlur, error }: RatingInputProps) {
  const { t } = useTranslation('home');
  const name = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;

  return (
    <fieldset className="rating-input" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="rating-input__legend">{t('review.rating')}</legend>
      <div className="rating-input__stars" onPointerLeave={() => setPreview(null)}>
        {STARS.map((star) => (
          <label
            key={star}
            className="rating-input__star"
            data-filled={star <= shown}
            onPointerEnter={() => setPreview(star)}
          >
            <input
              type="radio"
              className="rating-input__radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              onBlur={onBlur}
            />
            <Star aria-hidden="true" size={30} />
            <span className="visually-hidden">{t('review.star', { count: star })}</span>
          </label>
        ))}
        <span className="rating-input__value" aria-hidden="true">
          {value}/5
        </span>
      </div>
      {error && (
        <span id={`${name}-error`} className="field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
