import { type RefObject, useEffect, useRef } from 'react';

/**
 * When a change of state removes the focused element (a form replaced by its result, a "retry" button by
 * the form it brings back), the browser drops focus to the page's body: a screen reader goes silent and
 * the next Tab starts from the top. Each time `state` changes, focus that fell to the body moves to the
 * element of the returned ref, usually the heading of the part that changed. Focus elsewhere is left
 * alone, and so is the first render, where the page's own focus rules apply.
 */
export function useFocusRescue<T extends HTMLElement>(state: unknown): RefObject<T | null> {
  const target = useRef<T>(null);
  const seen = useRef(state);
  useEffect(() => {
    if (Object.is(seen.current, state)) return;
    seen.current = state;
    const element = target.current;
    const active = document.activeElement;
    if (!element || (active && active !== document.body)) return;
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus();
  }, [state]);
  return target;
}
