import { lazy, Suspense, useRef } from 'react';
import { HomeHero } from '../../../features/home/components/home-hero';
import { TopicSlider } from '../../../features/home/components/topic-slider';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/home.css';
import type { PagePrefetch } from '../../../lib/page-data';
import { topicsQuery } from '../../../lib/queries/topics';

// The blocks below the first screen (on a phone and on a desktop alike) come with their code, lists and
// pictures only as the visitor scrolls towards them: the first view stays within its budget
// (docs/performance.md) and does not wait behind them.
const HomeBelowFold = lazy(() => import('../../../features/home/components/home-below-fold'));

function BelowFold() {
  const slot = useRef<HTMLDivElement>(null);
  // Less than the distance from the first screen's bottom to the slot, so it is not there at once.
  const near = useNearViewport(slot, '0px 0px 300px 0px');
  return (
    <div ref={slot} className="home__below-fold" data-loaded={near}>
      {near && (
        <Suspense fallback={null}>
          <HomeBelowFold />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The home. Every block asks for its own list as it mounts, so the lists load in
 * parallel; a list that fails stays empty and its block shows a coming-soon placeholder instead of an
 * error.
 */
/** The first screen's areas; the blocks below it load as the visitor scrolls. */
export const prefetch: PagePrefetch = () => [topicsQuery];

export default function HomePage() {
  usePageTitle();
  return (
    <div className="home">
      <HomeHero />
      <TopicSlider />
      <BelowFold />
    </div>
  );
}
