import { ErrorCode, MIN_WITHDRAWAL_EUROS, NO_BANKING_DATA_MESSAGE } from '@cammini/contract';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Field } from '../../../components/ui/field';
import { formatEuros } from '../../../lib/format';
import { lostSessionKey } from '../../../lib/forms/lost-access';
import { isProblem, problemOf } from '../../../lib/forms/problem-of';
import { useCheckedForm } from '../../../lib/forms/use-checked-form';
import { AS_SENT, useFieldText } from '../../../lib/forms/use-field-text';
import { useServerFieldError } from '../../../lib/forms/use-server-field-error';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { checkWithdrawalAmount, parseWithdrawalAmount } from '../forms/withdrawal-amount';

const keys = 'userArea.banking.withdraw';

/** "No Data" is explained, a lost connection said as such, anything else asks to retry. */
function failureKey(failure: unknown): string {
  const error = problemOf(failure);
  if (!error) return `${keys}.failed`;
  if (error.code === ErrorCode.BANKING_DATA_MISSING || error.message === NO_BANKING_DATA_MESSAGE) {
    return `${keys}.noData`;
  }
  // The IBAN was changed on another device: the profile, read again, shows until when.
  if (error.code === ErrorCode.WITHDRAWALS_HELD) return `${keys}.heldNow`;
  if (error.status === 0) return `${keys}.network`;
  return lostSessionKey(error) ?? `${keys}.failed`;
}

type Outcome = { tone: 'success' | 'error'; text: string };

/** An amount in euros, at least 15 and at most the available balance, checked before it is sent. */
export function WithdrawalForm({ balance }: { balance: number }) {
  const { t, i18n } = useTranslation('accounts');
  const language = i18n.language;
  const fieldText = useFieldText('accounts');
  const serverFieldError = useServerFieldError();
  const withdraw = useRequestWithdrawal();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { form, invalid, submitChecked } = useCheckedForm<{ amount: string }>({ defaultValues: { amount: '' } });
  const {
    register,
    setError,
    reset,
    formState: { errors },
  } = form;

  const onSubmit = submitChecked(({ amount }) => {
    setOutcome(null);
    withdraw.mutate(parseWithdrawalAmount(amount), {
      onSuccess: ({ withdrawal }) => {
        reset();
        setOutcome({
          tone: 'success',
          text: t(`${keys}.success`, { amount: formatEuros(withdrawal.amount, language) }),
        });
      },
      onError: (error) => {
        // The balance changed since the page was read (another request, another device).
        if (isProblem(error, ErrorCode.INSUFFICIENT_BALANCE)) {
          setError('amount', { type: 'server', message: `${keys}.tooMuch` });
          invalid.report();
          return;
        }
        const refused = serverFieldError(error, 'amount', `${keys}.belowMinimum`);
        if (refused) {
          setError('amount', { type: 'server', message: refused });
          invalid.report();
          return;
        }
        setOutcome({ tone: 'error', text: t(failureKey(error)) });
      },
    });
  });

  const amounts = { minimum: MIN_WITHDRAWAL_EUROS, balance: formatEuros(balance, language) };
  return (
    <CheckedForm invalid={invalid} className="form withdrawal-form" onSubmit={onSubmit} aria-busy={withdraw.isPending}>
      {balance < MIN_WITHDRAWAL_EUROS && <Alert tone="info">{t(`${keys}.lowBalance`, amounts)}</Alert>}
      <Field
        label={t(`${keys}.amount`)}
        hint={t(`${keys}.amountHint`, amounts)}
        error={fieldText(errors.amount, AS_SENT, amounts)}
      >
        {(props) => (
          <div className="amount-input">
            <span className="amount-input__currency" aria-hidden="true">
              €
            </span>
            <input
              {...props}
              {...register('amount', { validate: (value) => checkWithdrawalAmount(value, balance) })}
              inputMode="decimal"
              autoComplete="off"
              required
            />
          </div>
        )}
      </Field>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <div className="account-actions">
        <button type="submit" className="button button-primary" disabled={withdraw.isPending}>
          <Send aria-hidden="true" size={18} />
          {withdraw.isPending ? t(`${keys}.submitting`) : t(`${keys}.submit`)}
        </button>
      </div>
    </CheckedForm>
  );
}
