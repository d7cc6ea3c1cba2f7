/** Members and what they keep (spec §3 Member, member-side state, address part types). */
import type { AddressPartType, Gender, MemberStatus } from '../enums.js';

// The numbers themselves are spec §3's enums, defined once in contracts/enums.ts.
export { Gender, MemberStatus, RelationType } from '../enums.js';
export type GenderId = Gender;
export type MemberStatusValue = MemberStatus;

/** A member as the shopper sees their own record (spec §3 Member). */
export interface Member {
  id: number;
  name: string;
  surname: string;
  email: string;
  mobilePhone?: string;
  genderId?: GenderId;
  /** ISO date (yyyy-mm-dd). */
  birthDate?: string;
  /** An id of EDUCATION_STATUSES (member-details.ts), when given. */
  educationStatusId?: number;
  /** An id of JOBS (member-details.ts), when given. */
  jobId?: number;
  isSmsPermitted: boolean;
  isEmailPermitted: boolean;
  defaultLanguage: 'tr' | 'en';
  isGuest: boolean;
}

/** What a member still has to confirm before checking out (spec §4: e-mail or SMS activation → /otp). */
export type PendingActivation = 'email' | 'sms';


/** Address input types and field types (spec §3). */
export type AddressInputType = 'Data' | 'FreeText' | 'DataBasedFreeText';
export type AddressFieldType = 'TextBox' | 'TextArea';

/** One field of the address form, in order (the address schema of spec §7 Address). */
export interface AddressSchemaField {
  partType: AddressPartType;
  /** The payload field it fills. */
  field: keyof AddressFields;
  inputType: AddressInputType;
  fieldType: AddressFieldType;
  required: boolean;
  maxLength: number;
}

/** The fields of an address as the shopper types them. */
export interface AddressFields {
  /** The shopper's own label, e.g. "Ev". */
  title: string;
  name: string;
  surname: string;
  mobilePhone: string;
  /** Province (il) id from the address source data. */
  cityId: number;
  /** District (ilçe) id of that city. */
  countyId: number;
  neighbourhood?: string;
  postalCode?: string;
  /** Street, building, door: the free-text rest of the address. */
  description: string;
  corporationName?: string;
  taxNumber?: string;
  taxOffice?: string;
}

/** A member's saved address. */
export interface Address extends AddressFields {
  id: number;
  cityName: string;
  countyName: string;
  countryCode: 'TR';
}

/** A place of the address source data (a city or one of its districts). */
export interface AddressPlace {
  id: number;
  name: string;
}

/** A product on the member's favourites, price alarm or stock alarm list. */
export interface MemberProductEntry {
  productId: number;
  name: string;
  routePath: string;
  imagePath?: string;
  /** Sales price in the request's currency, tax included. */
  salesPrice: number;
  /** When the entry was made (ISO). */
  createdAt: string;
}

/** A price alarm: mails the member when the price falls below the price when it was set. */
export interface PriceAlarm extends MemberProductEntry {
  /** The price when the alarm was set. */
  alarmPrice: number;
}

/** A stock alarm: mails the member when the variant (or any variant) is back in stock. */
export interface StockAlarm extends MemberProductEntry {
  stockBarcodeId?: number;
  /** The size of the variant, when the alarm is for one. */
  stockTypeName?: string;
  inStock: boolean;
}

/** Local storage key of the favourites list (spec §3: comma-separated product ids). */
export const WISH_LIST_STORAGE_KEY = 'wish-list';

/**
 * Value of the active_member cookie (spec §3, §4): a hint the page can read (it is no token and
 * proves nothing; the server checks the httpOnly environment token on every call).
 */
export const ActiveMemberHint = { Member: 'member', Guest: 'guest' } as const;
export type ActiveMemberHintValue = (typeof ActiveMemberHint)[keyof typeof ActiveMemberHint];
