import { toMinor } from '../../../contracts/currency/money-format';

// The shop writes money one way on every surface: the rule lives in contracts, shared with the server's mails and pages.
export { formatMoney, toMinor, type MoneyCurrency } from '../../../contracts/currency/money-format';

/** Discount ratio (S9.13): discount divided by gross times 100, rounded. */
export function discountRatio(gross: number, net: number): number {
  const grossMinor = toMinor(gross);
  return grossMinor > 0 ? Math.round(((grossMinor - toMinor(net)) / grossMinor) * 100) : 0;
}
