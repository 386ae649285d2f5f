import { JourneyCta } from './journey-cta';
import { LatestArticles } from './latest-articles';
import { LatestCourses } from './latest-courses';
import { MembersCarousel } from './members-carousel';
import { ReviewsCarousel } from './reviews-carousel';
import { SolutionsBlock } from './solutions-block';

/** The home's blocks below the first screen, a chunk of their own (see HomePage). */
export default function HomeBelowFold() {
  return (
    <>
      <LatestCourses />
      <LatestArticles />
      <MembersCarousel />
      <SolutionsBlock />
      <ReviewsCarousel />
      <JourneyCta />
    </>
  );
}
