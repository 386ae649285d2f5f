import { WITHDRAWAL_LINK_HOURS, WithdrawalFormBody } from '@cammini/contract';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/field';
import { useRequestWithdrawal } from '../api/contract-withdrawals';
import { useFocusWhenShown } from '../hooks/use-focus-when-shown';
import { withdrawalErrorKey } from './withdrawal-errors';

type FieldName = 'name' | 'orderNumber' | 'email';
const fieldMessages: Record<FieldName, string> = {
  name: 'validation.name',
  orderNumber: 'validation.orderNumber',
  email: 'validation.email',
};

/**
 * For anyone: the name, the order number and the e-mail of the order. The answer is the same whatever
 * was typed; the buyer confirms from the link sent to the order's address.
 *
 * Hand-written state rather than react-hook-form: each field has one message whatever its issue, so the
 * contract's WithdrawalFormBody is asked directly on submit; nothing is checked while typing.
 */
export function FormWithdrawal({ initialOrderNumber, loginLink }: { initialOrderNumber: string; loginLink: boolean }) {
  const { t } = useTranslation('contract-withdrawal');
  const ask = useRequestWithdrawal();
  const [values, setValues] = useState({ name: '', orderNumber: initialOrderNumber, email: '' });
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const [sent, setSent] = useState(false);
  const sentHeading = useFocusWhenShown<HTMLHeadingElement>(sent);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = WithdrawalFormBody.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= fieldMessages[field];
      }
      setProblems(found);
      // The first field in error takes the focus once the messages are drawn.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setProblems({});
    ask.mutate(values, { onSuccess: () => setSent(true) });
  };

  if (sent) {
    return (
      <section className="withdrawal-step" aria-labelledby="withdrawal-sent-title" role="status">
        <h2 id="withdrawal-sent-title" ref={sentHeading} tabIndex={-1}>
          <MailCheck aria-hidden="true" size={22} /> {t('form.sentTitle')}
        </h2>
        <p>{t('form.sent', { hours: WITHDRAWAL_LINK_HOURS })}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            ask.reset();
            setSent(false);
          }}
        >
          {t('form.again')}
        </button>
      </section>
    );
  }

  /** What each field shows and how it writes back: its value, its problem, its change. */
  const bind = (field: FieldName) => ({
    value: values[field],
    error: problems[field] && t(problems[field]),
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });
  return (
    <section className="withdrawal-step" aria-labelledby="withdrawal-form-title">
      <h2 id="withdrawal-form-title">{t('form.title')}</h2>
      <p>{t('form.intro')}</p>
      {loginLink && (
        <p>
          <Trans t={t} i18nKey="form.login" components={{ login: <Link to="/login" state={{ from: '/recesso' }} /> }} />
        </p>
      )}
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={ask.isPending}>
        <div className="form-grid">
          <InputField label={t('form.name')} {...bind('name')} autoComplete="name" maxLength={200} required />
          <InputField
            label={t('form.orderNumber')}
            hint={t('form.orderNumberHint')}
            {...bind('orderNumber')}
            inputMode="numeric"
            maxLength={20}
            required
          />
          <InputField
            className="span-2"
            label={t('form.email')}
            {...bind('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            required
          />
        </div>
        {ask.isError && <Alert tone="error">{t(withdrawalErrorKey(ask.error))}</Alert>}
        <div>
          <button type="submit" className="button button-primary" disabled={ask.isPending}>
            {ask.isPending ? t('form.sending') : t('form.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
