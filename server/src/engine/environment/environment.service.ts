import { Injectable } from '@nestjs/common';
import {
  ENVIRONMENT_TOKEN_LIFETIME_SECONDS, LAST_SEEN_STEP_SECONDS, SESSION_SIGN_IN,
  type EnvironmentClaims, type EnvironmentClaimsResult, type EnvironmentTokenConfig, type EnvironmentTokenResult, type EnvironmentUpdateRequest,
} from '../../../../contracts/gateway/environment.js';
import { BadInputError } from '../../common/errors.js';
import type { Queryable } from '../db/database.js';
import { EnvironmentRepository } from './environment.repository.js';
import { EnvironmentTokens, InvalidEnvironmentToken, type VerifiedClaims } from './environment-tokens.js';
import { SignInClock } from './sign-in-clock.js';

/** A visitor who has not signed in (spec §3: member id default -1). */
export const VISITOR_MEMBER_ID = -1;

/** How a request uses a token: a shopper's request keeps the sign-in alive; the live channel only listens. */
export interface VerifyOptions {
  /** Counts as activity for the idle end (default true). */
  touch?: boolean;
}

/**
 * The environment service's rules: who a token names, how a new one is made, and how long a
 * sign-in lasts. A visitor's token is checked by its signature alone (the cart path stays free of
 * database reads); a member's or guest's token also by its sign-in row (issue 27 item 10).
 */
@Injectable()
export class EnvironmentService {
  constructor(private readonly tokens: EnvironmentTokens, private readonly repository: EnvironmentRepository, private readonly clock: SignInClock) {}

  /** A new visitor: a new, empty cart and a token naming it. */
  async init(): Promise<EnvironmentTokenResult> {
    return this.tokens.sign({ memberId: VISITOR_MEMBER_ID, isGst: false, shoppingCartId: await this.repository.newCart() });
  }

  async read(token: string): Promise<EnvironmentClaimsResult> {
    const { expiresAt, issuedAtMs: _issuedAt, remembered: _remembered, ...claims } = await this.verify(token);
    return { claims, expiresAt };
  }

  /**
   * The claims of a token that still holds: signed by us and not expired; for a member or guest,
   * also a sign-in that has not ended (sign-out, password change, its 12 hours or its idle half
   * hour). A request that uses the sign-in writes its last-seen time when the one written is a
   * minute old or more: one write a minute at most, never one per request.
   */
  async verify(token: string, { touch = true }: VerifyOptions = {}): Promise<VerifiedClaims> {
    const claims = await this.tokens.verify(token);
    if (claims.memberId === VISITOR_MEMBER_ID) return claims;
    const now = this.clock.now();
    const signIn = await this.repository.signInOf(claims.memberId, claims.tokenId, claims.issuedAtMs, now);
    if (!signIn) {
      // Ended for good: an idle or outlived sign-in's row goes (a clock set back does not revive it).
      await this.repository.endSignIn(claims.tokenId);
      throw new InvalidEnvironmentToken('This sign-in has ended');
    }
    if (touch && signIn.idleSeconds !== null && now - signIn.lastSeenMs >= LAST_SEEN_STEP_SECONDS * 1000) await this.repository.touch(claims.tokenId, now);
    return { ...claims, remembered: signIn.remembered };
  }

  /**
   * A new token for a member or guest who just proved who they are: a new token id every time (no
   * fixation), and its sign-in row: 180 days when remember-me was asked for, else 12 hours with a
   * 30-minute idle end (SESSION_SIGN_IN).
   */
  async signIn(claims: Omit<EnvironmentClaims, 'tokenId'>, remembered: boolean): Promise<EnvironmentTokenResult> {
    const lifetimeSeconds = remembered ? ENVIRONMENT_TOKEN_LIFETIME_SECONDS : SESSION_SIGN_IN.lifetimeSeconds;
    return this.recorded(claims, { remembered, lifetimeSeconds, idleSeconds: remembered ? null : SESSION_SIGN_IN.idleSeconds });
  }

  /** Signs the token out: it is refused from now on. */
  async revoke(claims: Pick<VerifiedClaims, 'tokenId'>): Promise<void> {
    await this.repository.endSignIn(claims.tokenId);
  }

  /** Every sign-in of the member ends, inside `tx` (a password changed or renewed, the member deleted). */
  endEverySignIn(tx: Queryable, memberId: number): Promise<void> {
    return this.repository.endEverySignIn(tx, memberId);
  }

  /**
   * New claims in a new token. A visitor's stays a visitor's; a member's or guest's goes on as the
   * same sign-in (same end, the old token refused from now on): a member's sign-in is made only
   * by the member service, never by naming a member here.
   */
  async update(token: string, changes: EnvironmentUpdateRequest['changes']): Promise<EnvironmentTokenResult> {
    const source = await this.verify(token);
    const { memberId, isGst, email, shoppingCartId } = source;
    const claims = { memberId, isGst, email, shoppingCartId, ...changes };
    if (claims.memberId !== memberId || claims.isGst !== isGst) throw new BadInputError('A sign-in is made by the member service');
    return this.renewed(source, claims);
  }

  async refresh(token: string): Promise<EnvironmentTokenResult> {
    const source = await this.verify(token);
    const { memberId, isGst, email, shoppingCartId } = source;
    return this.renewed(source, { memberId, isGst, email, shoppingCartId });
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

  /** A new token for the claims of `source`'s holder: a visitor's afresh, a sign-in's up to the end it already had. */
  private async renewed(source: VerifiedClaims, claims: Omit<EnvironmentClaims, 'tokenId'>): Promise<EnvironmentTokenResult> {
    if (source.memberId === VISITOR_MEMBER_ID) return this.tokens.sign(claims);
    const remembered = source.remembered === true;
    const lifetimeSeconds = Math.max(1, Math.floor((Date.parse(source.expiresAt) - this.clock.now()) / 1000));
    const renewed = await this.recorded(claims, { remembered, lifetimeSeconds, idleSeconds: remembered ? null : SESSION_SIGN_IN.idleSeconds });
    await this.repository.endSignIn(source.tokenId);
    return renewed;
  }

  private async recorded(claims: Omit<EnvironmentClaims, 'tokenId'>, signIn: { remembered: boolean; lifetimeSeconds: number; idleSeconds: number | null }): Promise<EnvironmentTokenResult> {
    const result = await this.tokens.sign(claims, signIn.lifetimeSeconds);
    const nowMs = this.clock.now();
    await this.repository.recordSignIn({
      tokenId: result.claims.tokenId, memberId: claims.memberId, remembered: signIn.remembered, expiresAtMs: nowMs + signIn.lifetimeSeconds * 1000, idleSeconds: signIn.idleSeconds, nowMs,
    });
    return result;
  }
}
