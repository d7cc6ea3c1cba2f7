import type { Culture } from '../../../../contracts/enums.js';
import type { CurrencyFormat } from '../currency/currency.repository.js';

const group = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * An amount in minor units as the storefront shows it (S1.04, the client's formatMoney rules):
 * trailing zero decimals dropped; Turkish separators for TRY and the tr culture ("1.234,50 ₺"),
 * English ones otherwise ("$1,234.50").
 */
export function mailMoney(minor: number, currency: CurrencyFormat, culture: Culture): string {
  const scale = 10 ** currency.decimals;
  const whole = Math.floor(Math.abs(minor) / scale).toString();
  const fraction = (Math.abs(minor) % scale).toString().padStart(currency.decimals, '0');
  const [thousands, decimal] = currency.code === 'TRY' || culture === 'tr' ? ['.', ','] : [',', '.'];
  const number = `${minor < 0 ? '-' : ''}${group(whole, thousands)}${/^0*$/.test(fraction) ? '' : `${decimal}${fraction}`}`;
  return currency.symbolOnRight ? `${number} ${currency.symbol}` : `${currency.symbol}${number}`;
}
