import { generateSecret, generateURI, verify } from 'otplib';

/** The issuer authenticator apps show beside the account. */
const ISSUER = 'Vitrin';
/** One 30-second step either side of now: a phone's clock a little off still signs in. */
const TOLERANCE_SECONDS = 30;
const TOTP_SHAPE = /^\d{6}$/;

/** A new TOTP secret (base32, 160 bits) for an authenticator app. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app reads from a QR code. */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/** The code has the shape of a TOTP code (six digits), not of a recovery code. */
export const isTotpShape = (code: string): boolean => TOTP_SHAPE.test(code);

/**
 * The time step of `code` when it is the secret's code now (±1 step) and later than the last step
 * taken; undefined otherwise. The caller stores the step, so the same code is never taken twice.
 */
export async function acceptedTotpStep(secret: string, code: string, lastStep: number | null): Promise<number | undefined> {
  if (!isTotpShape(code)) return undefined;
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, ...(lastStep === null ? {} : { afterTimeStep: lastStep }) });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
