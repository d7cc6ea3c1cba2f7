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
  const number = digitsOf(Math.abs(minor), currency.decimals, currency.code === 'TRY' || culture === 'tr', false);
  return `${minor < 0 ? '-' : ''}${currency.symbolOnRight ? `${number} ${currency.symbol}` : `${currency.symbol}${number}`}`;
}

/**
 * An amount in minor units as a number in a table (the operator console's lists): every decimal
 * kept, so a column's amounts line up; the culture's separators; no currency sign.
 */
export function formatMinorAmount(minor: number, decimals: number, culture: Culture): string {
  return `${minor < 0 ? '-' : ''}${digitsOf(Math.abs(minor), decimals, culture === 'tr', true)}`;
}

function digitsOf(minor: number, decimals: number, turkish: boolean, allDecimals: boolean): string {
  const scale = 10 ** decimals;
  const whole = Math.floor(minor / scale).toString();
  const fraction = (minor % scale).toString().padStart(decimals, '0');
  const [thousands, decimal] = turkish ? ['.', ','] : [',', '.'];
  return `${group(whole, thousands)}${decimals === 0 || (!allDecimals && /^0*$/.test(fraction)) ? '' : `${decimal}${fraction}`}`;
}

/** An amount in major units, as formatMinorMoney writes it. */
export function formatMoney(amount: number, currency: MoneyCurrency, culture: Culture): string {
  return formatMinorMoney(toMinor(amount, currency.decimals), currency, culture);
}

/** The shop's currencies as its currency table writes them, by id (1 TRY, 2 USD, 3 EUR, S3.08). */
export const SHOP_CURRENCIES: Readonly<Record<number, MoneyCurrency>> = {
  1: { code: 'TRY', symbol: '₺', symbolOnRight: true, decimals: 2 },
  2: { code: 'USD', symbol: '$', symbolOnRight: false, decimals: 2 },
  3: { code: 'EUR', symbol: '€', symbolOnRight: false, decimals: 2 },
};

/**
 * The currency of a code, as amounts in it are written: an order keeps the code it was charged in,
 * and a page that has not read the currency table yet still writes money the one way (issue 32
 * item 4). A code the shop does not know is written after the amount.
 */
export function currencyOfCode(code: string): MoneyCurrency {
  return Object.values(SHOP_CURRENCIES).find((currency) => currency.code === code) ?? { code, symbol: code, symbolOnRight: true, decimals: 2 };
}

/** The currency of an id (a cart's currencyId), USD's way where the id is not the shop's. */
export const currencyOfId = (id: number): MoneyCurrency => SHOP_CURRENCIES[id] ?? SHOP_CURRENCIES[2];

/** The currency a page writes money in before the shopper's is known (S1.04: TRY for tr, USD for en). */
export const defaultCurrencyOf = (culture: Culture): MoneyCurrency => currencyOfCode(culture === 'en' ? 'USD' : 'TRY');
