import { type RefObject, useEffect, useState } from 'react';
import { useBrowserValue } from './use-browser-value';

const cannotObserve = () => typeof IntersectionObserver === 'undefined';

/**
 * True once the element has come within `margin` of the viewport, and from then on. Parts below the
 * fold load with it, so a page's first view downloads only what it shows. Without
 * IntersectionObserver (old browsers, jsdom) the element counts as near at once. The server cannot
 * know where the visitor's screen ends: it draws the part as not near, and so does the browser while
 * it adopts the server's HTML; the part comes once the browser sees it near.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [seen, setSeen] = useState(false);
  const near = useBrowserValue(cannotObserve, false) || seen;
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
