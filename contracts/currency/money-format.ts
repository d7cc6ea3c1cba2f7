import type { Culture } from '../enums.js';

/** What formatting needs to know of a currency. */
export interface MoneyCurrency {
  code: string;
  symbol: string;
  symbolOnRight: boolean;
  decimals: number;
}

/** Major units to integer minor units: sums are made on these, never on floats. */
export const toMinor = (amount: number, decimals = 2) => Math.round(amount * 10 ** decimals);

const group = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * An amount in minor units as the shop writes it everywhere, pages, mails, invoices and the bank's
 * page alike (S9.13, S1.04): trailing zero decimals dropped; Turkish separators for TRY and the tr
 * culture ("1.234,50 ₺", "1.234 ₺"), English ones otherwise ("$1,234.50").
 */
export function formatMinorMoney(minor: number, currency: MoneyCurrency, culture: Culture): string {
  const scale = 10 ** currency.decimals;
  const whole = Math.floor(Math.abs(minor) / scale).toString();
  const fraction = (Math.abs(minor) % scale).toString().padStart(currency.decimals, '0');
  const [thousands, decimal] = currency.code === 'TRY' || culture === 'tr' ? ['.', ','] : [',', '.'];
  const number = `${group(whole, thousands)}${/^0*$/.test(fraction) ? '' : `${decimal}${fraction}`}`;
  return `${minor < 0 ? '-' : ''}${currency.symbolOnRight ? `${number} ${currency.symbol}` : `${currency.symbol}${number}`}`;
}

/** An amount in major units, as formatMinorMoney writes it. */
export function formatMoney(amount: number, currency: MoneyCurrency, culture: Culture): string {
  return formatMinorMoney(toMinor(amount, currency.decimals), currency, culture);
}
