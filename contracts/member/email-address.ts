/**
 * What an e-mail address may hold, one rule for the browser, the storefront and the engine
 * (issue 27): an address goes into mail headers, where a line break starts a header of its own
 * ("a@b.com\r\nBcc: x@y.z"), so control characters (C0, DEL, C1) and the Unicode line and
 * paragraph separators are refused wherever an address is taken, quoted local parts included.
 */
export const EMAIL_FORBIDDEN_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

/** The address shape the shop's own forms check (local@domain.tld, no whitespace or control characters). */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}\u2028\u2029]+@[^\s@.\p{Cc}\u2028\u2029]+(\.[^\s@.\p{Cc}\u2028\u2029]+)+$/u;
