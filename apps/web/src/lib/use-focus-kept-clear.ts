import { useEffect } from 'react';

// Room kept between a focused element and what covers it.
const GAP = 8;

/**
 * Keeps whatever takes focus clear of the sticky header and the floating chat button (WCAG 2.4.11).
 * The page's `scroll-padding` says the same, but browsers do not all honour it when Tab scrolls an
 * element into view: after each focus move, the window scrolls by what is still covered.
 */
export function useFocusKeptClear(headerSelector: string, floatingSelector: string) {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      const header = document.querySelector(headerSelector);
      const floating = document.querySelector(floatingSelector);
      if (header?.contains(target) || floating?.contains(target)) return;
      const box = target.getBoundingClientRect();
      const top = (header?.getBoundingClientRect().bottom ?? 0) + GAP;
      if (box.top < top) {
        window.scrollBy({ top: box.top - top, behavior: 'instant' });
        return;
      }
      const button = floating?.getBoundingClientRect();
      const overlapsButton = button && button.width > 0 && box.right > button.left && box.left < button.right;
      const bottom = overlapsButton ? button.top - GAP : window.innerHeight;
      if (box.bottom > bottom && box.height < bottom - top) {
        window.scrollBy({ top: box.bottom - bottom, behavior: 'instant' });
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [headerSelector, floatingSelector]);
}
