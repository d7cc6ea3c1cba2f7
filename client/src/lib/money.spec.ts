import { currencyOfCode, defaultCurrencyOf } from '../../../contracts/currency/money-format';
import { discountRatio, formatMoney, toMinor } from './money';

const TRY = { code: 'TRY', symbol: '₺', symbolOnRight: true, decimals: 2 };
const USD = { code: 'USD', symbol: '$', symbolOnRight: false, decimals: 2 };
const EUR = { code: 'EUR', symbol: '€', symbolOnRight: false, decimals: 2 };

describe('formatMoney (S9.13, S1.04)', () => {
  it('S1.04 formats TRY the Turkish way with the lira sign on the right', () => {
    expect(formatMoney(1234.5, TRY, 'tr')).toBe('1.234,50 ₺');
    expect(formatMoney(1234567.89, TRY, 'tr')).toBe('1.234.567,89 ₺');
  });

  it('S9.13 drops a trailing ,00', () => {
    expect(formatMoney(1234, TRY, 'tr')).toBe('1.234 ₺');
    expect(formatMoney(0, TRY, 'tr')).toBe('0 ₺');
  });

  it('formats USD for en with the sign on the left, trailing .00 dropped', () => {
    expect(formatMoney(1234.5, USD, 'en')).toBe('$1,234.50');
    expect(formatMoney(99, USD, 'en')).toBe('$99');
  });

  it('S1.04 keeps the tr culture for other currencies on Turkish pages', () => {
    expect(formatMoney(1234.5, EUR, 'tr')).toBe('€1.234,50');
  });

  it('rounds through minor units, not floats', () => {
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(formatMoney(0.1 + 0.2, TRY, 'tr')).toBe('0,30 ₺');
    expect(formatMoney(-5.5, USD, 'en')).toBe('-$5.50');
  });
});

describe('discountRatio (S9.13)', () => {
  it('is discount divided by gross times 100', () => {
    expect(discountRatio(200, 150)).toBe(25);
    expect(discountRatio(0, 0)).toBe(0);
    expect(discountRatio(99.99, 79.99)).toBe(20);
  });
});

describe('currencyOfCode and defaultCurrencyOf (issue 32 item 4, S1.04): one money format before the currency table is read', () => {
  it('S1.04 writes an order\'s amount in the currency it was charged in, and a page\'s default by its language', () => {
    expect(formatMoney(12_660.9, currencyOfCode('TRY'), 'tr')).toBe('12.660,90 ₺');
    expect(formatMoney(-100, currencyOfCode('TRY'), 'tr')).toBe('-100 ₺');
    expect(formatMoney(4.99, currencyOfCode('USD'), 'en')).toBe('$4.99');
    expect(formatMoney(10, currencyOfCode('GBP'), 'en')).toBe('10 GBP');
    expect(defaultCurrencyOf('tr').code).toBe('TRY');
    expect(defaultCurrencyOf('en').code).toBe('USD');
  });
});
