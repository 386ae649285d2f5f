import type { LandingPageView } from '@cammini/contract';
import {
  LandingFaq,
  LandingFeatures,
  LandingFooter,
  LandingGallery,
  LandingHeader,
  LandingHero,
  LandingModules,
  LandingVideos,
} from '../sections';

/** A whole landing page in its section order; empty sections render nothing. */
export function LandingPageContent({ page, year }: { page: LandingPageView; year?: number }) {
  return (
    <article className="lp-page">
      <LandingHeader {...page} />
      <LandingHero {...page} />
      <LandingFeatures {...page} />
      <LandingGallery {...page} />
      <LandingVideos {...page} />
      <LandingModules {...page} />
      <LandingFaq {...page} />
      <LandingFooter {...page} year={year} />
    </article>
  );
}
