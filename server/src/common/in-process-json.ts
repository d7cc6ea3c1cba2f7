/**
 * A JSON body handed over in process (common/in-process-request.ts), read from its text by the
 * rules express.json() reads one off a socket with. The text is this process's own, so reading
 * the request's stream would only cost a dozen callbacks and event-loop turns to get it back
 * (issue 28 item 1: no HTTP parsing in process); the answer must not differ either way.
 */

/** What reading a body gave: its value, or the parser's failure (its type and status, as body-parser names them). */
export type JsonRead = { body: unknown } | { failure: { type: 'entity.too.large' | 'entity.parse.failed'; status: 413 | 400 } };

/** The gateway's own content type (http-helper.ts); any other, one with a charset say, is left to the parsers. */
export const isGatewayJson = (contentType: string | undefined) => contentType?.toLowerCase() === 'application/json';

/** The first character that is not JSON's whitespace, as body-parser's strict mode looks for it. */
const FIRST_TOKEN = /^[\x20\x09\x0a\x0d]*(.)/s;

/**
 * `text` as express.json({ limit, strict: true }) reads it: {} when empty; over `limitBytes`
 * is 413; malformed, or not an object or array at the top, is 400.
 */
export function readInProcessJson(text: string, limitBytes: number): JsonRead {
  if (!text) return { body: {} };
  if (Buffer.byteLength(text) > limitBytes) return { failure: { type: 'entity.too.large', status: 413 } };
  const first = FIRST_TOKEN.exec(text)?.[1];
  if (first !== '{' && first !== '[') return { failure: { type: 'entity.parse.failed', status: 400 } };
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { failure: { type: 'entity.parse.failed', status: 400 } };
  }
}
