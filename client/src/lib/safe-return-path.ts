/** Control characters (browsers drop tab, CR and LF from a URL: "/\t/evil" becomes "//evil") and backslashes (read as "/"). */
const UNSAFE_CHARACTERS = /[\p{Cc}\u2028\u2029\\]/u;
/** Whitespace, which a link as written never holds (it is %-escaped); an escaped one may stand in a query. */
const WHITESPACE = /\p{Z}/u;
/** A made-up origin to resolve against: a path that resolves to another origin leaves the shop. */
const HERE = 'https://shop.invalid';
/** Escapes are undone this many times at most: more layers than that is no link of the shop's. */
const DECODE_LAYERS = 3;

/** Whether `value` is a path of this site: it starts with one slash and names no other host. */
function isSamePath(value: string, asWritten: boolean): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTERS.test(value) || (asWritten && WHITESPACE.test(value))) return false;
  try {
    // As the browser reads it (new URL, not URL.parse: phones a few years old lack the latter).
    const url = new URL(value, HERE);
    return url.origin === HERE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * The return address of a page (?returnurl=, a modal's opener), when it is an absolute path of
 * this shop; null for anything else, so no link or redirect of the shop sends a shopper to
 * another site (issue 27): a scheme (javascript:, https:), a protocol-relative "//host" or
 * "/\host", control characters or spaces a browser drops ("/\t/host" is "//host" to it),
 * backslashes, and any of these behind %-escapes ("/%2F%2Fhost", "/%5Chost"), or escapes that do
 * not decode. The one check of every return address in the client.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  let layer = value;
  for (let round = 0; round <= DECODE_LAYERS; round += 1) {
    if (!isSamePath(layer, round === 0)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return null;
    }
    if (decoded === layer) return value;
    layer = decoded;
  }
  return null;
}
