/**
 * Identity provider contract (spec §7, S7.36): a Keycloak-style realm. The storefront GETs the
 * realm configuration, then POSTs a form-encoded client-credentials grant to its token endpoint.
 * The embedded engine serves the same two routes under {GATEWAY_URL}/realms/{realm}.
 */

/** Realm name the embedded engine serves. */
export const DEFAULT_REALM = 'vitrin';

/** GET {IDP_URL}: the realm configuration (Keycloak shape). */
export interface RealmConfiguration {
  /** Realm name. */
  realm: string;
  /** Base of the realm's OpenID Connect endpoints; the token endpoint is `${token-service}/token`. */
  'token-service': string;
}

/** POST {token-service}/token answer (RFC 6749 §5.1). */
export interface TokenResponse {
  access_token: string;
  /** Bearer, as the realm issues it. */
  token_type: string;
  /** Lifetime in seconds. */
  expires_in: number;
}
