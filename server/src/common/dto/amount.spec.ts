import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { IsAmount, isAmount } from './amount.js';

class Priced {
  @IsAmount() amount: number;
}

const problems = (amount: unknown) => validateSync(plainToInstance(Priced, { amount })).flatMap((error) => Object.values(error.constraints ?? {}));

describe('IsAmount: money in major units with at most two decimals', () => {
  it('takes whole and two-decimal amounts, negative or not (Min and Max say the range)', () => {
    for (const amount of [0, 1, 129.9, 129.99, 0.29, 0.07, 12345678.91, 1_000_000, -3.5]) expect(isAmount(amount)).toBe(true);
  });

  it('refuses more decimals, non-numbers and numbers that are no amount', () => {
    for (const amount of [0.001, 129.999, 1.005, Number.NaN, Number.POSITIVE_INFINITY, '12', null, undefined, true]) expect(isAmount(amount)).toBe(false);
  });

  it('answers a message, never a crash, for numbers written with an exponent (a 500 before, found by fuzz-api)', () => {
    for (const amount of [2e-323, -2e-323, 1e-7]) expect(problems(amount)).toEqual(['amount must be an amount with at most 2 decimals']);
    expect(problems(1e21)).toEqual([]);
  });
});
