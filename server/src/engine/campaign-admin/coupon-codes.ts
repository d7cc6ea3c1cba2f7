import { randomBytes } from 'node:crypto';

/**
 * The characters of a batch code's random part: upper-case letters and digits without those read
 * as one another (0/O, 1/I). 32 of them: each random byte's low five bits pick one evenly.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Random characters a code has: 32^10 = 2^50 codes a prefix, so one cannot be guessed from another. */
export const RANDOM_LENGTH = 10;

/** `{prefix}-{10 characters from the operating system's random source}`. */
export function randomCouponCode(prefix: string): string {
  const bytes = randomBytes(RANDOM_LENGTH);
  let random = '';
  for (const byte of bytes) random += CODE_ALPHABET[byte & 31];
  return `${prefix}-${random}`;
}

/** One column, `code`: what a mailing tool merges into its mails. Codes are letters, digits and dashes: nothing to quote. */
export function couponCodesCsv(codes: readonly string[]): string {
  return `code\r\n${codes.map((code) => `${code}\r\n`).join('')}`;
}
