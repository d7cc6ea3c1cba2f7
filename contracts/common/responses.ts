/** Every storefront API answer carries these two fields (spec §7 table: isSuccess, message). */
export interface ApiResult {
  /** true when the call did what was asked. */
  isSuccess: boolean;
  /** A message for the shopper; on failure the spec §8 text or the server's own message. */
  message?: string;
}

/** The error envelope of every non-2xx answer (spec §3 Api error: status, message, data). */
export interface ApiErrorBody extends ApiResult {
  isSuccess: false;
  /** HTTP status of the answer. */
  status: number;
  /** Clear, shopper-safe text: the spec §8 message where one is named. */
  message: string;
  /** Details, e.g. the list of validation problems. */
  data?: unknown;
  /** On a refused input (400): each field refused and the rule it broke, so a form puts the refusal beside its field. */
  fields?: FieldRefusal[];
}

/** A field of a request the server refused (issue 32 item 13). */
export interface FieldRefusal {
  /** The field as the payload spells it; a nested one with dots (`items.0.quantity`). */
  field: string;
  /** The rule it broke: a shared rule's name (contracts/member/field-rules.ts MemberFieldRule) or the validator's own (maxLength, isEmailAddress). */
  rule: string;
}

/** Pagination summary (spec §3, S3.21). */
export interface PaginationSummary {
  /** 1-based page number. */
  currentPage: number;
  /** Items asked for per page. */
  pageSize: number;
  /** Number of pages for totalItems at pageSize (0 when nothing matched). */
  totalPages: number;
  /** Items matching the request, over all pages. */
  totalItems: number;
  /** Items on this page. */
  taked: number;
  /** Items before this page. */
  skipped: number;
}
