import { formatMinorAmount } from '../../../../../contracts/currency/money-format';

/**
 * Prices travel in minor units (kuruş, cents: contracts/currency/money-format.ts), as the engine
 * stores them; staff type them in major units. How many minor digits a currency has is its
 * `decimals` (the currencies route): two for the lira, none for the yen, three for the dinar.
 */
const minorPerMajor = (decimals: number) => 10 ** decimals;

/** The amount shown in a price field. */
export const majorOf = (minor: number | null | undefined, decimals: number): number | '' =>
  (minor === null || minor === undefined ? '' : minor / minorPerMajor(decimals));

/** The amount sent for what was typed: whole minor units, or null for an empty field. */
export function minorOf(major: string | number | null | undefined, decimals: number): number | null {
  if (major === null || major === undefined || major === '') return null;
  const value = Number(major);
  return Number.isFinite(value) ? Math.round(value * minorPerMajor(decimals)) : null;
}

/** The smallest step a price field moves by: one minor unit (0.01, 1, 0.001). */
export const minorStep = (decimals: number) => 1 / minorPerMajor(decimals);

/** An amount in minor units as the console's lists show it: the currency's decimals, in the console's language's way. */
export const moneyText = (minor: number, culture: string, decimals: number): string => formatMinorAmount(minor, decimals, culture === 'en' ? 'en' : 'tr');
