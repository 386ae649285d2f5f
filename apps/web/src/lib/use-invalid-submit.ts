import { useRef, useState } from 'react';

/**
 * What a form does when a submit finds errors: once the fields are drawn invalid, focus moves to the
 * first invalid field in the page's order (not the order the fields were registered in), and `count`,
 * the number of fields the form shows as invalid, feeds the summary that announces them (ErrorSummary).
 * Counting what is shown, not what the validator found, keeps the summary true where a form holds an
 * error back (a select that waits for the one above it).
 */
export function useInvalidSubmit() {
  const formRef = useRef<HTMLFormElement>(null);
  const [count, setCount] = useState(0);
  const report = () => {
    // After the render that marks the fields invalid.
    requestAnimationFrame(() => {
      const shown = formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [];
      setCount(shown.length);
      // A disabled field cannot take focus. The field is brought into view with its label (the page's
      // scroll-padding keeps it clear of the sticky header) at once, as a smooth scroll would be cut short
      // by the focus that follows, then focused where it is.
      const first = [...shown].find((field) => !field.matches(':disabled'));
      if (!first) return;
      (first.closest('.field') ?? first).scrollIntoView({ block: 'nearest', behavior: 'instant' });
      first.focus({ preventScroll: true });
    });
  };
  return { formRef, count, report, clear: () => setCount(0) };
}
