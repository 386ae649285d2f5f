import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../../components/content/coming-soon';
import { useTopics } from '../../../lib/queries/topics';
import { Carousel, CarouselSkeleton } from './carousel';
import { SectionHeading } from './section-heading';

/** The original slider's step counter wraps at 10. */
const TOPIC_SLIDER_MAX_STEPS = 10;

/**
 * The areas as a slider of boxes, each opening the course list filtered by that area.
 *
 * The specification gives a "width factor" per screen width (≤380 px: 6, ≤480: 4.5, ≤650: 5.5,
 * ≤768: 6, ≤990: 7, wider: 8.5) without saying its unit. We read it as the box width in units of
 * 2rem, set by media queries in home.css (12rem on small phones, 9rem up to 480 px, 11rem, 12rem,
 * 14rem, 17rem on desktops): that keeps about one and a half boxes in view on a 360 px phone, so the
 * next one peeks out and invites a swipe, and four on a desktop. Each arrow click moves one box.
 */
export function TopicSlider() {
  const { t } = useTranslation('home');
  const topics = useTopics();
  const list = topics.data ?? [];

  return (
    <section className="home-section container" aria-labelledby="home-topics-title">
      <SectionHeading
        id="home-topics-title"
        eyebrow={t('topics.eyebrow')}
        title={t('topics.title')}
        lead={t('topics.lead')}
        moreTo="/soluzioni"
        moreLabel={t('topics.more')}
      />
      {topics.isPending ? (
        <CarouselSkeleton label={t('loading')} />
      ) : list.length === 0 ? (
        <ComingSoon text={t('topics.comingSoon')} />
      ) : (
        <Carousel label={t('topics.title')} maxSteps={TOPIC_SLIDER_MAX_STEPS} className="topic-slider">
          {list.map((topic) => (
            <li key={topic.id} className="topic-box">
              <Link to={`/corsi?filter=${encodeURIComponent(topic.title.toLowerCase())}`} className="topic-box__link">
                {topic.fileUrl ? (
                  <img
                    className="topic-box__image"
                    src={topic.fileUrl}
                    alt=""
                    width={600}
                    height={750}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className="topic-box__image topic-box__image--empty" />
                )}
                <span className="topic-box__title">{topic.title}</span>
              </Link>
            </li>
          ))}
        </Carousel>
      )}
    </section>
  );
}
