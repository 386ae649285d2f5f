import { HomeHero } from '../../../features/home/components/home-hero';
import { JourneyCta } from '../../../features/home/components/journey-cta';
import { LatestArticles } from '../../../features/home/components/latest-articles';
import { LatestCourses } from '../../../features/home/components/latest-courses';
import { MembersCarousel } from '../../../features/home/components/members-carousel';
import { ReviewsCarousel } from '../../../features/home/components/reviews-carousel';
import { SolutionsBlock } from '../../../features/home/components/solutions-block';
import { TopicSlider } from '../../../features/home/components/topic-slider';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/home.css';

/**
 * The home (specification §2.3). Every block asks for its own list as it mounts, so the topics,
 * courses, articles, members and reviews load in parallel; a list that fails stays empty and its
 * block shows a coming-soon placeholder instead of an error.
 */
export default function HomePage() {
  usePageTitle();
  return (
    <div className="home">
      <HomeHero />
      <TopicSlider />
      <LatestCourses />
      <LatestArticles />
      <MembersCarousel />
      <SolutionsBlock />
      <ReviewsCarousel />
      <JourneyCta />
    </div>
  );
}
