import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewayMemberResult, GatewayRegisterRequest, GatewaySignInResult } from '../../../../contracts/gateway/member.js';
import { MEMBER_LIMITS } from '../../../../contracts/member/limits.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import { maskedMobile, VerificationCodeMessage } from '../../../../contracts/member/verification-codes.js';
import type { CommunicationPreferencesPayload, UpdateMemberPayload } from '../../../../contracts/member/payloads.js';
import { AppError } from '../../common/errors.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { publicOrigin } from '../../config/public-origin.js';
import { CartService } from '../cart/cart.service.js';
import { CouponRepository } from '../coupon/coupon.repository.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import type { VerifiedClaims } from '../environment/environment-tokens.js';
import { EnvironmentService, VISITOR_MEMBER_ID } from '../environment/environment.service.js';
import { MailTemplates } from '../notification/mail-templates.js';
import { NotificationService } from '../notification/notification.service.js';
import { SmsTemplates } from '../notification/sms-templates.js';
import { AccountMails, signInUrlOf, type CredentialChange } from './account-mails.js';
import { activationAtSignUp, pendingActivationOf, smsActivationPurpose } from './activation.js';
import { codeHash, codeRefusalStatus, matchCode, SIGN_UP_CONSENT_PURPOSE } from './code-check.js';
import { MemberRepository, publicMember, type MemberRow } from './member.repository.js';
import { hashPassword, passwordMatches } from './password-hashing.js';
import { newLinkToken, newOneTimeCode, secretHash } from './secret-codes.js';

/** A refusal with its status and the shopper's message. */
const refuse = (message: string, status: number, code: string) => new AppError(message, status, code);

const normalEmail = (email: string) => email.trim().toLowerCase();

/** The number an SMS activation code goes to; a clear 409 when the member has none. */
function activationPhoneOf(member: MemberRow): string {
  if (!member.mobilePhone) throw refuse(MemberMessage.activationPhoneMissing, HttpStatus.CONFLICT, 'MOBILE_PHONE_NEEDED');
  return member.mobilePhone;
}

/**
 * The info form keeps the mobile phone or removes it; a new number comes only with the code texted
 * to it (/api/phone-code), and a member still to be activated by SMS keeps the number the code goes to.
 */
function refuseUnprovenPhone(current: MemberRow, wanted: string | undefined): void {
  if (wanted === current.mobilePhone) return;
  if (wanted) throw refuse(VerificationCodeMessage.phoneCodeNeeded, HttpStatus.FORBIDDEN, 'PHONE_CODE_NEEDED');
  if (pendingActivationOf(current) === 'sms') throw refuse(VerificationCodeMessage.phoneNeededForActivation, HttpStatus.CONFLICT, 'PHONE_NEEDED_FOR_ACTIVATION');
}

/**
 * Members and guests (spec §7 Member): sign-up, sign-in, guest logon, sign-out, the member's own
 * record, passwords and activation codes. Every sign-in answers a new environment token (a new
 * token id: no fixation) naming the member's cart, which the visitor's lines have joined.
 */
@Injectable()
export class MemberService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly repository: MemberRepository,
    private readonly environment: EnvironmentService,
    private readonly carts: CartService,
    private readonly notifications: NotificationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly coupons: CouponRepository,
  ) {}

  async register(token: string | undefined, culture: Culture, request: GatewayRegisterRequest): Promise<GatewaySignInResult> {
    const email = normalEmail(request.email);
    const passwordHash = await hashPassword(request.password);
    const presented = await this.environment.claimsIfValid(token);
    const cartId = await this.environment.newCart();
    const member = await this.db.transaction(async (tx) => {
      const row = await this.repository.insert(tx, {
        email, isGuest: false, passwordHash, name: request.name.trim(), surname: request.surname.trim(), mobilePhone: request.mobilePhone,
        // The e-mail permission ticked at sign-up counts once the activation code proves the address (S7.30);
        // the SMS permission is given later with a code sent to the phone (consent code), so sign-up stores it off.
        isSmsPermitted: false, isEmailPermitted: false, defaultLanguage: culture, cartId,
        // MEMBER_ACTIVATION decides what the member proves, fixed now: SMS needs the phone given here.
        activation: activationAtSignUp(this.config.memberActivation, request.mobilePhone),
      });
      if (!row) return undefined;
      await this.coupons.giveSignUpCoupons(tx, row.id);
      await this.sendActivationCode(tx, row, culture, request.isEmailPermitted === true ? SIGN_UP_CONSENT_PURPOSE : '');
      return row;
    });
    if (!member) {
      await this.tellOwnerOfSignUp(email);
      throw refuse(MemberMessage.emailTaken, HttpStatus.CONFLICT, 'EMAIL_TAKEN');
    }
    this.notifications.flush();
    return this.signedIn(await this.withVisitorCart(member, presented), request.rememberMe === true, presented);
  }

  /**
   * Someone signed up with a member's address (issue 27 item 12): the owner is told, in their
   * language, at most once in MEMBER_LIMITS.accountMailSpacingSeconds, so probing an address is
   * seen by its owner and cannot fill their inbox.
   */
  private async tellOwnerOfSignUp(email: string): Promise<void> {
    const told = await this.db.transaction(async (tx) => {
      const owner = await this.repository.byEmail(tx, email, false);
      if (!owner || !(await this.repository.takeSignUpNotice(tx, owner.id, MEMBER_LIMITS.accountMailSpacingSeconds))) return false;
      const culture = owner.defaultLanguage;
      await this.notifications.enqueue(tx, AccountMails.signUpWithTakenAddress(owner.email, culture, signInUrlOf(publicOrigin(this.config), culture)));
      return true;
    });
    if (told) this.notifications.flush();
  }

  async login(token: string | undefined, email: string, password: string, rememberMe = false): Promise<GatewaySignInResult> {
    const member = await this.repository.byEmail(this.db, normalEmail(email), false);
    // One answer, and the same time spent, for an unknown e-mail and a wrong password.
    if (!(await passwordMatches(member?.passwordHash, password)) || !member) throw refuse(MemberMessage.wrongCredentials, HttpStatus.UNAUTHORIZED, 'WRONG_CREDENTIALS');
    const presented = await this.environment.claimsIfValid(token);
    return this.signedIn(await this.withVisitorCart(member, presented), rememberMe, presented);
  }

  /**
   * Sign-in of a member another proof named (a passkey): the same new token and cart merge as
   * `login`; undefined when there is no such registered member (deleted since).
   */
  async loginVerified(token: string | undefined, memberId: number, rememberMe = false): Promise<GatewaySignInResult | undefined> {
    const member = await this.repository.byId(this.db, memberId);
    if (!member || member.isGuest) return undefined;
    const presented = await this.environment.claimsIfValid(token);
    return this.signedIn(await this.withVisitorCart(member, presented), rememberMe, presented);
  }

  /**
   * Guest logon (spec §6): e-mail only, so the e-mail proves nothing and each logon is a new guest
   * record with a cart of its own that sees only what it makes itself (issue 27: knowing a guest's
   * or a member's e-mail must not reach their addresses, orders or cart). The lines of the token
   * presented join it as at a sign-in (a visitor's cart taken over, an earlier guest's merged), and
   * that token ends. A guest's sign-in is never remembered.
   */
  async logonAsGuest(token: string | undefined, culture: Culture, email: string): Promise<GatewaySignInResult> {
    const presented = await this.environment.claimsIfValid(token);
    const cartId = await this.environment.newCart();
    const guest = await this.db.transaction((tx) => this.repository.insert(tx, {
      email: normalEmail(email), isGuest: true, passwordHash: null, name: '', surname: '', isSmsPermitted: false, isEmailPermitted: false, defaultLanguage: culture, cartId,
    }));
    if (!guest) throw refuse(MemberMessage.anError, HttpStatus.CONFLICT, 'GUEST_NOT_MADE');
    return this.signedIn(await this.withVisitorCart(guest, presented), false, presented);
  }

  async logoff(claims: VerifiedClaims): Promise<void> {
    if (claims.memberId !== VISITOR_MEMBER_ID) await this.environment.revoke(claims);
  }

  async activeMember(claims: EnvironmentClaims): Promise<GatewayMemberResult> {
    return this.result(await this.signedInMember(claims));
  }

  async update(claims: EnvironmentClaims, change: UpdateMemberPayload): Promise<GatewayMemberResult> {
    const member = await this.registeredMember(claims);
    await this.db.transaction(async (tx) => {
      const current = await this.refuseUnprovenConsent(tx, member.id, change);
      refuseUnprovenPhone(current, change.mobilePhone);
      await this.repository.update(tx, member.id, { ...change, name: change.name.trim(), surname: change.surname.trim() });
    });
    return this.result((await this.repository.byId(this.db, member.id))!);
  }

  async notificationPreferences(claims: EnvironmentClaims, change: CommunicationPreferencesPayload): Promise<GatewayMemberResult> {
    const member = await this.registeredMember(claims);
    await this.db.transaction(async (tx) => {
      await this.refuseUnprovenConsent(tx, member.id, change);
      await this.repository.setPermissions(tx, member.id, change.isSmsPermitted, change.isEmailPermitted);
    });
    return this.result((await this.repository.byId(this.db, member.id))!);
  }

  /**
   * The e-mail and SMS permissions go from off to on only through the consent code sent on that
   * channel (S7.30, İYS practice); a form may send them unchanged or turn them off. Checked on
   * the locked row, so a code confirmed at the same moment is seen.
   */
  private async refuseUnprovenConsent(tx: Queryable, memberId: number, wanted: CommunicationPreferencesPayload): Promise<MemberRow> {
    const current = await this.repository.lock(tx, memberId);
    if (!current) throw refuse(MemberMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
    if (wanted.isEmailPermitted && !current.isEmailPermitted) throw refuse(VerificationCodeMessage.consentCodeNeeded, HttpStatus.FORBIDDEN, 'CONSENT_CODE_NEEDED');
    if (wanted.isSmsPermitted && !current.isSmsPermitted) throw refuse(VerificationCodeMessage.smsConsentCodeNeeded, HttpStatus.FORBIDDEN, 'CONSENT_CODE_NEEDED');
    return current;
  }

  async delete(claims: EnvironmentClaims, password: string): Promise<void> {
    const member = await this.registeredMember(claims);
    if (!(await passwordMatches(member.passwordHash, password))) throw refuse(MemberMessage.wrongPassword, HttpStatus.FORBIDDEN, 'WRONG_PASSWORD');
    await this.db.transaction(async (tx) => {
      await this.repository.anonymise(tx, member.id);
      await this.environment.endEverySignIn(tx, member.id);
    });
  }

  /**
   * A new password ends every other sign-in of the member; the caller gets a new token with the
   * lifetime its sign-in had (remembered or not) and stays in.
   */
  async changePassword(claims: VerifiedClaims, currentPassword: string, newPassword: string): Promise<GatewaySignInResult> {
    const member = await this.registeredMember(claims);
    if (!(await passwordMatches(member.passwordHash, currentPassword))) throw refuse(MemberMessage.wrongPassword, HttpStatus.FORBIDDEN, 'WRONG_PASSWORD');
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await this.setPassword(tx, member.id, passwordHash);
      await this.notifyCredentialChange(tx, member, { kind: 'password' });
    });
    this.notifications.flush();
    return this.signedIn(member, claims.remembered === true);
  }

  /**
   * The renewal mail goes only to a known member; the caller never learns which (same answer
   * either way). An account gets at most one renewal mail in MEMBER_LIMITS.accountMailSpacingSeconds:
   * a request inside that time sends nothing and leaves the link already out working. A new link
   * ends the earlier ones.
   */
  async passwordRenewalMessage(culture: Culture, email: string): Promise<void> {
    const member = await this.repository.byEmail(this.db, normalEmail(email), false);
    if (!member) return;
    const token = newLinkToken();
    const url = `${signInUrlOf(publicOrigin(this.config), culture)}?action=renew-password&token=${token}`;
    await this.db.transaction(async (tx) => {
      // Locked, so two requests at once send one mail.
      await this.repository.lock(tx, member.id);
      if (await this.repository.renewalMailedWithin(tx, member.id, MEMBER_LIMITS.accountMailSpacingSeconds)) return;
      await this.repository.addRenewal(tx, member.id, secretHash(token), MEMBER_LIMITS.passwordRenewalSeconds);
      await this.notifications.enqueue(tx, MailTemplates.passwordRenewal(member.email, culture, url, MEMBER_LIMITS.passwordRenewalSeconds / 60));
    });
    this.notifications.flush();
  }

  async changePasswordByToken(token: string, newPassword: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      const memberId = await this.repository.takeRenewal(tx, secretHash(token));
      if (memberId === undefined) throw refuse(MemberMessage.renewalInvalid, HttpStatus.BAD_REQUEST, 'RENEWAL_INVALID');
      const member = await this.repository.lock(tx, memberId);
      await this.setPassword(tx, memberId, passwordHash);
      if (member) await this.notifyCredentialChange(tx, member, { kind: 'passwordRenewed' });
    });
    this.notifications.flush();
  }

  /** A new activation code (contact approval message) by e-mail or SMS, as the pending activation says; the old one stops working. */
  async contactApprovalMessage(claims: EnvironmentClaims, culture: Culture): Promise<void> {
    const member = await this.registeredMember(claims);
    if (!pendingActivationOf(member)) throw refuse(MemberMessage.otpNotNeeded, HttpStatus.CONFLICT, 'OTP_NOT_NEEDED');
    await this.db.transaction((tx) => this.sendActivationCode(tx, member, culture));
    this.notifications.flush();
  }

  /**
   * Checks an activation code (the e-mail's, or the SMS one texted to the member's phone): wrong
   * codes count, and past the limit only a new code helps. With e-mail and SMS activation, the
   * proven e-mail sends the SMS code at once.
   */
  async approveValidationToken(claims: EnvironmentClaims, culture: Culture, code: string): Promise<GatewayMemberResult> {
    const member = await this.registeredMember(claims);
    const pending = pendingActivationOf(member);
    if (!pending) return this.result(member);
    const phone = pending === 'sms' ? activationPhoneOf(member) : undefined;
    const expected = phone ? [codeHash(member.id, code, smsActivationPurpose(phone))] : [codeHash(member.id, code), codeHash(member.id, code, SIGN_UP_CONSENT_PURPOSE)];
    const outcome = await this.db.transaction(async (tx) => {
      const outcome = await matchCode(this.repository, tx, member.id, expected);
      if ('refusal' in outcome) return outcome.refusal;
      if (phone) {
        await this.repository.setMobileVerified(tx, member.id);
        return undefined;
      }
      await this.repository.setEmailVerified(tx, member.id);
      if (outcome.matched === 1) await this.repository.permitByCode(tx, member.id, 'email');
      const proven = await this.repository.lock(tx, member.id);
      if (proven && pendingActivationOf(proven) === 'sms') await this.sendActivationCode(tx, proven, culture);
      return undefined;
    });
    // A wrong try is stored (committed) before it is refused.
    if (outcome) throw refuse(outcome, codeRefusalStatus(outcome), 'OTP_REFUSED');
    this.notifications.flush();
    return { ...this.result((await this.repository.byId(this.db, member.id))!), verified: pending };
  }

  /** The signed-in member or guest of a token; a visitor's token is 401. */
  async signedInMember(claims: EnvironmentClaims): Promise<MemberRow> {
    const member = claims.memberId === VISITOR_MEMBER_ID ? undefined : await this.repository.byId(this.db, claims.memberId);
    if (!member) throw refuse(MemberMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
    return member;
  }

  /** A registered member (not a guest): guests are 403 on member pages. */
  async registeredMember(claims: EnvironmentClaims): Promise<MemberRow> {
    const member = await this.signedInMember(claims);
    if (member.isGuest) throw refuse(MemberMessage.membersOnly, HttpStatus.FORBIDDEN, 'MEMBERS_ONLY');
    return member;
  }

  /** The activation code the member still needs: mailed to their e-mail, or texted to their mobile phone. Call `flushOutbox()` after commit. */
  private async sendActivationCode(tx: Queryable, member: MemberRow, culture: Culture, emailPurpose = ''): Promise<void> {
    if (pendingActivationOf(member) === 'sms') {
      const phone = activationPhoneOf(member);
      await this.sendSmsCode(tx, member, culture, phone, smsActivationPurpose(phone));
    } else {
      await this.sendCode(tx, member, culture, member.email, emailPurpose);
    }
  }

  /** A new code mailed to `to` (the member's own e-mail for activation); the member's earlier code stops working. Call `flushOutbox()` after commit. */
  async sendCode(tx: Queryable, member: MemberRow, culture: Culture, to = member.email, purpose = ''): Promise<void> {
    const code = await this.replaceCode(tx, member, purpose, 'email');
    await this.notifications.enqueue(tx, MailTemplates.otp(to, culture, code, MEMBER_LIMITS.otpLifetimeSeconds / 60));
  }

  /**
   * A new code for a change the member can never confirm (the address they asked for has a
   * membership of its own): the member's earlier code stops working, as with any new code, and
   * the address's owner is told, in their language, instead of being sent a code. Call
   * `flushOutbox()` after commit.
   */
  async sendNoCode(tx: Queryable, member: MemberRow, owner: MemberRow): Promise<void> {
    await this.replaceCode(tx, member, `unusable:${newLinkToken()}`, 'email');
    const culture = owner.defaultLanguage;
    await this.notifications.enqueue(tx, AccountMails.addressTakenForChange(owner.email, culture, signInUrlOf(publicOrigin(this.config), culture)));
  }

  /** A new code by SMS to `mobilePhone` (5xxxxxxxxx); the member's earlier code stops working. Call `flushOutbox()` after commit. */
  async sendSmsCode(tx: Queryable, member: MemberRow, culture: Culture, mobilePhone: string, purpose: string): Promise<void> {
    const code = await this.replaceCode(tx, member, purpose, 'sms');
    await this.notifications.enqueueSms(tx, SmsTemplates.otp(mobilePhone, culture, code, MEMBER_LIMITS.otpLifetimeSeconds / 60));
  }

  private async replaceCode(tx: Queryable, member: MemberRow, purpose: string, channel: 'email' | 'sms'): Promise<string> {
    const code = newOneTimeCode(MEMBER_LIMITS.otpDigits);
    await this.repository.replaceOtp(tx, member.id, codeHash(member.id, code, purpose), MEMBER_LIMITS.otpLifetimeSeconds, channel);
    return code;
  }

  /**
   * Tells the member of a change to their credentials (issue 27 item 4), in the member's language,
   * inside `tx`; `to` is the member's address unless said (the old one, when the address changed).
   * Call `flushOutbox()` after commit.
   */
  async notifyCredentialChange(tx: Queryable, member: Pick<MemberRow, 'email' | 'defaultLanguage'>, change: CredentialChange, to = member.email): Promise<void> {
    const culture = member.defaultLanguage;
    await this.notifications.enqueue(tx, AccountMails.credentialChanged(to, culture, change, signInUrlOf(publicOrigin(this.config), culture)));
  }

  /** The transaction that wrote codes committed: mail and text them. */
  flushOutbox(): void {
    this.notifications.flush();
  }

  /**
   * A new password inside `tx`: every token issued before now is refused, every sign-in row goes,
   * and every password renewal link still out stops working (issue 27 item 9).
   */
  private async setPassword(tx: Queryable, memberId: number, passwordHash: string): Promise<void> {
    await this.repository.setPassword(tx, memberId, passwordHash);
    await this.environment.endEverySignIn(tx, memberId);
  }

  /**
   * The member with the lines of the token presented at sign-in in their own cart (a new one when
   * they have none). A visitor's cart is taken over and deleted, a guest's merged (the guest keeps
   * its emptied cart): no token issued before the sign-in ever names the member's cart. Another
   * member's cart never joins.
   */
  private async withVisitorCart(member: MemberRow, presented: VerifiedClaims | undefined): Promise<MemberRow> {
    let cartId = member.cartId;
    if (cartId === null) {
      const made = await this.environment.newCart();
      await this.db.transaction((tx) => this.repository.setCart(tx, member.id, made));
      cartId = made;
    }
    if (presented?.memberId === VISITOR_MEMBER_ID) await this.carts.takeOver(presented.shoppingCartId, cartId);
    else if (presented?.isGst && presented.memberId !== member.id) await this.carts.merge(presented.shoppingCartId, cartId);
    return { ...member, cartId };
  }

  /**
   * The member's new token (a new sign-in, remembered or not); the member's or guest's sign-in
   * the browser presented ends with it (a visitor's token already names no cart).
   */
  private async signedIn(member: MemberRow, remembered: boolean, presented?: VerifiedClaims): Promise<GatewaySignInResult> {
    const environment = await this.environment.signIn({ memberId: member.id, isGst: member.isGuest, email: member.email, shoppingCartId: member.cartId! }, remembered);
    if (presented && presented.memberId !== VISITOR_MEMBER_ID) await this.environment.revoke(presented);
    return { ...this.result(member), environment };
  }

  /** The answer naming `member` (and what they still have to activate). */
  result(member: MemberRow): GatewayMemberResult {
    const pendingActivation = pendingActivationOf(member);
    if (!pendingActivation) return { member: publicMember(member) };
    const activationPhone = pendingActivation === 'sms' && member.mobilePhone ? maskedMobile(member.mobilePhone) : undefined;
    return { member: publicMember(member), pendingActivation, ...(activationPhone ? { activationPhone } : {}) };
  }
}
