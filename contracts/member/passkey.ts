/**
 * Passkeys (issue 14 item 11): WebAuthn credentials a member adds in the account area, a second
 * way to sign in beside the password. The browser and the server exchange the W3C WebAuthn JSON
 * shapes (https://w3c.github.io/webauthn/#sctn-json-serialization): binary values as base64url.
 */
import type { ApiResult } from '../common/responses.js';

/** Base64url text (RFC 4648 §5, no padding). */
export type Base64Url = string;

/** Passkey limits: one list the engine, the storefront's validators and the account page read. */
export const PASSKEY_LIMITS = {
  /** Longest name a member may give a passkey. */
  nameMax: 60,
  /** Passkeys one member may keep. */
  perMember: 10,
  /** A registration or sign-in challenge is good once, for this long. */
  challengeSeconds: 300,
  /** How long the browser waits for the member at the passkey prompt. */
  promptMs: 120_000,
} as const;

/** The name a passkey gets when the member gives none. */
export const DEFAULT_PASSKEY_NAME = 'Passkey';

/** A member's passkey as the account page lists it (never the key itself). */
export interface Passkey {
  id: number;
  name: string;
  /** ISO timestamp of when it was added. */
  createdAt: string;
  /** ISO timestamp of its last sign-in; absent until it is used. */
  lastUsedAt?: string;
}

/** A credential the browser should skip (registration) or may use (sign-in). */
export interface PasskeyCredentialDescriptor {
  id: Base64Url;
  type: string;
  transports?: string[];
}

/** What the browser needs to make a passkey (navigator.credentials.create, JSON form). */
export interface PasskeyCreationOptions {
  rp: { id?: string; name: string };
  user: { id: Base64Url; name: string; displayName: string };
  challenge: Base64Url;
  pubKeyCredParams: { alg: number; type: 'public-key' }[];
  timeout?: number;
  /** The member's passkeys already added: the authenticator refuses to make a second one. */
  excludeCredentials?: PasskeyCredentialDescriptor[];
  authenticatorSelection?: {
    authenticatorAttachment?: 'cross-platform' | 'platform';
    requireResidentKey?: boolean;
    residentKey?: 'discouraged' | 'preferred' | 'required';
    userVerification?: 'discouraged' | 'preferred' | 'required';
  };
  hints?: ('hybrid' | 'security-key' | 'client-device')[];
  attestation?: 'direct' | 'enterprise' | 'indirect' | 'none';
  extensions?: { credProps?: boolean };
}

/** What the browser needs to sign in with a passkey (navigator.credentials.get, JSON form); no allowed list: discoverable credentials. */
export interface PasskeyRequestOptions {
  challenge: Base64Url;
  timeout?: number;
  rpId?: string;
  allowCredentials?: PasskeyCredentialDescriptor[];
  userVerification?: 'discouraged' | 'preferred' | 'required';
  hints?: ('hybrid' | 'security-key' | 'client-device')[];
}

/** Client extension outputs the browser reports (credProps tells whether the passkey is discoverable). */
export interface PasskeyClientExtensionResults {
  appid?: boolean;
  credProps?: { rk?: boolean };
  hmacCreateSecret?: boolean;
}

/** A new passkey as the browser answers it (RegistrationResponseJSON). */
export interface PasskeyRegistrationCredential {
  id: Base64Url;
  rawId: Base64Url;
  type: 'public-key';
  response: {
    clientDataJSON: Base64Url;
    attestationObject: Base64Url;
    authenticatorData?: Base64Url;
    transports?: string[];
    publicKeyAlgorithm?: number;
    publicKey?: Base64Url;
  };
  authenticatorAttachment?: 'cross-platform' | 'platform';
  clientExtensionResults: PasskeyClientExtensionResults;
}

/** A passkey's signature as the browser answers it (AuthenticationResponseJSON). */
export interface PasskeyAuthenticationCredential {
  id: Base64Url;
  rawId: Base64Url;
  type: 'public-key';
  response: {
    clientDataJSON: Base64Url;
    authenticatorData: Base64Url;
    signature: Base64Url;
    /** The member's WebAuthn user handle: present for discoverable credentials. */
    userHandle?: Base64Url;
  };
  authenticatorAttachment?: 'cross-platform' | 'platform';
  clientExtensionResults: PasskeyClientExtensionResults;
}

/** POST /api/passkey-register. */
export interface PasskeyRegisterPayload {
  credential: PasskeyRegistrationCredential;
  /** The member's name for it ("Telefonum"); DEFAULT_PASSKEY_NAME when absent. */
  name?: string;
}

/** POST /api/passkey-login. */
export interface PasskeyLoginPayload {
  credential: PasskeyAuthenticationCredential;
  /** Keep the sign-in after the browser closes (spec §9, as with the password). */
  rememberMe?: boolean;
}

/** POST /api/remove-passkey. */
export interface RemovePasskeyPayload {
  id: number;
}

export interface PasskeyCreationOptionsResponse extends ApiResult {
  options: PasskeyCreationOptions;
}

export interface PasskeyRequestOptionsResponse extends ApiResult {
  options: PasskeyRequestOptions;
}

export interface PasskeyResponse extends ApiResult {
  passkey: Passkey;
}

export interface PasskeysResponse extends ApiResult {
  passkeys: Passkey[];
}

/** Passkey messages, in the shopper's words (the storefront answers them as they are). */
export const PasskeyMessage = {
  added: 'Your passkey has been added',
  removed: 'Your passkey has been removed',
  notFound: 'Passkey not found',
  alreadyAdded: 'This passkey has already been added',
  limit: `You can keep at most ${PASSKEY_LIMITS.perMember} passkeys`,
  /** The challenge was used, expired or never given: the prompt must start again. */
  expired: 'The passkey request has expired; please try again',
  notVerified: 'The passkey could not be verified; please try again',
  /** Sign-in with a credential the shop does not know (removed, or made for another site). */
  unknown: 'This passkey is not known here; sign in with your password and add it again in your account',
} as const;
