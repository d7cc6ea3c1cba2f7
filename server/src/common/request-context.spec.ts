import type { Request } from 'express';
import { requestContextOf } from './request-context.js';

const requestWith = (headers: Record<string, string>, ip = '203.0.113.7') => {
  let asked = 0;
  const request = { headers, get ip() { asked += 1; return ip; } } as unknown as Request;
  return { request, asked: () => asked };
};

describe('RequestContext of an Express request (S3)', () => {
  it('S3 reads the language, currency, device and remember-me from headers and cookies', () => {
    const { request } = requestWith({ 'x-culture': 'en', 'x-device-type': '2', cookie: 'x-currency=3; x-remember=1' });
    const context = requestContextOf(request);
    expect([context.culture, context.currencyId, context.deviceType, context.rememberMe]).toEqual(['en', 3, 2, true]);
  });

  it('reads the client\'s address only when asked, from the request as it is then', () => {
    const { request, asked } = requestWith({});
    const context = requestContextOf(request);
    expect(asked()).toBe(0);
    expect(context.clientAddress).toBe('203.0.113.7');
    expect(asked()).toBe(1);
  });

  it('issue 28: every context has the one shape: no accessor of its own (an object literal\'s getter gave each request a hidden class that kept the request alive)', () => {
    const [first, second] = [requestContextOf(requestWith({}).request), requestContextOf(requestWith({ 'x-culture': 'en' }).request)];
    expect(Object.getOwnPropertyDescriptor(first, 'clientAddress')).toBeUndefined();
    expect(Object.getPrototypeOf(first)).toBe(Object.getPrototypeOf(second));
    expect(Object.keys(first)).toEqual(Object.keys(second));
  });
});
