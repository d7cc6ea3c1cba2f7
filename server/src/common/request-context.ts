import type { Request } from 'express';
import { CookieName, CULTURES, DEFAULT_CULTURE, DeviceType, RequestHeader, type Culture } from '../../../contracts/enums.js';
import { cookiesOf } from './cookies.js';

/**
 * Who is asking and how they want answers: built once per request from headers and cookies,
 * and handed to services as their first argument.
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
}

const isCulture = (value: unknown): value is Culture => typeof value === 'string' && (CULTURES as readonly string[]).includes(value);

function positiveInt(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return undefined;
  const parsed = Number(value);
  return parsed > 0 ? parsed : undefined;
}

/** Builds the RequestContext of an Express request. */
export function requestContextOf(request: Request): RequestContext {
  const cookies = cookiesOf(request);
  const headerCulture = request.headers[RequestHeader.Culture];
  const culture = isCulture(headerCulture) ? headerCulture : isCulture(cookies[CookieName.Culture]) ? cookies[CookieName.Culture] as Culture : DEFAULT_CULTURE;
  const device = positiveInt(request.headers[RequestHeader.DeviceType]);
  return {
    requestId: String((request as Request & { id?: unknown }).id ?? ''),
    culture,
    currencyId: positiveInt(cookies[CookieName.Currency]),
    deviceType: device !== undefined && device in DeviceType ? (device as DeviceType) : undefined,
  };
}
