import type { Currency } from '../../../../contracts/currency/entities.js';
import { activeCurrencyOf } from './currency.service.js';

const currency = (id: number, code: string): Currency => ({ id, code, name: code, symbol: code, symbolOnRight: false, decimals: 2 });
const all = [currency(1, 'TRY'), currency(2, 'USD'), currency(3, 'EUR')];

describe('activeCurrencyOf (S3.17, S9.08)', () => {
  it('S3.17 the shopper\'s known choice wins', () => {
    expect(activeCurrencyOf(all, { culture: 'tr', currencyId: 3 })?.code).toBe('EUR');
  });
  it('S9.08 defaults to TRY (id 1) for tr and USD for en', () => {
    expect(activeCurrencyOf(all, { culture: 'tr' })?.id).toBe(1);
    expect(activeCurrencyOf(all, { culture: 'en' })?.code).toBe('USD');
  });
  it('S3.17 an unknown choice falls back to the default, then the first currency', () => {
    expect(activeCurrencyOf(all, { culture: 'tr', currencyId: 99 })?.id).toBe(1);
    expect(activeCurrencyOf([currency(7, 'GBP'), currency(8, 'CHF')], { culture: 'tr', currencyId: 99 })?.id).toBe(7);
  });
});
