import { HttpStatus, Injectable } from '@nestjs/common';
import type { ApiResult } from '../../../../contracts/common/responses.js';
import { CookieName, type Culture } from '../../../../contracts/enums.js';
import type { GatewayMemberResult, GatewaySignInResult, OutboxMail, OutboxSms } from '../../../../contracts/gateway/member.js';
import { MemberGatewayPaths } from '../../../../contracts/gateway/member.js';
import { ActiveMemberHint } from '../../../../contracts/member/entities.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import type {
  AddressPayload, ChangePasswordPayload, CommunicationPreferencesPayload, DeleteMemberPayload, GuestLogonPayload, LoginPayload, RegisterPayload,
  RenewPasswordPayload, StockAlarmPayload, UpdateAddressPayload, UpdateMemberPayload,
} from '../../../../contracts/member/payloads.js';
import type {
  AddressesResponse, AddressResponse, AddressSourceResponse, FavoritesResponse, MemberResponse, PriceAlarmsResponse, StockAlarmsResponse, TextTemplateResponse,
} from '../../../../contracts/member/responses.js';
import { BotCheckService } from '../../common/bot-check/bot-check.service.js';
import { AppError, GatewayError } from '../../common/errors.js';
import type { RequestContext } from '../../common/request-context.js';
import { BlogService } from '../blog/blog.service.js';
import { CurrencyService } from '../currency/currency.service.js';
import { CORPORATE_PAGE_SLUGS } from '../../../../contracts/site/corporate-pages.js';
import { MemberClient, type Caller } from './member.client.js';

const done = (message?: string): ApiResult => ({ isSuccess: true, ...(message ? { message } : {}) });

/**
 * The storefront's members (spec §7 rows: logon-as-guest, active-member, logout, favourites, the
 * privacy text; and the account area's calls). Tokens live only in httpOnly cookies; the
 * active_member cookie is a readable hint with nothing in it worth stealing. Every call that acts
 * for a member sends the environment token; the gateway decides who it names, never this layer.
 */
/** Signed out (or refused): the token, the page's hint and the remember-me choice go. */
function forgetSignIn(context: RequestContext): void {
  context.cookies.clear(CookieName.EnvironmentToken);
  context.cookies.clear(CookieName.ActiveMember);
  context.cookies.clear(CookieName.Remember);
}

@Injectable()
export class MemberService {
  constructor(
    private readonly client: MemberClient,
    private readonly botCheck: BotCheckService,
    private readonly currency: CurrencyService,
    private readonly blog: BlogService,
  ) {}

  altchaChallenge() {
    return this.botCheck.challenge();
  }

  async register(context: RequestContext, payload: RegisterPayload): Promise<MemberResponse> {
    return this.signedIn(context, await this.client.register(this.visitor(context), payload), payload.rememberMe === true, MemberMessage.registered);
  }

  /** Remember-me decides the sign-in's life on the server too: 180 days, or 12 hours with a 30-minute idle end. */
  async login(context: RequestContext, payload: LoginPayload): Promise<MemberResponse> {
    const rememberMe = payload.rememberMe === true;
    return this.signedIn(context, await this.client.login(this.visitor(context), { email: payload.email, password: payload.password, rememberMe }), rememberMe, MemberMessage.signedIn);
  }

  /** POST /api/logon-as-guest (spec §7): the bot check first, then the guest's token; a guest's sign-in lasts the browser session. */
  async logonAsGuest(context: RequestContext, payload: GuestLogonPayload, captchaToken: string | undefined): Promise<ApiResult> {
    await this.botCheck.verify(captchaToken);
    const result = await this.client.logonAsGuest(this.visitor(context), { email: payload.Email, countryCode: payload.countryCode });
    this.keepSignIn(context, result, false);
    return done(MemberMessage.guestSignedIn);
  }

  /** The cookies go whatever the gateway says: a shopper who asked to leave is signed out here. */
  async logout(context: RequestContext): Promise<ApiResult> {
    const token = context.environmentToken;
    forgetSignIn(context);
    if (token) await this.client.logoff({ culture: context.culture, token }).catch((error: unknown) => {
      if (!(error instanceof GatewayError && error.status === 401)) throw error;
    });
    return done(MemberMessage.signedOut);
  }

  async activeMember(context: RequestContext): Promise<MemberResponse> {
    return this.member(await this.forMember(context, (caller) => this.client.activeMember(caller)));
  }

  async update(context: RequestContext, payload: UpdateMemberPayload): Promise<MemberResponse> {
    return this.member(await this.forMember(context, (caller) => this.client.update(caller, payload)), MemberMessage.updated);
  }

  async communicationPreferences(context: RequestContext, payload: CommunicationPreferencesPayload): Promise<MemberResponse> {
    return this.member(await this.forMember(context, (caller) => this.client.notificationPreferences(caller, payload)), MemberMessage.updated);
  }

  async delete(context: RequestContext, payload: DeleteMemberPayload): Promise<ApiResult> {
    await this.forMember(context, (caller) => this.client.delete(caller, payload));
    forgetSignIn(context);
    return done(MemberMessage.deleted);
  }

  /**
   * Every other sign-in ends; this browser keeps a new token with the lifetime the member chose
   * when signing in (the x-remember cookie): a session sign-in on a shared computer must not
   * become a 180-day one (S9.07), nor a remembered one end with the browser.
   */
  async changePassword(context: RequestContext, payload: ChangePasswordPayload): Promise<ApiResult> {
    const result = await this.forMember(context, (caller) => this.client.changePassword(caller, payload));
    this.keepSignIn(context, result, context.rememberMe === true);
    return done(MemberMessage.passwordChanged);
  }

  async forgotPassword(context: RequestContext, email: string): Promise<ApiResult> {
    await this.client.passwordRenewalMessage({ culture: context.culture }, { email });
    return done(MemberMessage.renewalSent);
  }

  async renewPassword(context: RequestContext, payload: RenewPasswordPayload): Promise<ApiResult> {
    await this.client.changePasswordByToken({ culture: context.culture }, payload);
    return done(MemberMessage.passwordChanged);
  }

  async resendOtp(context: RequestContext): Promise<ApiResult> {
    await this.forMember(context, (caller) => this.client.contactApprovalMessage(caller));
    return done(MemberMessage.otpSent);
  }

  async verifyOtp(context: RequestContext, code: string): Promise<MemberResponse> {
    const result = await this.forMember(context, (caller) => this.client.approveValidationToken(caller, { code }));
    // E-mail and SMS activation: the e-mail is done and the SMS code is on its way.
    const message = result.pendingActivation === 'sms' ? MemberMessage.smsActivationNext : result.verified === 'sms' ? MemberMessage.phoneActivated : MemberMessage.activated;
    return this.member(result, message);
  }

  /** The engine's latest mails and texts, for the development mailbox page (the web layer serves it only in development). */
  outbox(culture: Culture): Promise<{ mails: OutboxMail[]; sms: OutboxSms[] }> {
    return this.client.outbox(culture);
  }

  /** POST /api/text-template: a failure is the route's S8.08 "Failed to render template"; the dialog shows its own text (S8.14). */
  async privacyText(context: RequestContext): Promise<TextTemplateResponse> {
    try {
      // The corporate page holding the KVKK notice, in the page's language.
      const { blogPost } = await this.blog.post(context, 'corporate', CORPORATE_PAGE_SLUGS.kvkk[context.culture]);
      return { isSuccess: true, result: blogPost.content ?? '' };
    } catch {
      throw new AppError(MemberMessage.renderTemplateFailure, HttpStatus.BAD_GATEWAY, 'RENDER_TEMPLATE');
    }
  }

  async addresses(context: RequestContext): Promise<AddressesResponse> {
    return { isSuccess: true, ...(await this.forMember(context, (caller) => this.client.addresses(caller))) };
  }

  async addAddress(context: RequestContext, payload: AddressPayload): Promise<AddressResponse> {
    return { ...done(MemberMessage.addressSaved), ...(await this.forMember(context, (caller) => this.client.addAddress(caller, payload))) };
  }

  async updateAddress(context: RequestContext, payload: UpdateAddressPayload): Promise<AddressResponse> {
    return { ...done(MemberMessage.addressSaved), ...(await this.forMember(context, (caller) => this.client.updateAddress(caller, payload))) };
  }

  async removeAddress(context: RequestContext, id: number): Promise<ApiResult> {
    await this.forMember(context, (caller) => this.client.removeAddress(caller, { id }));
    return done(MemberMessage.addressRemoved);
  }

  async addressSource(context: RequestContext, cityId?: number): Promise<AddressSourceResponse> {
    return { isSuccess: true, ...(await this.client.addressSource({ culture: context.culture }, cityId)) };
  }

  async favorites(context: RequestContext): Promise<FavoritesResponse> {
    // Their prices need the currency: failing to read it is failing to get favourites (S8.09), not the currency route's failure.
    const currencyId = await this.currency.activeCurrencyId(context).catch(() => { throw new GatewayError(MemberMessage.favoritesFailure, HttpStatus.BAD_GATEWAY); });
    return { isSuccess: true, ...(await this.forMember(context, (caller) => this.client.favorites(caller, currencyId))) };
  }

  async priceAlarms(context: RequestContext): Promise<PriceAlarmsResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    return { isSuccess: true, ...(await this.forMember(context, (caller) => this.client.priceAlarms(caller, currencyId))) };
  }

  async stockAlarms(context: RequestContext): Promise<StockAlarmsResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    return { isSuccess: true, ...(await this.forMember(context, (caller) => this.client.stockAlarms(caller, currencyId))) };
  }

  async changeFavorite(context: RequestContext, productId: number, add: boolean): Promise<ApiResult> {
    await this.forMember(context, (caller) => this.client.changeList(caller, MemberGatewayPaths.favorites, add ? 'POST' : 'DELETE', { productId }));
    return done(add ? MemberMessage.favoriteAdded : MemberMessage.favoriteRemoved);
  }

  async changePriceAlarm(context: RequestContext, productId: number, add: boolean): Promise<ApiResult> {
    const currencyId = await this.currency.activeCurrencyId(context);
    await this.forMember(context, (caller) => this.client.changeList(caller, MemberGatewayPaths.priceAlerts, add ? 'POST' : 'DELETE', add ? { productId, currencyId } : { productId }));
    return done(add ? MemberMessage.alarmAdded : MemberMessage.alarmRemoved);
  }

  async changeStockAlarm(context: RequestContext, payload: StockAlarmPayload, add: boolean): Promise<ApiResult> {
    await this.forMember(context, (caller) => this.client.changeList(caller, MemberGatewayPaths.stockAlerts, add ? 'POST' : 'DELETE', payload));
    return done(add ? MemberMessage.alarmAdded : MemberMessage.alarmRemoved);
  }

  /** The visitor signing in: their token (if any) lets the gateway move their cart into the member's. */
  private visitor(context: RequestContext): Caller {
    return { culture: context.culture, ...(context.environmentToken ? { token: context.environmentToken } : {}) };
  }

  /**
   * A call for the signed-in shopper. No token: 401 without asking the gateway. A token the
   * gateway refuses (signed out elsewhere, password changed): the cookies go, and 401. Also the
   * passkey routes' way to act for the member (server/src/api/passkey).
   */
  async forMember<T>(context: RequestContext, call: (caller: Caller) => Promise<T>): Promise<T> {
    const token = context.environmentToken;
    if (!token) throw new AppError(MemberMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
    try {
      return await call({ culture: context.culture, token });
    } catch (error) {
      if (error instanceof GatewayError && error.status === 401) {
        forgetSignIn(context);
        throw new AppError(MemberMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
      }
      throw error;
    }
  }

  /** A sign-in's answer: the cookies of keepSignIn and the member. Also the passkey sign-in's (server/src/api/passkey). */
  signedIn(context: RequestContext, result: GatewaySignInResult, rememberMe: boolean, message: string): MemberResponse {
    this.keepSignIn(context, result, rememberMe);
    return this.member(result, message);
  }

  /**
   * The new token in the httpOnly cookie (spec §9: a lifetime only when remember-me is true, else
   * it ends with the browser) and the readable active_member hint beside it.
   */
  private keepSignIn(context: RequestContext, result: GatewaySignInResult, rememberMe: boolean): void {
    const lifetime = rememberMe ? {} : { maxAgeMs: null };
    context.cookies.set(CookieName.EnvironmentToken, result.environment.token, lifetime);
    context.cookies.set(CookieName.ActiveMember, result.member.isGuest ? ActiveMemberHint.Guest : ActiveMemberHint.Member, { ...lifetime, readableByPage: true });
    if (rememberMe) context.cookies.set(CookieName.Remember, '1');
    else context.cookies.clear(CookieName.Remember);
  }

  /** The storefront answer naming the member of a gateway result. */
  member(result: GatewayMemberResult, message?: string): MemberResponse {
    return {
      ...done(message), member: result.member,
      ...(result.pendingActivation ? { pendingActivation: result.pendingActivation } : {}), ...(result.activationPhone ? { activationPhone: result.activationPhone } : {}),
    };
  }
}
