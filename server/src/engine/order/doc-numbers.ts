import { randomInt } from 'node:crypto';
import { DOC_NO_ALPHABET, DOC_NO_RANDOM_LENGTH } from '../../../../contracts/order/payloads.js';

/** Draws an index below `max` (crypto randomness, no modulo bias); a parameter so a test can make draws collide. */
export type Draw = (max: number) => number;

/** Tries before a placement gives up: with 2^49 numbers a year, a second collision in a row means the draw is broken. */
const MAX_DRAWS = 8;

/** A new order number: VTR-{year}-{10 characters of DOC_NO_ALPHABET} (about 49.5 bits). */
export function drawDocNo(year: number, draw: Draw = randomInt): string {
  let random = '';
  for (let index = 0; index < DOC_NO_RANDOM_LENGTH; index += 1) random += DOC_NO_ALPHABET[draw(DOC_NO_ALPHABET.length)];
  return `VTR-${year}-${random}`;
}

/**
 * A number no order has: drawn again while `claim` answers that one is taken (an earlier order,
 * or a placement running now drew it too).
 */
export async function uniqueDocNo(year: number, claim: (docNo: string) => Promise<boolean>, draw: Draw = randomInt): Promise<string> {
  for (let attempt = 0; attempt < MAX_DRAWS; attempt += 1) {
    const docNo = drawDocNo(year, draw);
    if (await claim(docNo)) return docNo;
  }
  throw new Error(`no free order number after ${MAX_DRAWS} draws`);
}
