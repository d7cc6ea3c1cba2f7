import { randomInt } from 'node:crypto';

/** How many recovery codes an enrolment hands out, shown once. */
export const RECOVERY_CODE_COUNT = 10;

// Crockford's base32: no i, l, o or u, so a code copied from paper reads back the same.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const GROUP = 5;

/** A recovery code as shown: ten random base32 characters (50 bits) in two groups, "k7qm2-xpd9a". */
export function newRecoveryCode(): string {
  const characters = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, GROUP).join('')}-${characters.slice(GROUP).join('')}`;
}

/** A fresh set of distinct recovery codes. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newRecoveryCode());
  return [...codes];
}

/**
 * The code as typed, in the form its hash is kept of: case, spaces and hyphens do not matter, and
 * the letters Crockford's alphabet leaves out read as the digits they look like. Undefined when
 * it cannot be a recovery code at all.
 */
export function normalisedRecoveryCode(typed: string): string | undefined {
  const code = typed.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
  return code.length === GROUP * 2 && [...code].every((character) => ALPHABET.includes(character)) ? code : undefined;
}
