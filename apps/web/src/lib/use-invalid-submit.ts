import { useRef, useState } from 'react';

/**
 * What a form does when a submit finds errors: focus moves to the first invalid field in the page's
 * order (not the order the fields were registered in), and `count` feeds the summary that announces
 * how many there are (ErrorSummary).
 */
export function useInvalidSubmit() {
  const formRef = useRef<HTMLFormElement>(null);
  const [count, setCount] = useState(0);
  const report = (errorCount: number) => {
    setCount(errorCount);
    // After the render that marks the fields invalid; a disabled field cannot take focus.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus(),
    );
  };
  return { formRef, count, report, clear: () => setCount(0) };
}
