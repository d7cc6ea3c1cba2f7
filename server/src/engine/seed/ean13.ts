/** GS1 prefix of Türkiye: the demo barcodes look like products registered there. */
export const TURKISH_GS1_PREFIX = '869';

/** Check digit of a 12-digit EAN body: weights 1,3,1,3... from the left, then round up to ten. */
export function ean13CheckDigit(body: string): number {
  if (!/^\d{12}$/.test(body)) throw new RangeError(`EAN-13 body must be 12 digits: ${body}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** A valid EAN-13 for a number up to 9 digits long under the Turkish prefix; distinct numbers give distinct codes. */
export function ean13(serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 0 || serial > 999_999_999) throw new RangeError(`serial out of range: ${serial}`);
  const body = TURKISH_GS1_PREFIX + String(serial).padStart(9, '0');
  return body + ean13CheckDigit(body);
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}
