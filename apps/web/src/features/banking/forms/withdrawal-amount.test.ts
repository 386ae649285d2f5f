import { MIN_WITHDRAWAL_EUROS } from '@cammini/contract';
import { describe, expect, it } from 'vitest';
import { checkWithdrawalAmount, parseWithdrawalAmount } from './withdrawal-amount';

const keys = 'userArea.banking.withdraw';

describe('the amount of a withdrawal request', () => {
  it('may be exactly the 15 euro minimum', () => {
    expect(MIN_WITHDRAWAL_EUROS).toBe(15);
    expect(checkWithdrawalAmount('15,00', 100)).toBe(true);
    expect(checkWithdrawalAmount('15', 100)).toBe(true);
    expect(parseWithdrawalAmount('15,00')).toBe(15);
  });

  it('is refused at 14,99 euro, a cent below the minimum', () => {
    expect(checkWithdrawalAmount('14,99', 100)).toBe(`${keys}.belowMinimum`);
  });

  it('may be the whole balance, and not a cent more', () => {
    expect(checkWithdrawalAmount('100,50', 100.5)).toBe(true);
    expect(checkWithdrawalAmount('100,51', 100.5)).toBe(`${keys}.tooMuch`);
  });
});
