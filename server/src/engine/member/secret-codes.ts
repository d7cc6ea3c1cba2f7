import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A one-time code of `digits` digits, uniformly random. */
export function newOneTimeCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** A link token: 32 random bytes, url-safe. Only its hash is stored. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a code or token: a leaked table holds nothing usable as such. */
export function secretHash(secret: string, salt = ''): string {
  return createHash('sha256').update(`${salt}:${secret}`).digest('hex');
}

/** Compares two hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
