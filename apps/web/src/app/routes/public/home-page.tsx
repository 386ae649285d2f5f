import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { homeArticlesQuery, homeCoursesQuery, homeMembersQuery } from '../../../features/home/api/latest-lists';
import { reviewsQuery } from '../../../features/home/api/reviews';
import { HomeHero } from '../../../features/home/components/home-hero';
import { TopicSlider } from '../../../features/home/components/topic-slider';
import type { PagePrefetch } from '../../../lib/page-data';
import { topicsQuery } from '../../../lib/queries/topics';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/home.css';

/** The first screen's areas, and the lists of the blocks below it, which the server draws too. */
export const prefetch: PagePrefetch = () => [
  topicsQuery,
  homeCoursesQuery,
  homeArticlesQuery,
  homeMembersQuery,
  reviewsQuery,
];

// The blocks below the first screen (on a phone and on a desktop alike) are a chunk of their own, which
// the browser brings only as the visitor scrolls towards them: the first view stays within its budget
// (docs/performance.md) and does not wait behind them.
const loadBelowFold = () => import('../../../features/home/components/home-below-fold');

const RENDERED_ON_SERVER = typeof window === 'undefined';

/** A promise and the function that settles it. */
function opening() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * The blocks below the first screen. The server draws them whole, so the home reads (and links) without
 * JavaScript. In the browser their code waits for the visitor to come near: until then the part stays
 * suspended, and React keeps the server's markup in place, adopting it once the code has come; on a
 * home drawn in the browser nothing shows until then. The wait is inside the lazy component's loader,
 * not a prop: a part React has not adopted yet must not be re-rendered with new props (it would be
 * drawn again from scratch).
 */
function BelowFold() {
  const slot = useRef<HTMLDivElement>(null);
  // Less than the distance from the first screen's bottom to the slot, so it is not there at once.
  const near = useNearViewport(slot, '0px 0px 300px 0px');
  const [gate] = useState(opening);
  const [Blocks] = useState(() => lazy(RENDERED_ON_SERVER ? loadBelowFold : () => gate.promise.then(loadBelowFold)));
  useEffect(() => {
    if (near) gate.resolve();
  }, [near, gate]);
  return (
    <div ref={slot} className="home__below-fold" data-loaded={near}>
      <Suspense fallback={null}>
        <Blocks />
      </Suspense>
    </div>
  );
}

/** After a customer deleted their account, the home says it was done (the state of that one visit only). */
export function AccountDeletedNotice() {
  const { t } = useTranslation('home');
  const { state } = useLocation();
  if (!(state as { accountDeleted?: unknown } | null)?.accountDeleted) return null;
  return (
    <div className="container home__notice">
      <Alert tone="success">{t('accountDeleted')}</Alert>
    </div>
  );
}

/**
 * The home. Every block asks for its own list as it mounts, so the lists load in parallel; a list that
 * fails stays empty and its block shows a coming-soon placeholder instead of an error.
 */
export default function HomePage() {
  usePageTitle();
  return (
    <div className="home">
      <AccountDeletedNotice />
      <HomeHero />
      <TopicSlider />
      <BelowFold />
    </div>
  );
}
