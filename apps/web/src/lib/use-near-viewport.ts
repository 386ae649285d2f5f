import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on. Parts below the
 * fold load with it, so a page's first view downloads only what it shows. Without
 * IntersectionObserver (old browsers, jsdom) the element counts as near at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
