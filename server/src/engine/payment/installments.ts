import type { InstallmentOption } from '../../../../contracts/payment/entities.js';
import type { CardBank } from '../../../../contracts/payment/entities.js';

/**
 * Instalment plans per bank: for each count, the bank's total interest on the amount, in basis
 * points (250 = 2.5 % of the amount over the whole plan). A count not listed is not offered.
 * Unknown banks and debit cards pay in one go.
 */
const INTEREST_BASIS_POINTS: Readonly<Record<string, Readonly<Record<number, number>>>> = {
  garanti: { 2: 0, 3: 250, 6: 600, 9: 950 },
  isbank: { 2: 150, 3: 300, 6: 700, 9: 1100 },
  yapikredi: { 2: 100, 3: 275, 6: 650, 9: 1000 },
  akbank: { 2: 0, 3: 300, 6: 675, 9: 1050 },
};

/** One plan in minor units. */
export interface InstallmentPlan {
  count: number;
  /** The amount before interest. */
  amount: number;
  interest: number;
  /** amount + interest: what the card is charged. */
  total: number;
  /** Each month after the first. */
  monthly: number;
  /** The first month: monthly plus what dividing total by count leaves over. */
  first: number;
}

/** The plan for `count` instalments of `amount` (minor units) at this bank; undefined when the bank does not offer that count. */
export function installmentPlan(bank: CardBank, count: number, amount: number): InstallmentPlan | undefined {
  const basisPoints = count === 1 ? 0 : INTEREST_BASIS_POINTS[bank.bankCode]?.[count];
  if (basisPoints === undefined || !Number.isInteger(amount) || amount < 0) return undefined;
  // Rounded half up to the minor unit: the bank charges whole kuruş.
  const interest = Math.round((amount * basisPoints) / 10_000);
  const total = amount + interest;
  const monthly = Math.floor(total / count);
  return { count, amount, interest, total, monthly, first: total - monthly * (count - 1) };
}

/** Every plan the bank offers for the amount, single payment first. */
export function installmentPlans(bank: CardBank, amount: number): InstallmentPlan[] {
  const counts = [1, ...Object.keys(INTEREST_BASIS_POINTS[bank.bankCode] ?? {}).map(Number).sort((a, b) => a - b)];
  return counts.map((count) => installmentPlan(bank, count, amount)).filter((plan): plan is InstallmentPlan => plan !== undefined);
}

const major = (minor: number) => minor / 100;

/** A plan as answers show it (major units). */
export const installmentOptionOf = (plan: InstallmentPlan): InstallmentOption => ({
  count: plan.count, monthlyAmount: major(plan.monthly), totalAmount: major(plan.total), interestAmount: major(plan.interest),
});
