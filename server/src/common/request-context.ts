import type { Request, Response } from 'express';
import { CookieName, CULTURES, DEFAULT_CULTURE, DeviceType, RequestHeader, type Culture } from '../../../contracts/enums.js';
import { cookiesOf, COOKIE_MAX_AGE_MS } from './cookies.js';
import type { Middleware } from './middleware-chain.js';

/** A cookie the answer sets. Every cookie the server sets is httpOnly, path /, SameSite=Lax, Secure over HTTPS. */
export interface CookieSetting {
  /** Lifetime; absent: the spec's 180 days (S9.07). `null`: a session cookie (ends with the browser). */
  maxAgeMs?: number | null;
  /** The page's script may read it: only for hints that prove nothing (active_member), never a token. */
  readableByPage?: boolean;
}

/** The cookies of the answer being built: services set and clear them without knowing about HTTP. */
export interface ResponseCookies {
  set(name: (typeof CookieName)[keyof typeof CookieName], value: string, setting?: CookieSetting): void;
  clear(name: (typeof CookieName)[keyof typeof CookieName]): void;
}

/**
 * Who is asking and how they want answers: built once per request from headers and cookies,
 * and handed to services as their first argument. Tokens are read here once and passed on as
 * they are; the gateway verifies them.
 */
export interface RequestContext {
  /** The access log's request id, echoed in logs and the x-request-id header. */
  requestId: string;
  /** Language of the answer: the x-culture header, else the x-culture cookie, else tr. */
  culture: Culture;
  /** The currency cookie when it holds a number; the service decides if it is known. */
  currencyId?: number;
  /** Device type the SPA reported (spec §3). */
  deviceType?: DeviceType;
  /** The shopper's environment token (spec §3 environment_token cookie) as the browser sent it. */
  environmentToken?: string;
  /** The sign-in was made with remember-me (spec §3 x-remember cookie): a new token keeps the long lifetime. */
  rememberMe?: boolean;
  /** The client's address (behind a trusted proxy, the one it names): tells shoppers without a cart apart, never stored as it is. */
  clientAddress?: string;
  /** Cookies of the answer. */
  cookies: ResponseCookies;
}

const isCulture = (value: unknown): value is Culture => typeof value === 'string' && (CULTURES as readonly string[]).includes(value);

function positiveInt(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return undefined;
  const parsed = Number(value);
  return parsed > 0 ? parsed : undefined;
}

// A JWT is three base64url parts; anything else in the cookie is no token at all.
const JWT_SHAPE = /^[A-Za-z0-9_-]{2,4096}\.[A-Za-z0-9_-]{2,8192}\.[A-Za-z0-9_-]{2,1024}$/;

/** The environment token of a request's cookies, when the cookie holds something shaped like one (HTTP requests and WebSocket upgrades alike). */
export function environmentTokenOf(cookies: Readonly<Record<string, string | undefined>>): string | undefined {
  const token = cookies[CookieName.EnvironmentToken];
  return token && JWT_SHAPE.test(token) ? token : undefined;
}

/** Cookies written on `response`; Secure when the shop is served over HTTPS or configured so. */
export function responseCookies(request: Request, response: Response | undefined, alwaysSecure: boolean): ResponseCookies {
  // Read when a cookie is written, not for every request: request.secure asks the trusted-proxy rules.
  const where = () => ({ path: '/', sameSite: 'lax' as const, secure: alwaysSecure || request.secure });
  return {
    set(name, value, setting = {}) {
      const maxAge = setting.maxAgeMs === undefined ? COOKIE_MAX_AGE_MS : setting.maxAgeMs ?? undefined;
      response?.cookie(name, value, { ...where(), httpOnly: !setting.readableByPage, ...(maxAge === undefined ? {} : { maxAge }) });
    },
    clear(name) {
      response?.clearCookie(name, where());
    },
  };
}

/**
 * An Express request's context. The client's address is read when asked (request.ip walks the
 * trusted-proxy rules, and few answers need it) by a getter of this class, shared by every
 * context. Why not a getter in an object literal: each such literal gets a hidden class of its
 * own, which V8 keeps reachable until a full collection, and with it the closure, the request and
 * everything of the request: ~8 KB of every request reached the old generation (issue 28).
 */
class ExpressRequestContext implements RequestContext {
  readonly #request: Request;

  constructor(
    request: Request,
    readonly requestId: string,
    readonly culture: Culture,
    readonly currencyId: number | undefined,
    readonly deviceType: DeviceType | undefined,
    readonly environmentToken: string | undefined,
    readonly rememberMe: boolean,
    readonly cookies: ResponseCookies,
  ) {
    this.#request = request;
  }

  get clientAddress(): string | undefined {
    return this.#request.ip;
  }
}

/** Builds the RequestContext of an Express request. */
export function requestContextOf(request: Request, response?: Response, secureCookies = false): RequestContext {
  const cookies = cookiesOf(request);
  const headerCulture = request.headers[RequestHeader.Culture];
  const culture = isCulture(headerCulture) ? headerCulture : isCulture(cookies[CookieName.Culture]) ? cookies[CookieName.Culture] as Culture : DEFAULT_CULTURE;
  const device = positiveInt(request.headers[RequestHeader.DeviceType]);
  const id = (request as Request & { id?: unknown }).id;
  return new ExpressRequestContext(
    request,
    typeof id === 'string' || typeof id === 'number' ? String(id) : '',
    culture,
    positiveInt(cookies[CookieName.Currency]),
    device !== undefined && device in DeviceType ? device : undefined,
    environmentTokenOf(cookies),
    cookies[CookieName.Remember] === '1',
    responseCookies(request, response, secureCookies),
  );
}

const CONTEXT = Symbol('requestContext');
const ANSWER = Symbol('answer');
type WithContext = Request & { [CONTEXT]?: RequestContext; [ANSWER]?: { response: Response; secureCookies: boolean } };

/** Front-door middleware: remembers where the request's cookies are written, for its context. */
export function requestContextMiddleware(secureCookies: boolean): Middleware<Request, Response> {
  return (request, response, next) => {
    (request as WithContext)[ANSWER] = { response, secureCookies };
    next();
  };
}

/**
 * The request's context, built the first time something asks and kept on the request, so the
 * cookies and tokens are read once however many parts of the server look at it.
 */
export function contextOf(request: Request): RequestContext {
  const holder = request as WithContext;
  return (holder[CONTEXT] ??= requestContextOf(request, holder[ANSWER]?.response, holder[ANSWER]?.secureCookies));
}

/** Nothing is written: the cookies of a context no answer goes back to. */
const NO_COOKIES: ResponseCookies = { set: () => undefined, clear: () => undefined };

/**
 * The context of the server's own reads that answer no shopper in particular (sitemaps, the
 * other language's paths): the language only, no cookies, tokens or currency choice.
 */
export function serverContext(culture: Culture, requestId = 'server'): RequestContext {
  return { requestId, culture, cookies: NO_COOKIES };
}
