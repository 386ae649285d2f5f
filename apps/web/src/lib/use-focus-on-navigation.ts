import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another page (not the first load, not a change of query or hash on the same page),
 * focus goes to the new page's main heading, or to the main region while the page is still loading:
 * screen readers then read where the visitor arrived, and the next Tab starts from the page's top.
 */
export function useFocusOnNavigation(mainId: string) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    const target = main.querySelector<HTMLElement>('h1') ?? main;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
