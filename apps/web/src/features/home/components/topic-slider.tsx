import { itemPath } from '@cammini/contract';
import { Link } from 'react-router';
import { CoverImage } from '../../../components/content/cover-image';
import { useTopics } from '../../../lib/queries/topics';
import { HomeCarouselSection } from './home-carousel-section';

/** The original slider's step counter wraps at 10. */
const TOPIC_SLIDER_MAX_STEPS = 10;

/**
 * The areas as a slider of boxes, each opening the course list filtered by that area.
 *
 * The slider was specified with a "width factor" per screen width (≤380 px: 6, ≤480: 4.5, ≤650: 5.5,
 * ≤768: 6, ≤990: 7, wider: 8.5) without saying its unit. We read it as the box width in units of
 * 2rem, set by media queries in home.css (12rem on small phones, 9rem up to 480 px, 11rem, 12rem,
 * 14rem, 17rem on desktops): that keeps about one and a half boxes in view on a 360 px phone, so the
 * next one peeks out and invites a swipe, and four on a desktop. Each arrow click moves one box.
 */
export function TopicSlider() {
  const topics = useTopics();

  return (
    <HomeCarouselSection
      section="topics"
      moreTo="/soluzioni"
      query={topics}
      itemKey={(topic) => topic.id}
      itemClassName="topic-box"
      carousel={{ maxSteps: TOPIC_SLIDER_MAX_STEPS, className: 'topic-slider' }}
      renderItem={(topic) => (
        <Link to={itemPath.topicCourses(topic.title)} className="topic-box__link">
          <CoverImage src={topic.fileUrl} className="topic-box__image" width={600} height={750} />
          <span className="topic-box__title">{topic.title}</span>
        </Link>
      )}
    />
  );
}
