import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): about 30-60 ms here, on libuv's thread pool,
// so hashing never blocks the event loop.
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id: a const enum the compiler cannot inline here */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A PHC string of `password` (salt and parameters inside). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Checked when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password.
let decoy: Promise<string> | undefined;

/** true when `password` matches `stored`; with no stored hash it still spends the same time and answers false. */
export async function passwordMatches(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await (decoy ??= hashPassword('decoy password, never a member\'s')), password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
