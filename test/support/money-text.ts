import type { MoneyCurrency } from '../../contracts/currency/money-format.js';
import type { Culture } from '../../contracts/enums.js';

/**
 * Reads back an amount a surface wrote (issue 32 item 4, S1.04/S9.13): it must be the one money
 * format (grouped thousands, two decimals or none, the currency's sign where the currency puts it)
 * or this throws; a deduction's minus sign makes it negative. Minor units.
 */
export function amountOfText(text: string, currency: MoneyCurrency, culture: Culture): number {
  const negative = /^[−-]/.test(text);
  const unsigned = text.replace(/^[−-]/, '');
  const body = currency.symbolOnRight ? unsigned.replace(new RegExp(` ${escape(currency.symbol)}$`), '') : unsigned.replace(new RegExp(`^${escape(currency.symbol)}`), '');
  const [thousands, decimal] = currency.code === 'TRY' || culture === 'tr' ? ['.', ','] : [',', '.'];
  const shape = new RegExp(`^\\d{1,3}(${escape(thousands)}\\d{3})*(${escape(decimal)}\\d{2})?$`);
  if (body === unsigned || !shape.test(body)) throw new Error(`"${text}" is not written as the shop writes ${currency.code} in ${culture}`);
  const [whole, fraction = '00'] = body.split(decimal);
  const minor = Number(whole.split(thousands).join('')) * 100 + Number(fraction);
  return negative ? -minor : minor;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
