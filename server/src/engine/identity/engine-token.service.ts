import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SignJWT, jwtVerify } from 'jose';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** Lifetime of an engine access token. */
export const ENGINE_TOKEN_LIFETIME_SECONDS = 300;

/**
 * Issues and checks the engine's client-credentials tokens (HS256 JWT, jose). The key derives
 * from the client secret, so only a caller that knows the secret gets a token.
 */
@Injectable()
export class EngineTokenService {
  private readonly key: Uint8Array;
  // Verified tokens and their expiry: every gateway call carries the same token.
  private readonly verified = new Map<string, number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createHash('sha256').update(`vitrin-engine:${config.idpClientSecret}`).digest();
  }

  /** true when the id and secret are the configured client's. */
  clientMatches(clientId: unknown, clientSecret: unknown): boolean {
    return clientId === this.config.idpClientId && clientSecret === this.config.idpClientSecret;
  }

  issue(issuer: string): Promise<string> {
    return new SignJWT({ azp: this.config.idpClientId, scope: 'gateway' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(this.config.idpClientId)
      .setIssuedAt()
      .setExpirationTime(`${ENGINE_TOKEN_LIFETIME_SECONDS}s`)
      .sign(this.key);
  }

  async isValid(token: string): Promise<boolean> {
    const now = Date.now();
    const expiresAt = this.verified.get(token);
    if (expiresAt !== undefined) {
      if (expiresAt > now) return true;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (this.verified.size > 1000) this.verified.clear();
      this.verified.set(token, (payload.exp ?? 0) * 1000);
      return true;
    } catch {
      return false;
    }
  }
}
