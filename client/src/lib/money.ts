import type { Culture } from '../../../contracts/enums';

/** What formatting needs to know of a currency. */
export interface MoneyCurrency {
  code: string;
  symbol: string;
  symbolOnRight: boolean;
  decimals: number;
}

/** Major units to integer minor units: sums are made on these, never on floats. */
export const toMinor = (amount: number, decimals = 2) => Math.round(amount * 10 ** decimals);

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats an amount (S9.13, S1.04): two decimals with trailing zeros dropped; Turkish separators
 * for TRY ("1.234,50 ₺", "1.234 ₺") and for the tr culture, English ones otherwise ("$1,234.50").
 */
export function formatMoney(amount: number, currency: MoneyCurrency, culture: Culture): string {
  const minor = toMinor(amount, currency.decimals);
  const negative = minor < 0;
  const scale = 10 ** currency.decimals;
  const whole = Math.floor(Math.abs(minor) / scale).toString();
  const fraction = (Math.abs(minor) % scale).toString().padStart(currency.decimals, '0');
  const turkish = currency.code === 'TRY' || culture === 'tr';
  const [thousands, decimal] = turkish ? ['.', ','] : [',', '.'];
  const number = `${group(whole, thousands)}${/^0*$/.test(fraction) ? '' : `${decimal}${fraction}`}`;
  const signed = `${negative ? '-' : ''}${currency.symbolOnRight ? `${number} ${currency.symbol}` : `${currency.symbol}${number}`}`;
  return signed;
}

/** Discount ratio (S9.13): discount divided by gross times 100, rounded. */
export function discountRatio(gross: number, net: number): number {
  const grossMinor = toMinor(gross);
  return grossMinor > 0 ? Math.round(((grossMinor - toMinor(net)) / grossMinor) * 100) : 0;
}
