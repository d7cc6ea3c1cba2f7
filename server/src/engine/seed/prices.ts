import type { Random } from './prng.js';

/** Currency ids of the seed (spec S9.02: 1 = TRY). */
export const CURRENCY = { TRY: 1, USD: 2, EUR: 3 } as const;

// Demo exchange rates: one lira in minor units of each currency is worth 1/rate.
const RATE_FROM_TRY: Record<number, number> = { [CURRENCY.TRY]: 1, [CURRENCY.USD]: 40, [CURRENCY.EUR]: 43 };

export interface PriceRecord {
  productId: number;
  currencyId: number;
  /** Minor units (kuruş, cent). */
  basePrice: number;
  salesPrice: number;
  discountRate: number;
}

/** A shop price in minor units: lira prices end in 9,90 (or ,90 under 100 ₺), dollar and euro prices in .99. */
export function shopPrice(minor: number, currencyId: number): number {
  if (currencyId === CURRENCY.TRY) {
    const step = minor >= 10_000 ? 1_000 : 100;
    return Math.max(step, Math.round(minor / step) * step) - 10;
  }
  return Math.max(100, Math.round(minor / 100) * 100) - 1;
}

/** (base - sales) / base * 100, rounded (S9.13); 0 for a zero base. */
export const discountRate = (base: number, sales: number) => (base > 0 ? Math.round(((base - sales) / base) * 100) : 0);

/** A price drawn log-uniformly in [min, max] whole lira, in kuruş: cheap goods are more common. */
export function drawTryMinor(rng: Random, [min, max]: readonly [number, number]): number {
  return Math.round(Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min))) * 100);
}

/** Prices of one product in every currency from its lira list price and a discount percentage. */
export function priceRows(productId: number, tryMinor: number, discountPercent: number): PriceRecord[] {
  return Object.values(CURRENCY).map((currencyId) => {
    if (tryMinor === 0) return { productId, currencyId, basePrice: 0, salesPrice: 0, discountRate: 0 };
    const basePrice = shopPrice(tryMinor / RATE_FROM_TRY[currencyId], currencyId);
    const discounted = discountPercent > 0 ? shopPrice(basePrice * (1 - discountPercent / 100), currencyId) : basePrice;
    const salesPrice = Math.min(basePrice, discounted);
    return { productId, currencyId, basePrice, salesPrice, discountRate: discountRate(basePrice, salesPrice) };
  });
}
