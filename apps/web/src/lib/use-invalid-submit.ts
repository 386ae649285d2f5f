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
      // A disabled field cannot take focus.
      [...shown].find((field) => !field.matches(':disabled'))?.focus();
    });
  };
  return { formRef, count, report, clear: () => setCount(0) };
}
