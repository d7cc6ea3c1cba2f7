/**
 * Card checks both sides make before a card reaches a payment provider: the Luhn checksum and the
 * expiry date. Pure, no I/O. A card number is never stored or logged; only its last four digits.
 */

/** Digits only (spaces and dashes a shopper types are dropped). */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

/** The Luhn checksum of a 12-19 digit card number. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month. `year` is four digits. */
export function cardExpired(month: number, year: number, now: Date = new Date()): boolean {
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  return year < nowYear || (year === nowYear && month < nowMonth);
}

/** The last four digits: all a card leaves behind. */
export const lastFour = (number: string): string => cardDigits(number).slice(-4);

/**
 * Test cards of the embedded test provider, shaped like the ones real providers document: every
 * other Luhn-valid number is approved without 3-D Secure.
 */
export const TEST_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Needs 3-D Secure; the challenge passes with THREE_D_SECURE_TEST_CODE. */
  threeDSecure: '4000000000003220',
  /** Needs 3-D Secure; the bank refuses the challenge whatever the code. */
  threeDSecureFails: '4000008400001629',
  /** A Garanti BBVA Bonus card (instalments, points); no 3-D Secure. */
  garantiBonus: '5400360000000003',
} as const;
