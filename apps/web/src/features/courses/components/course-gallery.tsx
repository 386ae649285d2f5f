import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The cover and the course's photos: one large picture and a strip of thumbnails to switch it. */
export function CourseGallery({ title, images }: { title: string; images: string[] }) {
  const { t } = useTranslation('content');
  const [current, setCurrent] = useState(0);
  if (images.length === 0) return <div className="course-gallery__main course-card__image--empty" aria-hidden="true" />;
  const shown = images[Math.min(current, images.length - 1)];

  return (
    <figure className="course-gallery">
      <img
        className="course-gallery__main"
        src={shown}
        alt={t('courseDetail.gallery.photo', { title, index: current + 1, total: images.length })}
        width={1200}
        height={800}
        fetchPriority={current === 0 ? 'high' : undefined}
      />
      {images.length > 1 && (
        <ul className="course-gallery__thumbs" aria-label={t('courseDetail.gallery.label')}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="course-gallery__thumb"
                aria-pressed={index === current}
                aria-label={t('courseDetail.gallery.show', { index: index + 1, total: images.length })}
                onClick={() => setCurrent(index)}
              >
                <img src={image} alt="" width={1200} height={800} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
