import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewayMemberResult } from '../../../../contracts/gateway/member.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import { VerificationCodeMessage, type ConsentChannel } from '../../../../contracts/member/verification-codes.js';
import { AppError } from '../../common/errors.js';
import { DATABASE, type Database } from '../db/database.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { checkCode, codeHash, codeRefusalStatus } from './code-check.js';
import { MemberRepository, type MemberRow } from './member.repository.js';
import { MemberService } from './member.service.js';
import { passwordMatches } from './password-hashing.js';

const normalEmail = (email: string) => email.trim().toLowerCase();
const contactPurpose = (email: string) => `contact:${email}`;
const phonePurpose = (mobilePhone: string) => `phone:${mobilePhone}`;
// An SMS code names the number it went to: a phone changed since does not take it.
const consentPurpose = (channel: ConsentChannel, mobilePhone?: string) => (channel === 'sms' ? `consent:sms:${mobilePhone}` : `consent:${channel}`);

/** The member's mobile phone, which an SMS consent needs (a clear 409 without one). */
function phoneOf(member: MemberRow): string {
  if (!member.mobilePhone) throw new AppError(VerificationCodeMessage.mobilePhoneNeeded, HttpStatus.CONFLICT, 'MOBILE_PHONE_NEEDED');
  return member.mobilePhone;
}

/**
 * Communication-info and consent verification codes (S7.30): a new e-mail, or a marketing
 * permission turned on, counts only once a code sent to that address (or, for SMS, to the
 * member's mobile phone) comes back. The codes are the activation codes' (one live code per
 * member, same lifetime and attempt limit); the code's hash names the address, channel and
 * number, so a code proves only what it was sent for.
 */
@Injectable()
export class MemberVerificationService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly repository: MemberRepository,
    private readonly members: MemberService,
  ) {}

  /**
   * A code to the address the member wants as theirs, once the current password proves it is the
   * member asking (issue 27 item 4: a session alone does not change the address). A taken address
   * is answered as a free one (issue 27 item 12: the answer names nobody's membership): the
   * member's live code is replaced as for any address, but only the address's owner is written
   * to, with no code, so the change can never be confirmed.
   */
  async sendContactCode(claims: EnvironmentClaims, culture: Culture, newEmail: string, currentPassword: string): Promise<void> {
    const member = await this.members.registeredMember(claims);
    if (!(await passwordMatches(member.passwordHash, currentPassword))) throw new AppError(MemberMessage.wrongPassword, HttpStatus.FORBIDDEN, 'WRONG_PASSWORD');
    const email = normalEmail(newEmail);
    if (email === member.email) throw new AppError(VerificationCodeMessage.sameEmail, HttpStatus.BAD_REQUEST, 'SAME_EMAIL');
    const owner = await this.repository.byEmail(this.db, email, false);
    await this.db.transaction((tx) => (owner
      ? this.members.sendNoCode(tx, member, owner)
      : this.members.sendCode(tx, member, culture, email, contactPurpose(email))));
    this.members.flushOutbox();
  }

  async confirmContact(claims: EnvironmentClaims, newEmail: string, code: string): Promise<GatewayMemberResult> {
    const member = await this.members.registeredMember(claims);
    const email = normalEmail(newEmail);
    const taken = { message: MemberMessage.emailTaken, status: HttpStatus.CONFLICT };
    const outcome = await this.db.transaction(async (tx) => {
      const refusal = await checkCode(this.repository, tx, member.id, codeHash(member.id, code, contactPurpose(email)));
      if (refusal) return { message: refusal, status: codeRefusalStatus(refusal) };
      // Taken while the code travelled: refused, and the spent code goes with the change.
      if (!(await this.repository.setProvenEmail(tx, member.id, email))) return taken;
      // The old address hears of it (an intruder cannot silence it), the new one that it counts now.
      await this.members.notifyCredentialChange(tx, member, { kind: 'email', newEmail: email });
      await this.members.notifyCredentialChange(tx, member, { kind: 'emailNow' }, email);
      return undefined;
    }).catch((error: unknown) => {
      // Taken by a change committing at the same moment: the unique index decided; the code stays for another address.
      if (isUniqueViolation(error)) return taken;
      throw error;
    });
    // A wrong try is stored (committed) before it is refused.
    if (outcome) throw new AppError(outcome.message, outcome.status, 'CODE_REFUSED');
    this.members.flushOutbox();
    return this.members.result((await this.repository.byId(this.db, member.id))!);
  }

  /** A consent code by e-mail to the member's address, or by SMS to the member's mobile phone. */
  async sendConsentCode(claims: EnvironmentClaims, culture: Culture, channel: ConsentChannel): Promise<void> {
    const member = await this.members.registeredMember(claims);
    if (channel === 'email' ? member.isEmailPermitted : member.isSmsPermitted) throw new AppError(VerificationCodeMessage.alreadyPermitted, HttpStatus.CONFLICT, 'ALREADY_PERMITTED');
    const mobilePhone = channel === 'sms' ? phoneOf(member) : undefined;
    await this.db.transaction((tx) => (mobilePhone
      ? this.members.sendSmsCode(tx, member, culture, mobilePhone, consentPurpose(channel, mobilePhone))
      : this.members.sendCode(tx, member, culture, member.email, consentPurpose(channel))));
    this.members.flushOutbox();
  }

  async confirmConsent(claims: EnvironmentClaims, channel: ConsentChannel, code: string): Promise<GatewayMemberResult> {
    const member = await this.members.registeredMember(claims);
    const purpose = consentPurpose(channel, channel === 'sms' ? phoneOf(member) : undefined);
    const refusal = await this.db.transaction(async (tx) => {
      const wrong = await checkCode(this.repository, tx, member.id, codeHash(member.id, code, purpose));
      if (!wrong) await this.repository.permitByCode(tx, member.id, channel);
      return wrong;
    });
    if (refusal) throw new AppError(refusal, codeRefusalStatus(refusal), 'CODE_REFUSED');
    return this.members.result((await this.repository.byId(this.db, member.id))!);
  }

  /** A code by SMS to the mobile phone the member wants as theirs (5xxxxxxxxx); the record changes only when it comes back. */
  async sendPhoneCode(claims: EnvironmentClaims, culture: Culture, mobilePhone: string): Promise<void> {
    const member = await this.members.registeredMember(claims);
    if (mobilePhone === member.mobilePhone) throw new AppError(VerificationCodeMessage.samePhone, HttpStatus.BAD_REQUEST, 'SAME_PHONE');
    await this.db.transaction((tx) => this.members.sendSmsCode(tx, member, culture, mobilePhone, phonePurpose(mobilePhone)));
    this.members.flushOutbox();
  }

  /** The number becomes the member's with the code texted to it; an SMS permission given for the old number ends. */
  async confirmPhone(claims: EnvironmentClaims, mobilePhone: string, code: string): Promise<GatewayMemberResult> {
    const member = await this.members.registeredMember(claims);
    const refusal = await this.db.transaction(async (tx) => {
      const wrong = await checkCode(this.repository, tx, member.id, codeHash(member.id, code, phonePurpose(mobilePhone)));
      if (wrong) return wrong;
      await this.repository.setProvenPhone(tx, member.id, mobilePhone);
      await this.members.notifyCredentialChange(tx, member, { kind: 'mobilePhone', mobilePhone });
      return undefined;
    });
    // A wrong try is stored (committed) before it is refused.
    if (refusal) throw new AppError(refusal, codeRefusalStatus(refusal), 'CODE_REFUSED');
    this.members.flushOutbox();
    return this.members.result((await this.repository.byId(this.db, member.id))!);
  }
}
