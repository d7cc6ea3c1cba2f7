/** Answers of the storefront's member routes. */
import type { ApiResult } from '../common/responses.js';
import type { Address, AddressPlace, AddressSchemaField, Member, MemberProductEntry, PendingActivation, PriceAlarm, StockAlarm } from './entities.js';

/** register, login, active-member, update-member, verify-otp. */
export interface MemberResponse extends ApiResult {
  member: Member;
  /** Present while the member must confirm an e-mail or phone (spec §4 → /otp). */
  pendingActivation?: PendingActivation;
  /** With pendingActivation sms: the number the code went to, masked (5** *** 45 67). */
  activationPhone?: string;
}

export interface AddressesResponse extends ApiResult {
  addresses: Address[];
}

export interface AddressResponse extends ApiResult {
  address: Address;
}

export interface AddressSourceResponse extends ApiResult {
  /** The cities, or the districts of the asked city. */
  places: AddressPlace[];
  schema: AddressSchemaField[];
}

/** GET /api/get-favorites (spec §7). */
export interface FavoritesResponse extends ApiResult {
  favorites: MemberProductEntry[];
}

export interface PriceAlarmsResponse extends ApiResult {
  alarms: PriceAlarm[];
}

export interface StockAlarmsResponse extends ApiResult {
  alarms: StockAlarm[];
}

/** GET /api/altcha-challenge: the proof-of-work puzzle the ALTCHA widget solves. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/**
 * The data of a refusal that asks for the bot check (issue 27 item 12): an account many addresses
 * tried to sign in to takes sign-ins only with an ALTCHA solution in the CaptchaToken header. The
 * form shows the widget and sends again; nothing is locked.
 */
export interface BotCheckNeeded {
  botCheck: true;
}

/** Whether a refusal's data asks for the bot check. */
export const asksForBotCheck = (data: unknown): boolean => typeof data === 'object' && data !== null && (data as Partial<BotCheckNeeded>).botCheck === true;

/** The privacy (KVKK) text fetch (spec §7: providerName PrivacyPolicy → result HTML). */
export interface TextTemplateResponse extends ApiResult {
  result: string;
}
