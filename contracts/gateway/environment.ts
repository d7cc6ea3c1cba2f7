/**
 * Gateway contract of the environment service (spec §7 Environment, POST: Init, Read, Update,
 * Refresh, GetTokenConfig). The environment token is a signed JWT carrying the §3 cart token
 * claims; the storefront keeps it in the httpOnly environment_token cookie and sends it on every
 * cart call in ENVIRONMENT_TOKEN_HEADER. Only the engine signs and verifies it.
 */

export const EnvironmentGatewayPaths = {
  /** POST {} → EnvironmentTokenResult: a visitor's token (member id -1) with a new shopping cart id. */
  init: 'environment/api/environment/init',
  /** POST EnvironmentTokenRequest → EnvironmentClaimsResult; 401 for a forged, expired or unknown token. */
  read: 'environment/api/environment/read',
  /** POST EnvironmentUpdateRequest → EnvironmentTokenResult: a new token (new token id) with the changed claims. */
  update: 'environment/api/environment/update',
  /** POST EnvironmentTokenRequest → EnvironmentTokenResult: the same claims, a new token id and lifetime. */
  refresh: 'environment/api/environment/refresh',
  /** POST {} → EnvironmentTokenConfig. */
  tokenConfig: 'environment/api/environment/get-token-config',
} as const;

/** Header of gateway calls that act for a shopper (cart, coupon, hub): the raw environment token. */
export const ENVIRONMENT_TOKEN_HEADER = 'x-environment-token';

/** Lifetime of an environment token and its cookie (S9.07): 15552000 s, about 180 days (a visitor's, and a remembered sign-in's). */
export const ENVIRONMENT_TOKEN_LIFETIME_SECONDS = 15_552_000;

/**
 * A sign-in without remember-me (ASVS 4.0 V3.3.2): it ends on the server 12 hours after it began,
 * or once 30 minutes have passed without a request, whichever comes first. The last request is
 * written down at most once a minute (LAST_SEEN_STEP_SECONDS), so the idle end falls between 29
 * and 30 minutes after it.
 */
export const SESSION_SIGN_IN = { lifetimeSeconds: 12 * 60 * 60, idleSeconds: 30 * 60 } as const;

/** How stale a sign-in's last-seen time may get before a request writes it again (one write a minute at most). */
export const LAST_SEEN_STEP_SECONDS = 60;

/** The cart token claims of spec §3. */
export interface EnvironmentClaims {
  /** The member, -1 for a visitor who has not signed in. */
  memberId: number;
  /** Signed in by e-mail only (a guest). */
  isGst: boolean;
  /** The member's or guest's e-mail, absent for a visitor. */
  email?: string;
  /** The shopper's cart. */
  shoppingCartId: number;
  /** Unique per token (JWT jti): a new one on every sign-in and refresh. */
  tokenId: string;
}

export interface EnvironmentTokenRequest {
  token: string;
}

export interface EnvironmentUpdateRequest extends EnvironmentTokenRequest {
  /** Claims to change; shoppingCartId and tokenId are the engine's. */
  changes: Partial<Pick<EnvironmentClaims, 'memberId' | 'isGst' | 'email'>>;
}

export interface EnvironmentTokenResult {
  token: string;
  claims: EnvironmentClaims;
  /** ISO time the token stops being accepted. */
  expiresAt: string;
}

export interface EnvironmentClaimsResult {
  claims: EnvironmentClaims;
  expiresAt: string;
}

/** How tokens are made, for a storefront or service that verifies them itself. */
export interface EnvironmentTokenConfig {
  issuer: string;
  /** JWS algorithm, e.g. ES256. */
  algorithm: string;
  lifetimeSeconds: number;
  /** Public keys (JWK set) that verify the tokens. */
  keys: Record<string, unknown>[];
}
