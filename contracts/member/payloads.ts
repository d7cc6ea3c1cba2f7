/** What the storefront's member routes take (spec §7; the guest payload keeps the spec's casing). */
import type { AddressFields, GenderId } from './entities.js';

/** Header carrying the ALTCHA solution for the guest form and newsletter (spec §7 CaptchaToken). */
export const CAPTCHA_HEADER = 'captchatoken';
/** Bot-check action of the guest form (spec §7 logon-as-guest). */
export const GUEST_FORM_ACTION = 'GuestForm';

export interface RegisterPayload {
  email: string;
  password: string;
  name: string;
  surname: string;
  mobilePhone?: string;
  /** Counts once the activation code proves the address (S7.30). */
  isEmailPermitted?: boolean;
  /** Accepted, but sign-up stores the SMS permission off: it is given with the SMS consent code afterwards. */
  isSmsPermitted?: boolean;
  /** The membership agreement and KVKK notice: must be true. */
  privacyAccepted: boolean;
  rememberMe?: boolean;
}

export interface LoginPayload {
  email: string;
  password: string;
  /** Keep the sign-in after the browser closes (spec §9: lifetime only when remember-me is true). */
  rememberMe?: boolean;
}

/** POST /api/logon-as-guest (spec §7): Email and countryCode TR, CaptchaToken header. */
export interface GuestLogonPayload {
  Email: string;
  countryCode: 'TR';
}

export interface VerifyOtpPayload {
  code: string;
}

export interface UpdateMemberPayload {
  name: string;
  surname: string;
  mobilePhone?: string;
  genderId?: GenderId;
  /** yyyy-mm-dd, through the date helper (spec §5). */
  birthDate?: string;
  /** An id of EDUCATION_STATUSES; absent clears it. */
  educationStatusId?: number;
  /** An id of JOBS; absent clears it. */
  jobId?: number;
  isSmsPermitted: boolean;
  isEmailPermitted: boolean;
}

export interface CommunicationPreferencesPayload {
  isSmsPermitted: boolean;
  isEmailPermitted: boolean;
}

export interface ChangePasswordPayload {
  currentPassword: string;
  newPassword: string;
}

export interface ForgotPasswordPayload {
  email: string;
}

/** Change password by the token of the renewal mail. */
export interface RenewPasswordPayload {
  token: string;
  newPassword: string;
}

export interface DeleteMemberPayload {
  password: string;
}

export type AddressPayload = AddressFields;

export interface UpdateAddressPayload extends AddressFields {
  id: number;
}

export interface IdPayload {
  id: number;
}

export interface ProductIdPayload {
  productId: number;
}

export interface StockAlarmPayload {
  productId: number;
  stockBarcodeId?: number;
}

/** GET /api/address-source: the cities, or a city's districts. */
export interface AddressSourceQuery {
  cityId?: number;
}
