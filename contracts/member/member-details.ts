/**
 * The rest of the member service (spec §7 Member, S7.30): education status and job lists (the
 * account information form), segments and their mappings, documents, references. Lists and
 * segment names are fixed here so the engine, the storefront and the form agree on the ids.
 */
import type { ApiResult } from '../common/responses.js';

/** One entry of a fixed member list, named in both languages. */
export interface MemberListEntry {
  /** The id the member record keeps. */
  id: number;
  /** The name in the request's language. */
  name: string;
}

/** A list entry with both names (tr at /, en at /en/). */
interface Named { id: number; tr: string; en: string }

/** Education statuses a member may give (spec §7 Member: education status list). */
export const EDUCATION_STATUSES: readonly Named[] = [
  { id: 1, tr: 'İlkokul', en: 'Primary school' },
  { id: 2, tr: 'Ortaokul', en: 'Middle school' },
  { id: 3, tr: 'Lise', en: 'High school' },
  { id: 4, tr: 'Ön lisans', en: 'Associate degree' },
  { id: 5, tr: 'Lisans', en: 'Bachelor\'s degree' },
  { id: 6, tr: 'Yüksek lisans', en: 'Master\'s degree' },
  { id: 7, tr: 'Doktora', en: 'Doctorate' },
];

/** Jobs a member may give (spec §7 Member: job list). */
export const JOBS: readonly Named[] = [
  { id: 1, tr: 'Öğrenci', en: 'Student' },
  { id: 2, tr: 'Özel sektör çalışanı', en: 'Private sector employee' },
  { id: 3, tr: 'Kamu çalışanı', en: 'Public sector employee' },
  { id: 4, tr: 'Serbest meslek', en: 'Self-employed' },
  { id: 5, tr: 'İşletme sahibi', en: 'Business owner' },
  { id: 6, tr: 'Ev hanımı / ev erkeği', en: 'Homemaker' },
  { id: 7, tr: 'Emekli', en: 'Retired' },
  { id: 8, tr: 'Çalışmıyor', en: 'Not working' },
  { id: 9, tr: 'Diğer', en: 'Other' },
];

export const EDUCATION_STATUS_IDS: readonly number[] = EDUCATION_STATUSES.map((entry) => entry.id);
export const JOB_IDS: readonly number[] = JOBS.map((entry) => entry.id);

/** A fixed list in the shopper's language. */
export function listIn(list: readonly Named[], culture: 'tr' | 'en'): MemberListEntry[] {
  return list.map((entry) => ({ id: entry.id, name: entry[culture] }));
}

/**
 * Segments: `derived` ones the engine works out from the member's own records (an order that was
 * not cancelled; a confirmed newsletter subscription), `assigned` ones only the shop's operator
 * maps a member to.
 */
export const MEMBER_SEGMENTS = [
  { code: 'buyer', source: 'derived', tr: 'Alışveriş yapan üye', en: 'Shopper with orders' },
  { code: 'newsletter', source: 'derived', tr: 'Bülten abonesi', en: 'Newsletter subscriber' },
  { code: 'vip', source: 'assigned', tr: 'VIP üye', en: 'VIP member' },
  { code: 'wholesale', source: 'assigned', tr: 'Toptan alıcı', en: 'Wholesale buyer' },
  { code: 'employee', source: 'assigned', tr: 'Çalışan', en: 'Employee' },
] as const;

export type SegmentCode = (typeof MEMBER_SEGMENTS)[number]['code'];
export type SegmentSource = (typeof MEMBER_SEGMENTS)[number]['source'];
export const ASSIGNED_SEGMENT_CODES: readonly string[] = MEMBER_SEGMENTS.filter((segment) => segment.source === 'assigned').map((segment) => segment.code);

/** A segment the member belongs to, named in the shopper's language. */
export interface MemberSegment {
  /** One of MEMBER_SEGMENTS. */
  code: SegmentCode;
  /** The segment's name in the request's language. */
  name: string;
  /** Worked out by the engine, or mapped by the operator. */
  source: SegmentSource;
  /** When the operator mapped the member (assigned segments only; ISO). */
  since?: string;
}

/**
 * A document the member accepted: the membership agreement and KVKK notice at sign-up, the
 * newsletter consent (its text version), and each order's pre-information form and distance
 * sales agreement.
 */
export type MemberDocumentType = 'membership-agreement' | 'newsletter-consent' | 'pre-information-form' | 'sales-agreement';

export interface MemberDocument {
  /** Which document it is. */
  type: MemberDocumentType;
  /** When it was accepted (ISO). */
  acceptedAt: string;
  /** The order it belongs to (order agreements only). */
  docNo?: string;
  /** The text version accepted (newsletter consent only). */
  version?: string;
}

/** A member someone brought in with their reference code; only the first name and the surname's initial are shown. */
export interface MemberReference {
  /** First name and the surname's initial ("Ayşe I."). */
  name: string;
  /** When they named the code (ISO). */
  joinedAt: string;
}

export interface MemberReferences {
  /** The code this member gives to friends. */
  referenceCode: string;
  /** Who signed up and named this member's code, newest first. */
  references: MemberReference[];
  /** Whose code this member named, when they did. */
  referredBy?: string;
}

/** POST /api/add-reference: a member names the code of the member who brought them in (once). */
export interface AddReferencePayload {
  /** Another member's code (8 letters or digits; spaces and lower case are forgiven by the storefront). */
  referenceCode: string;
}

/** GET /api/education-statuses and GET /api/jobs. */
export interface MemberListResponse extends ApiResult {
  /** In list order. */
  items: MemberListEntry[];
}

/** GET /api/member-segments. */
export interface MemberSegmentsResponse extends ApiResult {
  /** In MEMBER_SEGMENTS order; empty when the member is in none. */
  segments: MemberSegment[];
}

/** GET /api/member-documents. */
export interface MemberDocumentsResponse extends ApiResult {
  /** Newest first. */
  documents: MemberDocument[];
}

/** GET /api/member-references, POST /api/add-reference. */
export interface MemberReferencesResponse extends ApiResult {
  /** The member's code, who joined with it and whose code brought them in. */
  references: MemberReferences;
}

/** The engine's refusals (English, as the other member messages). */
export const MemberDetailsMessage = {
  unknownSegment: 'segmentCode is not a segment the operator can assign',
  memberNotFound: 'No member has this id',
  integrationCodeNotFound: 'No member has this integration code',
  integrationCodeTaken: 'Another member already has this integration code',
  referenceCodeUnknown: 'No member has this reference code',
  ownReferenceCode: 'A member cannot name their own reference code',
  referenceAlreadyGiven: 'A reference code was already given',
  listsFailure: 'Failed to get member lists',
  segmentsFailure: 'Failed to get member segments',
  documentsFailure: 'Failed to get member documents',
  referencesFailure: 'Failed to get member references',
} as const;

/** Reference codes: eight characters, capitals and digits. */
export const REFERENCE_CODE = /^[A-Z0-9]{8}$/;
/** Integration codes (the shop's other systems): letters, digits, dots, dashes and underscores. */
export const INTEGRATION_CODE = /^[A-Za-z0-9._-]{1,40}$/;
