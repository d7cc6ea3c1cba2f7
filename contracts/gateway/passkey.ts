/**
 * Gateway contract of passkeys (issue 14 item 11): WebAuthn registration and sign-in for members.
 * Calls act for the shopper named by ENVIRONMENT_TOKEN_HEADER (contracts/gateway/environment.ts).
 * Registration, list and removal are for a signed-in registered member (a visitor's token 401, a
 * guest's 403); another member's passkey answers 404. Sign-in needs no member: the passkey names
 * them (discoverable credentials), and it answers exactly as the password login does (a new
 * environment token, the visitor's cart merged into the member's). Each options call gives a
 * challenge that is good once, for PASSKEY_LIMITS.challengeSeconds. Refusals carry the
 * PasskeyMessage texts: 400 (not verified, expired challenge, unknown passkey), 404, 409. A
 * refused sign-in is 400 too, never 401: to the storefront's gateway client 401 means its bearer
 * token was refused, and it sends the call again. The storefront answers a refused sign-in 401.
 */
import type { Passkey, PasskeyAuthenticationCredential, PasskeyCreationOptions, PasskeyRegistrationCredential, PasskeyRequestOptions } from '../member/passkey.js';

export const PasskeyGatewayPaths = {
  /** POST {} → GatewayPasskeyCreationOptionsResult (the member's passkeys excluded); 409 past the limit. */
  registrationOptions: 'member/api/passkey/registration-options',
  /** POST GatewayPasskeyRegisterRequest → GatewayPasskeyResult; 409 for a passkey already added. */
  register: 'member/api/passkey/register',
  /** GET → GatewayPasskeysResult, newest first. */
  list: 'member/api/passkey/list',
  /** POST { id } → {}; 404 when the member has no passkey with that id. */
  remove: 'member/api/passkey/remove',
  /** POST {} → GatewayPasskeyRequestOptionsResult; no token needed. */
  authenticationOptions: 'member/api/passkey/authentication-options',
  /** POST GatewayPasskeyAuthenticateRequest → GatewaySignInResult (contracts/gateway/member.ts); the counter moves on; 400 when refused. */
  authenticate: 'member/api/passkey/authenticate',
} as const;

export interface GatewayPasskeyCreationOptionsResult {
  options: PasskeyCreationOptions;
}

export interface GatewayPasskeyRequestOptionsResult {
  options: PasskeyRequestOptions;
}

export interface GatewayPasskeyRegisterRequest {
  credential: PasskeyRegistrationCredential;
  name?: string;
}

export interface GatewayPasskeyAuthenticateRequest {
  credential: PasskeyAuthenticationCredential;
  /** Remember-me: a 180-day sign-in instead of a 12-hour one with an idle end (SESSION_SIGN_IN). */
  rememberMe?: boolean;
}

export interface GatewayPasskeyResult {
  passkey: Passkey;
}

export interface GatewayPasskeysResult {
  passkeys: Passkey[];
}
