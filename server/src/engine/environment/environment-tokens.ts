import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type CryptoKey, type JWK, type KeyObject } from 'jose';
import { ENVIRONMENT_TOKEN_LIFETIME_SECONDS, type EnvironmentClaims, type EnvironmentTokenConfig, type EnvironmentTokenResult } from '../../../../contracts/gateway/environment.js';
import { AppError } from '../../common/errors.js';
import { ReadCache } from '../../common/read-cache.js';
import { hasLowS, withLowS } from './ecdsa-low-s.js';
import { EnvironmentRepository } from './environment.repository.js';

const ALGORITHM = 'ES256';
const ISSUER = 'vitrin-engine';

/** A token that is not (or no longer) one of ours: 401, so the storefront asks for a new one. */
export class InvalidEnvironmentToken extends AppError {
  constructor(message = 'Invalid environment token') {
    super(message, 401, 'INVALID_ENVIRONMENT_TOKEN');
  }
}

type SigningKey = CryptoKey | KeyObject | Uint8Array;

/**
 * A token's claims with its lifetime: when it stops (ISO) and when it was issued (ms); for a
 * member's or guest's token, whether its sign-in was remembered (EnvironmentService.verify).
 */
export type VerifiedClaims = EnvironmentClaims & { expiresAt: string; issuedAtMs: number; remembered?: boolean };

/**
 * Every engine call checks the shopper's token, and an ES256 check costs about a millisecond of
 * CPU: a token whose signature held is trusted again for a minute (its expiry is still checked
 * at each use). Only valid tokens are kept (a refusal is not cached), and only ones this engine
 * signed can be valid, so the cache cannot be filled from outside.
 */
const VERIFIED_FOR_MS = 60_000;
const VERIFIED_KEPT = 2_000;

/**
 * Signs and verifies environment tokens (spec §3 cart token claims): ES256 JWTs made with jose,
 * on a key pair kept in the database so tokens outlive restarts and hold on every instance.
 */
@Injectable()
export class EnvironmentTokens implements OnModuleInit {
  private kid = '';
  private publicJwk: JWK = {};
  private privateKey?: SigningKey;
  private publicKey?: SigningKey;
  private readonly verified = new ReadCache<VerifiedClaims>(VERIFIED_FOR_MS, VERIFIED_KEPT);

  constructor(private readonly repository: EnvironmentRepository) {}

  async onModuleInit(): Promise<void> {
    const pair = await generateKeyPair(ALGORITHM, { extractable: true });
    const stored = await this.repository.keyPair({ kid: randomUUID(), privateJwk: await exportJWK(pair.privateKey), publicJwk: await exportJWK(pair.publicKey) });
    this.kid = stored.kid;
    this.publicJwk = stored.publicJwk;
    this.privateKey = await importJWK(stored.privateJwk, ALGORITHM);
    this.publicKey = await importJWK(stored.publicJwk, ALGORITHM);
  }

  /**
   * A new token for these claims, with a new token id: never the same token twice (no fixation).
   * It lasts `lifetimeSeconds`: 180 days for a visitor and a remembered sign-in, 12 hours for a
   * sign-in without remember-me (SESSION_SIGN_IN).
   */
  async sign(claims: Omit<EnvironmentClaims, 'tokenId'>, lifetimeSeconds: number = ENVIRONMENT_TOKEN_LIFETIME_SECONDS): Promise<EnvironmentTokenResult> {
    const tokenId = randomUUID();
    const issuedAtMs = Date.now();
    const issuedAt = Math.floor(issuedAtMs / 1000);
    const expires = issuedAt + lifetimeSeconds;
    // iatMs: the issue time to the millisecond, so "every token issued before the password
    // change" is exact (iat has whole seconds only).
    const body: Record<string, unknown> = { iatMs: issuedAtMs, memberId: claims.memberId, isGst: claims.isGst, shoppingCartId: claims.shoppingCartId, ...(claims.email ? { email: claims.email } : {}) };
    const token = await new SignJWT(body)
      .setProtectedHeader({ alg: ALGORITHM, kid: this.kid })
      .setIssuer(ISSUER).setJti(tokenId).setIssuedAt(issuedAt).setExpirationTime(expires)
      .sign(this.privateKey!).then(withLowS);
    return { token, claims: { ...claims, tokenId }, expiresAt: new Date(expires * 1000).toISOString() };
  }

  /** The claims of a valid token; InvalidEnvironmentToken for anything else. */
  async verify(token: string): Promise<VerifiedClaims> {
    const claims = await this.verified.get(token, () => this.checkSignature(token));
    if (Date.parse(claims.expiresAt) <= Date.now()) throw new InvalidEnvironmentToken();
    return claims;
  }

  private async checkSignature(token: string): Promise<VerifiedClaims> {
    try {
      // The other form (r, n − s) of a valid signature verifies too: only the one we sign is taken.
      if (!hasLowS(token)) throw new InvalidEnvironmentToken();
      const { payload } = await jwtVerify(token, this.publicKey!, { issuer: ISSUER, algorithms: [ALGORITHM] });
      const { memberId, isGst, email, shoppingCartId, jti, exp, iatMs } = payload as Record<string, unknown>;
      if (typeof memberId !== 'number' || typeof shoppingCartId !== 'number' || typeof jti !== 'string' || typeof exp !== 'number' || typeof iatMs !== 'number') throw new InvalidEnvironmentToken();
      // Frozen: the cache hands the same claims to every later request with this token.
      return Object.freeze({ memberId, isGst: isGst === true, ...(typeof email === 'string' ? { email } : {}), shoppingCartId, tokenId: jti, expiresAt: new Date(exp * 1000).toISOString(), issuedAtMs: iatMs });
    } catch (error) {
      if (error instanceof InvalidEnvironmentToken) throw error;
      throw new InvalidEnvironmentToken();
    }
  }

  config(): EnvironmentTokenConfig {
    return { issuer: ISSUER, algorithm: ALGORITHM, lifetimeSeconds: ENVIRONMENT_TOKEN_LIFETIME_SECONDS, keys: [{ ...this.publicJwk, kid: this.kid, alg: ALGORITHM, use: 'sig' }] };
  }
}
