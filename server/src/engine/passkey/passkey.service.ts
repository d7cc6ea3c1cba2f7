import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewaySignInResult } from '../../../../contracts/gateway/member.js';
import type { GatewayPasskeyCreationOptionsResult, GatewayPasskeyRegisterRequest, GatewayPasskeyRequestOptionsResult } from '../../../../contracts/gateway/passkey.js';
import {
  DEFAULT_PASSKEY_NAME, PASSKEY_LIMITS, PasskeyMessage, type Passkey, type PasskeyAuthenticationCredential,
} from '../../../../contracts/member/passkey.js';
import { AppError } from '../../common/errors.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DATABASE, type Database } from '../db/database.js';
import { MemberService } from '../member/member.service.js';
import { PasskeyRepository, publicPasskey, type ChallengePurpose } from './passkey.repository.js';
import { relyingParty, type RelyingParty } from './relying-party.js';

const refuse = (message: string, status: number, code: string) => new AppError(message, status, code);

/** How a ceremony's challenge fared while the library verified the answer. */
interface ChallengeCheck {
  /** The library asked (the answer was well-formed up to its challenge). */
  asked: boolean;
  /** The taken challenge's user handle ('' for a sign-in's); undefined when none was taken. */
  userHandle?: string;
  /** The database failed while taking it: thrown as it is, not as a refusal. */
  error?: Error;
}

/**
 * The WebAuthn library, loaded on the first passkey call: most server processes never see one,
 * and it holds ~4 MB of heap from the moment it is imported.
 */
const webauthn = async () => {
  const [server, helpers] = await Promise.all([import('@simplewebauthn/server'), import('@simplewebauthn/server/helpers')]);
  return { ...server, ...helpers };
};

/**
 * Passkeys (issue 14 item 11): WebAuthn registration for signed-in members and usernameless
 * sign-in with discoverable credentials, by @simplewebauthn/server. User verification is required
 * both ways: a passkey replaces the password, so it must prove the person, not only a device.
 * Every options call stores a challenge that one verification takes (never twice, never after
 * PASSKEY_LIMITS.challengeSeconds). A sign-in ends in MemberService's own sign-in path.
 */
@Injectable()
export class PasskeyService {
  private readonly party: RelyingParty;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly repository: PasskeyRepository,
    private readonly members: MemberService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.party = relyingParty(config);
  }

  /** Options for a new passkey of the signed-in member; their passkeys are excluded (an authenticator makes one per member). */
  async registrationOptions(claims: EnvironmentClaims): Promise<GatewayPasskeyCreationOptionsResult> {
    const member = await this.members.registeredMember(claims);
    const existing = await this.repository.ofMember(this.db, member.id);
    if (existing.length >= PASSKEY_LIMITS.perMember) throw refuse(PasskeyMessage.limit, HttpStatus.CONFLICT, 'PASSKEY_LIMIT');
    // One user handle per member: a new member's first passkey gets a random one (no personal data in it).
    const { generateRegistrationOptions, generateUserID, isoBase64URL } = await webauthn();
    const userHandle = existing[0]?.userHandle ?? isoBase64URL.fromBuffer(await generateUserID());
    const options = await generateRegistrationOptions({
      rpName: this.party.name,
      rpID: this.party.id,
      userName: member.email,
      userDisplayName: `${member.name} ${member.surname}`.trim() || member.email,
      userID: isoBase64URL.toBuffer(userHandle),
      timeout: PASSKEY_LIMITS.promptMs,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      // Discoverable: sign-in asks for no e-mail. Verified: the passkey stands in for the password.
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    });
    await this.repository.addChallenge(this.db, {
      value: options.challenge, purpose: 'registration', memberId: member.id, userHandle, lifetimeSeconds: PASSKEY_LIMITS.challengeSeconds,
    });
    return { options };
  }

  /** Checks the browser's new passkey against the member's challenge and keeps it. */
  async register(claims: EnvironmentClaims, request: GatewayPasskeyRegisterRequest): Promise<Passkey> {
    const member = await this.members.registeredMember(claims);
    const { challenge, take } = this.challengeTaker('registration', member.id);
    const { isoBase64URL, verifyRegistrationResponse } = await webauthn();
    const verification = await verifyRegistrationResponse({
      response: request.credential,
      expectedChallenge: take,
      expectedOrigin: this.party.origins,
      expectedRPID: this.party.id,
      requireUserVerification: true,
    }).catch(() => undefined);
    if (challenge.error) throw challenge.error;
    if (challenge.asked && !challenge.userHandle) throw refuse(PasskeyMessage.expired, HttpStatus.BAD_REQUEST, 'PASSKEY_EXPIRED');
    if (!verification?.verified || !challenge.userHandle) throw refuse(PasskeyMessage.notVerified, HttpStatus.BAD_REQUEST, 'PASSKEY_NOT_VERIFIED');
    const { credential } = verification.registrationInfo;
    const userHandle = challenge.userHandle;
    const saved = await this.db.transaction(async (tx) => {
      await this.repository.lockMember(tx, member.id);
      if (await this.repository.countOfMember(tx, member.id) >= PASSKEY_LIMITS.perMember) throw refuse(PasskeyMessage.limit, HttpStatus.CONFLICT, 'PASSKEY_LIMIT');
      const inserted = await this.repository.insert(tx, {
        memberId: member.id, credentialId: credential.id, publicKey: isoBase64URL.fromBuffer(credential.publicKey), counter: credential.counter,
        transports: credential.transports ?? [], userHandle, name: request.name?.trim() || DEFAULT_PASSKEY_NAME,
      });
      // A new way to sign in is told to the member (issue 27 item 4).
      if (inserted) await this.members.notifyCredentialChange(tx, member, { kind: 'passkeyAdded', name: inserted.name });
      return inserted;
    });
    if (!saved) throw refuse(PasskeyMessage.alreadyAdded, HttpStatus.CONFLICT, 'PASSKEY_EXISTS');
    this.members.flushOutbox();
    return publicPasskey(saved);
  }

  async list(claims: EnvironmentClaims): Promise<Passkey[]> {
    const member = await this.members.registeredMember(claims);
    return (await this.repository.ofMember(this.db, member.id)).map(publicPasskey);
  }

  /** Removes the member's own passkey, and tells the member; another member's (or none) is 404, the same answer. */
  async remove(claims: EnvironmentClaims, id: number): Promise<void> {
    const member = await this.members.registeredMember(claims);
    const removed = await this.db.transaction(async (tx) => {
      const name = await this.repository.remove(tx, member.id, id);
      if (name !== undefined) await this.members.notifyCredentialChange(tx, member, { kind: 'passkeyRemoved', name });
      return name;
    });
    if (removed === undefined) throw refuse(PasskeyMessage.notFound, HttpStatus.NOT_FOUND, 'PASSKEY_NOT_FOUND');
    this.members.flushOutbox();
  }

  /** Options for a usernameless sign-in: no credentials listed, the browser offers the shop's passkeys. */
  async authenticationOptions(): Promise<GatewayPasskeyRequestOptionsResult> {
    const { generateAuthenticationOptions } = await webauthn();
    const options = await generateAuthenticationOptions({ rpID: this.party.id, timeout: PASSKEY_LIMITS.promptMs, userVerification: 'required' });
    await this.repository.addChallenge(this.db, { value: options.challenge, purpose: 'authentication', lifetimeSeconds: PASSKEY_LIMITS.challengeSeconds });
    return { options };
  }

  /**
   * Checks a passkey's signature against a sign-in challenge and the stored key, moves the counter
   * on (a counter that does not grow is a cloned or replayed authenticator: refused), then signs
   * the member in as the password login does (remembered when asked). Refusals are 400: to the storefront's gateway
   * client a 401 means its bearer token, and it would send the call again (a second use of the
   * challenge).
   */
  async authenticate(token: string | undefined, credential: PasskeyAuthenticationCredential, rememberMe = false): Promise<GatewaySignInResult> {
    const stored = await this.repository.byCredentialId(this.db, credential.id);
    if (!stored) throw refuse(PasskeyMessage.unknown, HttpStatus.BAD_REQUEST, 'PASSKEY_UNKNOWN');
    // A discoverable credential names its member: it must be the one the passkey was made for.
    if (credential.response.userHandle !== undefined && credential.response.userHandle !== stored.userHandle) {
      throw refuse(PasskeyMessage.notVerified, HttpStatus.BAD_REQUEST, 'PASSKEY_NOT_VERIFIED');
    }
    const { challenge, take } = this.challengeTaker('authentication');
    const { isoBase64URL, verifyAuthenticationResponse } = await webauthn();
    const verification = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: take,
      expectedOrigin: this.party.origins,
      expectedRPID: this.party.id,
      credential: { id: stored.credentialId, publicKey: isoBase64URL.toBuffer(stored.publicKey), counter: stored.counter, transports: stored.transports },
      requireUserVerification: true,
    }).catch(() => undefined);
    if (challenge.error) throw challenge.error;
    if (challenge.asked && challenge.userHandle === undefined) throw refuse(PasskeyMessage.expired, HttpStatus.BAD_REQUEST, 'PASSKEY_EXPIRED');
    if (!verification?.verified || challenge.userHandle === undefined) throw refuse(PasskeyMessage.notVerified, HttpStatus.BAD_REQUEST, 'PASSKEY_NOT_VERIFIED');
    const moved = await this.db.transaction((tx) => this.repository.used(tx, stored.id, verification.authenticationInfo.newCounter));
    if (!moved) throw refuse(PasskeyMessage.notVerified, HttpStatus.BAD_REQUEST, 'PASSKEY_COUNTER');
    const signedIn = await this.members.loginVerified(token, stored.memberId, rememberMe);
    if (!signedIn) throw refuse(PasskeyMessage.unknown, HttpStatus.BAD_REQUEST, 'PASSKEY_UNKNOWN');
    return signedIn;
  }

  /** The library's challenge check: takes the challenge of `purpose` (once) and notes how that went. */
  private challengeTaker(purpose: ChallengePurpose, memberId?: number): { challenge: ChallengeCheck; take: (value: string) => Promise<boolean> } {
    const challenge: ChallengeCheck = { asked: false };
    const take = async (value: string) => {
      challenge.asked = true;
      try {
        challenge.userHandle = await this.repository.takeChallenge(this.db, value, purpose, memberId);
      } catch (error) {
        challenge.error = error instanceof Error ? error : new Error(String(error));
      }
      return challenge.userHandle !== undefined;
    };
    return { challenge, take };
  }
}
