import { jest } from '@jest/globals';
import type { Request, Response } from 'express';
import { headersOf, securityHeaders } from './security-headers.js';

/** The headers one answer got from the middleware, names lower-cased. */
function answerHeaders(secure: boolean): Record<string, string> {
  const set: Record<string, string> = {};
  const response = { setHeader: (name: string, value: unknown) => { set[name.toLowerCase()] = String(value); } } as unknown as Response;
  const next = jest.fn();
  securityHeaders()({ secure } as Request, response, next);
  expect(next).toHaveBeenCalledTimes(1);
  return set;
}

describe('securityHeaders (issue 17 item 2)', () => {
  it('sets the strict policy, no framing, no sniffing and the referrer policy on every answer', () => {
    const headers = answerHeaders(false);
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';"
      + "worker-src 'self' blob:;media-src 'self';object-src 'none';base-uri 'none';form-action 'self';frame-ancestors 'none'");
    expect(headers).toMatchObject({
      'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin', 'cross-origin-resource-policy': 'same-origin',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS only to answers that went out over HTTPS', () => {
    expect(answerHeaders(true)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('headersOf', () => {
  it('lists what a middleware sets, in order', () => {
    expect(headersOf((_request, response, next) => { response.setHeader('A', '1'); response.setHeader('B', 2); next(); })).toEqual([['A', '1'], ['B', '2']]);
  });

  it('refuses a middleware that does not finish at once, or fails', () => {
    expect(() => headersOf(() => undefined)).toThrow('did not finish at once');
    expect(() => headersOf((_request, _response, next) => next(new Error('broken')))).toThrow('broken');
  });
});
