import { cardBankOf, UNKNOWN_BANK } from './bin-table.js';
import { installmentOptionOf, installmentPlan, installmentPlans } from './installments.js';

const garanti = cardBankOf('540036');
const isbank = cardBankOf('454359');
const ziraat = cardBankOf('444676');

describe('instalment arithmetic in minor units (S7.32 installment options)', () => {
  it('a single payment is the amount, no interest, at every bank', () => {
    for (const bank of [garanti, isbank, ziraat, UNKNOWN_BANK]) expect(installmentPlan(bank, 1, 123_456)).toEqual({ count: 1, amount: 123_456, interest: 0, total: 123_456, monthly: 123_456, first: 123_456 });
  });

  it('adds the bank\'s interest, rounded half up to the kuruş, and splits the total with the remainder in the first month', () => {
    // 3 % of 100 001 kuruş is 3 000.03 → 3 000; 103 001 / 3 = 34 333 r 2.
    expect(installmentPlan(isbank, 3, 100_001)).toEqual({ count: 3, amount: 100_001, interest: 3_000, total: 103_001, monthly: 34_333, first: 34_335 });
    // 2.5 % of 10 kuruş is 0.25 → 0; of 30 kuruş 0.75 → 1.
    expect(installmentPlan(garanti, 3, 10)!.interest).toBe(0);
    expect(installmentPlan(garanti, 3, 30)!.interest).toBe(1);
  });

  it('the months always add up to the total, for many amounts and every offered count', () => {
    for (let amount = 0; amount < 5_000; amount += 7) {
      for (const plan of installmentPlans(isbank, amount)) {
        expect(plan.first + plan.monthly * (plan.count - 1)).toBe(plan.total);
        expect(plan.first - plan.monthly).toBeLessThan(plan.count);
        expect(plan.first).toBeGreaterThanOrEqual(plan.monthly);
        expect(Number.isInteger(plan.interest)).toBe(true);
      }
    }
  });

  it('offers 1, 2, 3, 6, 9 at banks with agreements, only 1 at a debit card or an unknown bank; a count not offered is undefined', () => {
    expect(installmentPlans(garanti, 50_000).map((plan) => plan.count)).toEqual([1, 2, 3, 6, 9]);
    expect(installmentPlans(ziraat, 50_000).map((plan) => plan.count)).toEqual([1]);
    expect(installmentPlans(UNKNOWN_BANK, 50_000).map((plan) => plan.count)).toEqual([1]);
    expect(installmentPlan(ziraat, 3, 50_000)).toBeUndefined();
    expect(installmentPlan(garanti, 4, 50_000)).toBeUndefined();
    expect(installmentPlan(garanti, 3, -1)).toBeUndefined();
    expect(installmentPlan(garanti, 3, 1.5)).toBeUndefined();
  });

  it('interest grows with the count; Garanti\'s 2 instalments are interest free', () => {
    const plans = installmentPlans(garanti, 100_000);
    expect(plans.length).toBe(5);
    expect(plans[1].interest).toBe(0);
    for (let index = 2; index < plans.length; index += 1) expect(plans[index].interest).toBeGreaterThan(plans[index - 1].interest);
  });

  it('answers options in major units', () => {
    expect(installmentOptionOf(installmentPlan(garanti, 6, 100_000)!)).toEqual({ count: 6, monthlyAmount: 176.66, totalAmount: 1_060, interestAmount: 60 });
  });
});
