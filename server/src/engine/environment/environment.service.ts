import { Injectable } from '@nestjs/common';
import type { EnvironmentClaims, EnvironmentClaimsResult, EnvironmentTokenConfig, EnvironmentTokenResult, EnvironmentUpdateRequest } from '../../../../contracts/gateway/environment.js';
import { EnvironmentRepository } from './environment.repository.js';
import { EnvironmentTokens, InvalidEnvironmentToken, type VerifiedClaims } from './environment-tokens.js';

/** A visitor who has not signed in (spec §3: member id default -1). */
export const VISITOR_MEMBER_ID = -1;

/** The environment service's rules: who a token names and how a new one is made. */
@Injectable()
export class EnvironmentService {
  constructor(private readonly tokens: EnvironmentTokens, private readonly repository: EnvironmentRepository) {}

  /** A new visitor: a new, empty cart and a token naming it. */
  async init(): Promise<EnvironmentTokenResult> {
    return this.tokens.sign({ memberId: VISITOR_MEMBER_ID, isGst: false, shoppingCartId: await this.repository.newCart() });
  }

  async read(token: string): Promise<EnvironmentClaimsResult> {
    const { expiresAt, issuedAtMs: _issuedAt, ...claims } = await this.verify(token);
    return { claims, expiresAt };
  }

  /**
   * The claims of a token that still holds: signed by us, not expired, and for a member or guest
   * not signed out since (a signed-out token is refused everywhere, not only in the browser).
   */
  async verify(token: string): Promise<VerifiedClaims> {
    const claims = await this.tokens.verify(token);
    if (claims.memberId !== VISITOR_MEMBER_ID && !(await this.repository.signInHolds(claims.memberId, claims.tokenId, claims.issuedAtMs))) {
      throw new InvalidEnvironmentToken('This sign-in has ended');
    }
    return claims;
  }

  /** A new token for a member or guest who just proved who they are: a new token id every time (no fixation). */
  signIn(claims: Omit<EnvironmentClaims, 'tokenId'>): Promise<EnvironmentTokenResult> {
    return this.tokens.sign(claims);
  }

  /** Signs the token out: it is refused from now on. */
  async revoke(claims: Pick<VerifiedClaims, 'tokenId' | 'expiresAt'>): Promise<void> {
    await this.repository.revoke(claims.tokenId, claims.expiresAt);
  }

  /** New claims in a new token (a sign-in makes one: never the old token id again). */
  async update(token: string, changes: EnvironmentUpdateRequest['changes']): Promise<EnvironmentTokenResult> {
    const { memberId, isGst, email, shoppingCartId } = await this.verify(token);
    return this.tokens.sign({ memberId, isGst, email, shoppingCartId, ...changes });
  }

  async refresh(token: string): Promise<EnvironmentTokenResult> {
    const { memberId, isGst, email, shoppingCartId } = await this.verify(token);
    return this.tokens.sign({ memberId, isGst, email, shoppingCartId });
  }

  /** The claims of `token` when it still holds; undefined for no token or a refused one (sign-in starts afresh). */
  async claimsIfValid(token: string | undefined): Promise<VerifiedClaims | undefined> {
    return token ? this.verify(token).catch(() => undefined) : undefined;
  }

  /** A new, empty cart (a member's first). */
  newCart(): Promise<number> {
    return this.repository.newCart();
  }

  tokenConfig(): EnvironmentTokenConfig {
    return this.tokens.config();
  }
}
