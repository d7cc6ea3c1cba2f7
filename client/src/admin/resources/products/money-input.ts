import { localeTagOf } from '../date-locales';

/**
 * Prices travel in minor units (kuruş, cents: contracts/currency/money-format.ts), as the engine
 * stores them; staff type them in major units. Every currency of the shop has two decimals.
 */
const MINOR_PER_MAJOR = 100;

/** The amount shown in a price field. */
export const majorOf = (minor: number | null | undefined): number | '' => (minor === null || minor === undefined ? '' : minor / MINOR_PER_MAJOR);

/** The amount sent for what was typed: whole minor units, or null for an empty field. */
export function minorOf(major: string | number | null | undefined): number | null {
  if (major === null || major === undefined || major === '') return null;
  const value = Number(major);
  return Number.isFinite(value) ? Math.round(value * MINOR_PER_MAJOR) : null;
}

/** An amount in minor units as the console's lists show it: two decimals, in the console's language's way. */
export const moneyText = (minor: number, culture: string): string =>
  (minor / MINOR_PER_MAJOR).toLocaleString(localeTagOf(culture), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
