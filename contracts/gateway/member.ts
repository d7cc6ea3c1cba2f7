/**
 * Gateway contract of the member, address and notification services (spec §7 Member, Address).
 * Calls act for the shopper named by ENVIRONMENT_TOKEN_HEADER (contracts/gateway/environment.ts).
 * Sign-in, sign-up, guest logon and OTP answer a new environment token (a new token id: no
 * session fixation) whose cart holds the visitor's lines merged into the member's cart. Member
 * routes refuse a visitor's token with 401 and a guest's with 403 where members only may act;
 * one member never reaches another's rows (another's id answers 404).
 */
import type { Address, AddressPlace, AddressSchemaField, Member, MemberProductEntry, PendingActivation, PriceAlarm, StockAlarm } from '../member/entities.js';
import type { CollectionItem, MemberClub } from '../member/member-club.js';
import type { MemberDocument, MemberListEntry, MemberReferences, MemberSegment } from '../member/member-details.js';
import type { RegisterPayload } from '../member/payloads.js';
import type { EnvironmentTokenResult } from './environment.js';

export const MemberGatewayPaths = {
  /** POST GatewayRegisterRequest → GatewaySignInResult; 409 when the e-mail has a membership. */
  create: 'member/api/member/create',
  /** POST GatewayLoginRequest → GatewaySignInResult; 401 for a wrong pair (one message for both). */
  login: 'member/api/member/login',
  /** POST GatewayGuestRequest → GatewaySignInResult. */
  logonAsGuest: 'member/api/member/logon-as-guest',
  /** POST {} → {}: the token is not accepted again. */
  logoff: 'member/api/member/logoff',
  /** POST {} → GatewayMemberResult. */
  activeMember: 'member/api/member/active-member',
  /** POST UpdateMemberPayload → GatewayMemberResult. */
  update: 'member/api/member/update',
  /** POST CommunicationPreferencesPayload → GatewayMemberResult. */
  notificationPreferences: 'member/api/member/notification-preferences',
  /** POST DeleteMemberPayload → {}. */
  delete: 'member/api/member/delete',
  /** POST ChangePasswordPayload → GatewaySignInResult (every other sign-in of the member ends). */
  changePassword: 'member/api/member/change-password',
  /** POST ForgotPasswordPayload → {} (the same answer whether the e-mail is known or not). */
  passwordRenewalMessage: 'member/api/member/password-renewal-message',
  /** POST RenewPasswordPayload → {}. */
  changePasswordByToken: 'member/api/member/change-password-by-token',
  /** POST {} → {}: a new activation code, by e-mail or by SMS as the member's pending activation says. */
  contactApprovalMessage: 'member/api/member/contact-approval-message',
  /** POST VerifyOtpPayload → GatewaySignInResult. */
  approveValidationToken: 'member/api/member/approve-validation-token',
  /** POST ContactCodePayload → {}: a code to the new e-mail (S7.30 communication-info verification code). */
  communicationInfoVerificationCode: 'member/api/member/communication-info-verification-code',
  /** POST ConfirmContactCodePayload → GatewayMemberResult. */
  approveCommunicationInfo: 'member/api/member/approve-communication-info',
  /** POST ConsentCodePayload → {}: a code on the channel being permitted (S7.30 consent verification code). */
  consentVerificationCode: 'member/api/member/consent-verification-code',
  /** POST ConfirmConsentCodePayload → GatewayMemberResult. */
  approveConsent: 'member/api/member/approve-consent',
  /** POST PhoneCodePayload → {}: a code by SMS to the new mobile phone (nothing stored before it is confirmed). */
  mobilePhoneVerificationCode: 'member/api/member/mobile-phone-verification-code',
  /** POST ConfirmPhoneCodePayload → GatewayMemberResult: the number becomes the member's; its SMS permission ends. */
  approveMobilePhone: 'member/api/member/approve-mobile-phone',
  /** GET → { addresses }. */
  addresses: 'member/api/address/list',
  /** POST AddressPayload → { address }. */
  newAddress: 'member/api/address/new',
  /** POST UpdateAddressPayload → { address }. */
  updateAddress: 'member/api/address/update',
  /** POST IdPayload → {}. */
  removeAddress: 'member/api/address/remove',
  /** GET ?cityId → GatewayAddressSourceResult (spec §7 Address: source data and schema). */
  addressSource: 'address/api/address/source-data',
  /** GET / POST ProductIdPayload / DELETE ProductIdPayload: favourites (spec §7 Product). */
  favorites: 'product/api/product/favorites',
  /** GET / POST ProductIdPayload / DELETE ProductIdPayload. */
  priceAlerts: 'product/api/product/price-alerts',
  /** GET / POST StockAlarmPayload / DELETE StockAlarmPayload. */
  stockAlerts: 'product/api/product/stock-alerts',
  /** GET → { mails, sms }: the mail and SMS outboxes, for the development mailbox page and the operator. */
  outbox: 'notification/api/notification/outbox',
  /** POST {} → GatewayMemberClubResult: the member's points from their orders (S7 Member: points). */
  points: 'member/api/member/points',
  /** POST { currencyId } → GatewayMemberCollectionResult: the products the member has bought. */
  collection: 'member/api/member/collection',
  /** GET → GatewayMemberListResult: education statuses in the request's language (S7.30). */
  educationStatusList: 'member/api/member/education-status-list',
  /** GET → GatewayMemberListResult: jobs in the request's language (S7.30). */
  jobList: 'member/api/member/job-list',
  /** POST {} → GatewayMemberSegmentsResult: the caller's segments, derived and assigned (members only). */
  segments: 'member/api/member/segments',
  /** POST {} → GatewayMemberDocumentsResult: what the caller accepted (members only). */
  documents: 'member/api/member/documents',
  /** POST {} → GatewayMemberReferencesResult (members only). */
  references: 'member/api/member/references',
  /** POST AddReferencePayload → GatewayMemberReferencesResult: 404 unknown code, 400 own code, 409 a code already given. */
  addReference: 'member/api/member/add-reference',
  /** Operator (the engine's bearer token alone): POST { integrationCode } → GatewayOperatorMemberResult; 404 when none has it. */
  getByIntegrationCode: 'member/api/operator/get-by-integration-code',
  /** Operator: POST { memberId, integrationCode } → GatewayOperatorMemberResult; 409 when another member has it. */
  setIntegrationCode: 'member/api/operator/set-integration-code',
  /** Operator: POST { memberId, segmentCode, assigned } → GatewayMemberSegmentsResult (segment mappings). */
  setSegmentMapping: 'member/api/operator/set-segment-mapping',
} as const;

/**
 * The shopper's sign-up as the storefront checked it (the engine checks it again). rememberMe,
 * here and at sign-in: a 180-day sign-in instead of a 12-hour one with an idle end (SESSION_SIGN_IN).
 */
export type GatewayRegisterRequest = RegisterPayload;

export interface GatewayLoginRequest {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export interface GatewayGuestRequest {
  email: string;
  countryCode: 'TR';
}

export interface GatewayMemberResult {
  member: Member;
  pendingActivation?: PendingActivation;
  /** approve-validation-token: what the code just proved. */
  verified?: PendingActivation;
  /** Where a pending SMS activation code goes, masked (5** *** 45 67). */
  activationPhone?: string;
}

export interface GatewaySignInResult extends GatewayMemberResult {
  environment: EnvironmentTokenResult;
}

export interface GatewayAddressSourceResult {
  places: AddressPlace[];
  schema: AddressSchemaField[];
}

export interface GatewayAddressesResult {
  addresses: Address[];
}

export interface GatewayAddressResult {
  address: Address;
}

export interface GatewayFavoritesResult {
  favorites: MemberProductEntry[];
}

export interface GatewayPriceAlarmsResult {
  alarms: PriceAlarm[];
}

export interface GatewayStockAlarmsResult {
  alarms: StockAlarm[];
}

/** A mail as the outbox holds it (development mailbox). */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  sentAt?: string;
}

/** An SMS as the SMS outbox holds it (development mailbox, operator). */
export interface OutboxSms {
  id: number;
  /** The number in international form (+905xxxxxxxxx). */
  to: string;
  text: string;
  createdAt: string;
  /** When the carrier took it; absent while it waits, when there is no carrier, or when the hand-over failed. */
  sentAt?: string;
  /** Why the carrier did not take it (the text is not sent again). */
  error?: string;
}

export interface GatewayMemberClubResult {
  club: MemberClub;
}

export interface GatewayMemberCollectionResult {
  items: CollectionItem[];
}

export interface GatewayMemberListResult {
  /** The list in the request's language. */
  items: MemberListEntry[];
}

export interface GatewayMemberSegmentsResult {
  /** The member's segments, derived and assigned. */
  segments: MemberSegment[];
}

export interface GatewayMemberDocumentsResult {
  /** What the member accepted, newest first. */
  documents: MemberDocument[];
}

export interface GatewayMemberReferencesResult {
  /** The member's reference code and references. */
  references: MemberReferences;
}

/** A member as the shop's other systems see it: the record, its integration code and when it joined. */
export interface GatewayOperatorMemberResult {
  /** The public record with the integration code (when set) and the join time (ISO). */
  member: Member & { integrationCode?: string; createdAt: string };
}
