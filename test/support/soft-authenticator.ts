import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  PasskeyAuthenticationCredential, PasskeyCreationOptions, PasskeyRegistrationCredential, PasskeyRequestOptions,
} from '../../contracts/member/passkey.js';

/**
 * A software passkey authenticator for API tests: ES256 keys from node:crypto, 'none'
 * attestation, discoverable credentials with user verification, a signature counter. It answers
 * the WebAuthn JSON a browser would send for `origin`, so tests run whole ceremonies without one.
 */

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

/** The head of a CBOR item (RFC 8949 §3): major type and argument. */
function head(major: number, argument: number): Buffer {
  if (argument < 24) return Buffer.from([(major << 5) | argument]);
  if (argument < 0x100) return Buffer.from([(major << 5) | 24, argument]);
  if (argument < 0x10000) return Buffer.from([(major << 5) | 25, argument >> 8, argument & 0xff]);
  const four = Buffer.alloc(5);
  four[0] = (major << 5) | 26;
  four.writeUInt32BE(argument, 1);
  return four;
}

/** CBOR of the few kinds WebAuthn's attestation object and COSE key hold. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');
const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

// Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftCredential {
  id: Buffer;
  rpId: string;
  userHandle: Buffer;
  privateKey: KeyObject;
  counter: number;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(readonly origin: string) {}

  /**
   * navigator.credentials.create: a new ES256 credential for the options' RP and user (or, with
   * `credential`, that one again, as a faulty or hostile client would send it).
   */
  create(options: PasskeyCreationOptions, change: { credential?: SoftCredential; origin?: string } = {}): PasskeyRegistrationCredential {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const excluded = new Set((options.excludeCredentials ?? []).map((credential) => credential.id));
    if (!change.credential && this.credentials.some((credential) => credential.rpId === rpId && excluded.has(b64url(credential.id)))) throw new Error('InvalidStateError: already registered');
    let credential = change.credential;
    if (!credential) {
      credential = { id: randomBytes(32), rpId, userHandle: Buffer.from(options.user.id, 'base64url'), privateKey: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey, counter: 0 };
      this.credentials.push(credential);
    }
    const jwk = createPublicKey(credential.privateKey).export({ format: 'jwk' });
    const coseKey = cbor(new Map<number, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
    const { id } = credential;
    const idLength = Buffer.from([id.length >> 8, id.length & 0xff]);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | UV | AT]), counterBytes(credential.counter), Buffer.alloc(16), idLength, id, coseKey]);
    const attestationObject = cbor(new Map<string, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    const clientData = this.clientData('webauthn.create', options.challenge, change.origin);
    return {
      id: b64url(id), rawId: b64url(id), type: 'public-key',
      response: { clientDataJSON: b64url(clientData), attestationObject: b64url(attestationObject), transports: ['internal'] },
      authenticatorAttachment: 'platform', clientExtensionResults: { credProps: { rk: true } },
    };
  }

  /**
   * navigator.credentials.get for a discoverable credential of the options' RP (the newest, or
   * `credential`): the counter goes up by one unless `counter` sets it.
   */
  get(options: PasskeyRequestOptions, change: { credential?: SoftCredential; counter?: number; origin?: string } = {}): PasskeyAuthenticationCredential {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const credential = change.credential ?? this.credentials.filter((candidate) => candidate.rpId === rpId).at(-1);
    if (!credential) throw new Error('NotAllowedError: no credential for this RP');
    credential.counter = change.counter ?? credential.counter + 1;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | UV]), counterBytes(credential.counter)]);
    const clientData = this.clientData('webauthn.get', options.challenge, change.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), credential.privateKey);
    return {
      id: b64url(credential.id), rawId: b64url(credential.id), type: 'public-key',
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: b64url(credential.userHandle) },
      authenticatorAttachment: 'platform', clientExtensionResults: {},
    };
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }
}
