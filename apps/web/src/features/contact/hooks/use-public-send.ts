import type { SuccessResponse } from '@cammini/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCheckedForm } from '../../../lib/forms/use-checked-form';
import { useSendFailureText } from './use-send-failure-text';

export type SendOutcome = { tone: 'success' | 'error'; text: string } | null;

interface PublicSendOptions<TValues extends FieldValues, TOutput, TBody> {
  resolver: Resolver<TValues, unknown, TOutput>;
  empty: TValues;
  send: UseMutationResult<SuccessResponse, Error, TBody>;
  /** What the checked values send. */
  body: (values: TOutput) => TBody;
  sentKey: string;
  failedKey: string;
}

/**
 * The shell both public contact forms share: the form (focus left to the page's first invalid field),
 * the send, and its outcome: a sent form is emptied and thanks, a failed one says why.
 */
export function usePublicSend<TValues extends FieldValues, TOutput, TBody>(
  options: PublicSendOptions<TValues, TOutput, TBody>,
) {
  const { t } = useTranslation('forms');
  const failureText = useSendFailureText();
  const [outcome, setOutcome] = useState<SendOutcome>(null);
  const { form, invalid, submitChecked } = useCheckedForm<TValues, TOutput>({
    resolver: options.resolver,
    defaultValues: options.empty as DefaultValues<TValues>,
  });

  const onSubmit = submitChecked(async (values) => {
    setOutcome(null);
    try {
      const answer = await options.send.mutateAsync(options.body(values));
      if (answer?.message !== 'Success') throw new Error('Unexpected answer');
      form.reset(options.empty);
      setOutcome({ tone: 'success', text: t(options.sentKey) });
    } catch (error) {
      setOutcome({ tone: 'error', text: failureText(error, options.failedKey) });
    }
  });

  return { register: form.register, errors: form.formState.errors, invalid, outcome, onSubmit };
}
