import { useEffect, useRef } from 'react';

/**
 * A step of the withdrawal that replaces the button just pressed takes the focus on its heading
 * (`tabIndex={-1}`): the button is gone and focus with it, back to the top of the page, and the step
 * is read out at once. `when` is false where the step is what a page opens on.
 */
export function useFocusWhenShown<T extends HTMLElement>(when: boolean) {
  const target = useRef<T>(null);
  useEffect(() => {
    if (when) target.current?.focus();
  }, [when]);
  return target;
}
