import { type CreateCheckoutResponse, type OrderSummary, TEST_CARDS } from '@cammini/contract';
import { FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { Field } from '../../../components/ui/field';
import type { ApiError } from '../../../lib/api-client';
import { formatEuros } from '../../../lib/format';
import { problemOf } from '../../../lib/forms/problem-of';
import { useInvalidSubmit } from '../../../lib/use-invalid-submit';
import { chargeTestCard } from '../api/confirm-payment';

type CardField = 'number' | 'expiry' | 'cvc';
type Errors = Partial<Record<CardField, string>>;

/**
 * What the browser may fill in, and an example of the expected shape. The expiry has none here: its
 * example is its hint (MM/AA, MM/YY), which follows the screen's language.
 */
const CARD_INPUTS: Record<CardField, { autoComplete: string; placeholder?: string }> = {
  number: { autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242' },
  expiry: { autoComplete: 'cc-exp' },
  cvc: { autoComplete: 'cc-csc', placeholder: '123' },
};

/** "4242 4242 4242 4242" */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

function validate(values: { number: string; expiry: string; cvc: string }): Errors {
  const errors: Errors = {};
  if (!/^\d{12,19}$/.test(values.number.replace(/[\s-]/g, ''))) errors.number = 'testCard.errors.number';
  if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(values.expiry.trim())) errors.expiry = 'testCard.errors.expiry';
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'testCard.errors.cvc';
  return errors;
}

/** The server's field errors (unknown test card, expired card) as this form's messages. */
function serverErrors(error: ApiError): Errors | null {
  if (error.fields?.['body.cardNumber']) return { number: 'testCard.errors.unknownCard' };
  if (error.fields?.['body.expiry']) return { expiry: 'testCard.errors.expired' };
  return null;
}

/**
 * Test mode (PAYMENT_PROVIDER=test): a plain card form in the widget's place, clearly labelled. The
 * server "charges" the card by its number and runs the same confirmation as a real payment.
 */
export function TestCardForm({
  checkout,
  onSettled,
  onError,
}: {
  checkout: CreateCheckoutResponse;
  onSettled: (order: OrderSummary) => void;
  onError: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation('commerce');
  const language = i18n.language;
  const [values, setValues] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [paying, setPaying] = useState(false);
  const invalid = useInvalidSubmit();
  const change = (field: CardField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const cardField = (name: CardField, hint?: string) => {
    const error = errors[name];
    return (
      <Field label={t(`testCard.${name}`)} hint={hint} error={error && t(error)}>
        {(props) => (
          <input
            {...props}
            value={values[name]}
            onChange={change(name)}
            inputMode="numeric"
            autoComplete={CARD_INPUTS[name].autoComplete}
            placeholder={CARD_INPUTS[name].placeholder ?? hint}
            required
          />
        )}
      </Field>
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return invalid.report();
    invalid.clear();
    setPaying(true);
    try {
      const { order } = await chargeTestCard({
        checkoutId: checkout.id,
        cardNumber: values.number,
        expiry: values.expiry,
        cvc: values.cvc,
      });
      onSettled(order);
    } catch (error) {
      const refusal = problemOf(error);
      const fieldErrors = refusal ? serverErrors(refusal) : null;
      if (fieldErrors) {
        setErrors(fieldErrors);
        invalid.report();
      } else onError(error);
    } finally {
      setPaying(false);
    }
  };

  return (
    <form
      className="test-card"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={paying}
      ref={invalid.formRef}
    >
      <p className="test-card__badge">
        <FlaskConical aria-hidden="true" size={16} />
        {t('testCard.badge')}
      </p>
      <div className="test-card__help">
        <p>{t('testCard.intro')}</p>
        <ul>
          <li>
            <code>{grouped(TEST_CARDS.success)}</code> — {t('testCard.success')}
          </li>
          <li>
            <code>{grouped(TEST_CARDS.declined)}</code> — {t('testCard.declined')}
          </li>
        </ul>
      </div>
      {cardField('number')}
      <div className="test-card__row">
        {cardField('expiry', t('testCard.expiryHint'))}
        {cardField('cvc', t('testCard.cvcHint'))}
      </div>
      <ErrorSummary count={invalid.count} />
      <button type="submit" className="button button-primary button-block" disabled={paying}>
        {paying ? t('testCard.paying') : t('testCard.pay', { amount: formatEuros(checkout.amount, language) })}
      </button>
    </form>
  );
}
