import { IncomingMessage, ServerResponse } from 'node:http';
import { Duplex } from 'node:stream';
import { expressBorn, type ExpressPrototypes } from './express-born.js';

/** A request handed to an HTTP handler of this process without a socket. */
export interface InProcessRequest {
  method: string;
  /** Path and query, as a request line carries them. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** What the handler answered: status, headers (lower-case names) and the body's bytes. */
export interface InProcessAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** An HTTP server's request listener: the Express app function itself, with its prototypes. */
export type RequestHandler = ((request: IncomingMessage, response: ServerResponse) => void) & ExpressPrototypes;

/**
 * The socket a request came in on, as middleware reads it (its address, TLS or not); it carries
 * no bytes: the body is already in the request, the answer is collected from the response.
 */
class NoSocket extends Duplex {
  readonly remoteAddress = '127.0.0.1';
  readonly remotePort = 0;
  readonly encrypted = false;

  constructor() {
    super({ read() {}, write(_chunk, _encoding, callback) { callback(); } });
  }
}

const chunkOf = (chunk: unknown, encoding?: BufferEncoding): Buffer | undefined => {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : undefined;
};

/** Node keeps a response's header names in lower case already. */
function flat(headers: ReturnType<ServerResponse['getHeaders']>): Record<string, string> {
  const flattened: Record<string, string> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined) flattened[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return flattened;
}

const BODY_TEXT = Symbol('in-process body text');

/**
 * The body text an in-process request came with, for a front door that reads JSON itself: the
 * text is in the request's stream as well (any body parser can read it there), but reading a
 * stream costs a dozen callbacks and event-loop turns to get back a string this process already
 * holds (issue 28 item 1: no HTTP parsing in process). undefined for a request from a socket.
 */
export function inProcessBodyText(request: IncomingMessage): string | undefined {
  return (request as IncomingMessage & { [BODY_TEXT]?: string })[BODY_TEXT];
}

/**
 * Serves `request` with `handler` as if it had come over HTTP, with no socket and no parsing of
 * bytes off a wire: Node's own request and response objects, so every middleware, guard, pipe
 * and filter of the handler runs exactly as for a request from outside (and an access log line,
 * a request id, security headers are set alike). The response's output is kept instead of sent.
 */
export function serveInProcess(handler: RequestHandler, request: InProcessRequest): Promise<InProcessAnswer> {
  return new Promise<InProcessAnswer>((resolve, reject) => {
    // Made as the app's HTTP server makes them (express-born.ts): nothing of the request outlives it.
    const { IncomingMessage: Request, ServerResponse: Response } = expressBorn(handler);
    const incoming = new Request(new NoSocket() as never);
    incoming.method = request.method;
    incoming.url = request.url;
    incoming.httpVersionMajor = 1;
    incoming.httpVersionMinor = 1;
    incoming.httpVersion = '1.1';
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
    if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
    incoming.headers = headers;
    incoming.rawHeaders = Object.entries(headers).flat();
    if (request.body !== undefined) {
      incoming.push(request.body);
      (incoming as IncomingMessage & { [BODY_TEXT]?: string })[BODY_TEXT] = request.body;
    }
    incoming.push(null);
    incoming.complete = true;

    const response = new Response(incoming);
    const body: Buffer[] = [];
    let ended = false;
    // The head is fixed at the first byte, as on a socket: a header set later would not reach a client either.
    const startBody = () => {
      if (!response.headersSent) ServerResponse.prototype.writeHead.call(response, response.statusCode);
    };
    response.write = ((chunk: unknown, encoding?: BufferEncoding | (() => void), callback?: () => void) => {
      startBody();
      const bytes = chunkOf(chunk, typeof encoding === 'string' ? encoding : undefined);
      if (bytes) body.push(bytes);
      const done = typeof encoding === 'function' ? encoding : callback;
      if (done) queueMicrotask(done);
      return true;
    }) as ServerResponse['write'];
    response.end = ((chunk?: unknown, encoding?: BufferEncoding | (() => void), callback?: () => void) => {
      if (ended) return response;
      ended = true;
      startBody();
      const bytes = chunkOf(chunk, typeof encoding === 'string' ? encoding : undefined);
      if (bytes) body.push(bytes);
      response.finished = true;
      resolve({ status: response.statusCode, statusText: response.statusMessage, headers: flat(response.getHeaders()), body: body.length === 1 ? body[0] : Buffer.concat(body) });
      const done = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
      // After the caller has its answer, as a socket's flush would: 'finish' then 'close' (access log, on-finished).
      queueMicrotask(() => {
        response.emit('finish');
        response.emit('close');
        (done as (() => void) | undefined)?.();
      });
      return response;
    }) as ServerResponse['end'];

    try {
      // No `next`: a request no route took, or an error no filter caught, gets the handler's own last answer (Express's 404 or 500).
      handler(incoming, response);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
