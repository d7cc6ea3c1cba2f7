/**
 * ECDSA signature malleability (issue 27): for a P-256 signature (r, s), (r, n − s) verifies
 * too, so one token has two spellings that both pass jose's check. Only the low-s form
 * (s ≤ n/2, as Bitcoin's BIP 62 and libsecp256k1 require) is accepted here, and tokens are
 * signed in that form. This is a comparison on the signature's bytes, not cryptography: jose
 * still does every check of the signature itself.
 */

/** Order n of the P-256 group (SEC 2, secp256r1). */
const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const HALF_ORDER = P256_ORDER >> 1n;
/** An ES256 JWS signature is r ‖ s, 32 bytes each (RFC 7518 §3.4). */
const PART = 32;

const toBigInt = (bytes: Buffer) => BigInt(`0x${bytes.toString('hex') || '0'}`);
const toBytes = (value: bigint) => Buffer.from(value.toString(16).padStart(PART * 2, '0'), 'hex');

/** The signature of a compact JWS, when it has the ES256 shape. */
function signatureOf(jws: string): Buffer | undefined {
  const parts = jws.split('.');
  if (parts.length !== 3) return undefined;
  const signature = Buffer.from(parts[2], 'base64url');
  return signature.length === PART * 2 ? signature : undefined;
}

/** Whether a compact ES256 JWS carries its signature in low-s form; false for anything else. */
export function hasLowS(jws: string): boolean {
  const signature = signatureOf(jws);
  return signature !== undefined && toBigInt(signature.subarray(PART)) <= HALF_ORDER;
}

/** The JWS with its signature in low-s form (s → n − s when above n/2): the same signature, in the one form accepted. */
export function withLowS(jws: string): string {
  const signature = signatureOf(jws);
  if (!signature) throw new Error('not an ES256 JWS');
  const s = toBigInt(signature.subarray(PART));
  if (s <= HALF_ORDER) return jws;
  const low = Buffer.concat([signature.subarray(0, PART), toBytes(P256_ORDER - s)]);
  return `${jws.slice(0, jws.lastIndexOf('.'))}.${low.toString('base64url')}`;
}
