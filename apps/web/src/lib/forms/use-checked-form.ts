import { type FieldValues, type SubmitHandler, type UseFormProps, useForm } from 'react-hook-form';
import { useInvalidSubmit } from '../use-invalid-submit';

/**
 * A react-hook-form form checked by the app (CheckedForm): its options pass through, except that a
 * refused submit does not focus the first field registered; `invalid` (useInvalidSubmit) focuses the
 * first invalid field in the page's order instead and counts the fields for the error summary.
 * `submitChecked` is the usual wiring: values that pass clear the last summary before `onValid` runs,
 * values that fail are reported.
 */
export function useCheckedForm<TInput extends FieldValues, TValues = TInput>(
  options: Omit<UseFormProps<TInput, unknown, TValues>, 'shouldFocusError'>,
) {
  const form = useForm<TInput, unknown, TValues>({ ...options, shouldFocusError: false });
  const invalid = useInvalidSubmit();
  const submitChecked = (onValid: SubmitHandler<TValues>) =>
    form.handleSubmit((values, event) => {
      invalid.clear();
      return onValid(values, event);
    }, invalid.report);
  return { form, invalid, submitChecked };
}
