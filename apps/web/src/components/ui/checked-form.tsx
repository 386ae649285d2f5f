import type { ComponentProps } from 'react';
import type { useInvalidSubmit } from '../../lib/use-invalid-submit';
import { ErrorSummary } from './error-summary';

type CheckedFormProps = Omit<ComponentProps<'form'>, 'ref' | 'method' | 'noValidate'> & {
  /** The form's submit checks (useInvalidSubmit): its element and the count the summary announces. */
  invalid: ReturnType<typeof useInvalidSubmit>;
};

/**
 * A form checked by the app, not by the browser's bubbles, that opens with the summary of a failed
 * submit's errors. It posts to its own page, so a send before the app has started never puts a field in
 * the address.
 */
export function CheckedForm({ invalid, children, ...form }: CheckedFormProps) {
  return (
    <form method="post" noValidate {...form} ref={invalid.formRef}>
      <ErrorSummary count={invalid.count} />
      {children}
    </form>
  );
}
