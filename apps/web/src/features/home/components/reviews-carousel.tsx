import type { ReviewItem } from '@cammini/contract';
import { BadgeCheck, PenLine, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminActions } from '../../../components/content/admin-actions';
import { useDeleteReview, useReviews } from '../api/reviews';
import { Carousel, CarouselSkeleton } from './carousel';
import { SectionHeading } from './section-heading';

const STARS = [1, 2, 3, 4, 5] as const;

/** "Life interactions": what customers wrote, with the way to write one. */
export function ReviewsCarousel() {
  const { t } = useTranslation('home');
  const reviews = useReviews();
  const deleteReview = useDeleteReview();
  const list = reviews.data?.reviews ?? [];

  return (
    <section className="home-section home-reviews" aria-labelledby="home-reviews-title">
      <div className="container">
        <SectionHeading
          id="home-reviews-title"
          eyebrow={t('reviews.eyebrow')}
          title={t('reviews.title')}
          lead={t('reviews.lead')}
        />
        {reviews.isPending ? (
          <CarouselSkeleton label={t('loading')} />
        ) : list.length === 0 ? (
          <p className="home-reviews__empty">{t('reviews.empty')}</p>
        ) : (
          <Carousel label={t('reviews.title')} autoAdvance>
            {list.map((review) => (
              <ReviewCard key={review.idReview} review={review} onDelete={() => deleteReview(review)} />
            ))}
          </Carousel>
        )}
        <p className="home-reviews__write">
          <Link to="/review" className="button button-secondary">
            <PenLine aria-hidden="true" size={18} />
            {t('reviews.write')}
          </Link>
        </p>
      </div>
    </section>
  );
}

function ReviewCard({ review, onDelete }: { review: ReviewItem; onDelete: () => Promise<void> }) {
  const { t } = useTranslation('home');
  const author = [review.name, review.surname].filter(Boolean).join(' ');
  return (
    <li className="review-card">
      <p className="review-card__stars" role="img" aria-label={t('reviews.rating', { rating: review.rating })}>
        {STARS.map((star) => (
          <Star key={star} aria-hidden="true" size={18} data-filled={star <= review.rating} />
        ))}
      </p>
      <blockquote className="review-card__text">
        <p>{review.review}</p>
      </blockquote>
      <footer className="review-card__footer">
        <p className="review-card__author">{author}</p>
        {review.verifiedPurchase && (
          <p className="review-card__verified">
            <BadgeCheck aria-hidden="true" size={16} />
            {t('reviews.verified')}
          </p>
        )}
        <AdminActions itemName={t('reviews.itemName', { author })} onDelete={onDelete} />
      </footer>
    </li>
  );
}
