import { type CheckoutItem, centsToEuros, eurosToCents } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/format';

export type BookingPayment = 'full' | 'deposit';

/** Euros left after the deposit, in cents so that 280 − 80.1 stays 199.9. */
export const balanceAfterDeposit = (price: number, deposit: number) =>
  centsToEuros(eurosToCents(price) - eurosToCents(deposit));

/**
 * An in-person course starting more than a week ahead can be booked with its deposit, the balance
 * paid before the start. Locked while a checkout is being opened or paid: the card form charges
 * the amount of the checkout the server opened for the choice.
 */
export function PaymentChoice({
  item,
  deposit,
  value,
  locked,
  onChange,
}: {
  item: CheckoutItem;
  deposit: number;
  value: BookingPayment;
  locked: boolean;
  onChange: (value: BookingPayment) => void;
}) {
  const { t, i18n } = useTranslation('commerce');
  const language = i18n.language;
  const options: { value: BookingPayment; label: string }[] = [
    {
      value: 'deposit',
      label: t('choice.deposit', {
        deposit: formatEuros(deposit, language),
        rest: formatEuros(balanceAfterDeposit(item.price, deposit), language),
      }),
    },
    { value: 'full', label: t('choice.full', { price: formatEuros(item.price, language) }) },
  ];
  return (
    <fieldset className="payment-choice" disabled={locked}>
      <legend>{t('choice.legend')}</legend>
      {options.map((option) => (
        <label key={option.value} className="checkbox">
          <input
            type="radio"
            name="payment-choice"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
