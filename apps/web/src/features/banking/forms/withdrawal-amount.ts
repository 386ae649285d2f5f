import { EuroAmount, MIN_WITHDRAWAL_EUROS } from '@cammini/contract';

const keys = 'userArea.banking.withdraw';

/**
 * below 15 euro the minimum is shown, above the available balance "Troppo". Answers a key of
 * the accounts catalogue, or true when the amount may be sent.
 */
export function checkWithdrawalAmount(text: string, balance: number): string | true {
  if (text.trim() === '') return `${keys}.amountRequired`;
  const amount = EuroAmount.safeParse(text);
  if (!amount.success) return `${keys}.invalidAmount`;
  if (amount.data < MIN_WITHDRAWAL_EUROS) return `${keys}.belowMinimum`;
  if (amount.data > balance) return `${keys}.tooMuch`;
  return true;
}

/** The amount as typed ("25", "25,50") in euros; call only after checkWithdrawalAmount said true. */
export const parseWithdrawalAmount = (text: string) => EuroAmount.parse(text);
