import { CartMessage } from '../../../contracts/cart/messages';
import { DeviceType, type Culture } from '../../../contracts/enums';
import { MemberMessage } from '../../../contracts/member/messages';
import { PRELOADED_ANSWERS_ELEMENT_ID, requestKey, routeInfoRequest } from '../../../contracts/site/preloaded-answers';
import { ApiClient, ApiError, messageOf } from './api-client';
import { PreloadedAnswers } from './preloaded-answers';

function client(answer: () => Promise<Response>, preloadedAnswers?: PreloadedAnswers, culture: Culture = 'en') {
  const calls: { url: string; init: RequestInit }[] = [];
  const api = new ApiClient({
    culture: () => culture,
    deviceType: () => DeviceType.Desktop,
    fetch: (async (url: string, init: RequestInit) => { calls.push({ url, init }); return answer(); }) as unknown as typeof fetch,
    preloadedAnswers,
  });
  return { api, calls };
}
/** The part of a fetch Response the client reads (jsdom has no Response class). */
const json = (status: number, body: unknown) => Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);

describe('ApiClient (S3.28, S8.16, S3.24)', () => {
  it('sends the language and device type with every call, JSON on POST', async () => {
    const { api, calls } = client(() => json(200, { isSuccess: true, value: 1 }));
    await expect(api.post('/api/x', { a: 1 })).resolves.toEqual({ isSuccess: true, value: 1 });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['x-culture']).toBe('en');
    expect(headers['x-device-type']).toBe('2');
    expect(headers['content-type']).toBe('application/json');
    expect(calls[0].init.body).toBe('{"a":1}');
  });

  it('a Turkish page reads the engine\'s messages in Turkish, refusals and notices alike; an English page as they came; §8 texts too (issue 32 item 12, S8.03)', async () => {
    const refusal = (culture: Culture) => client(() => json(409, { isSuccess: false, message: CartMessage.couponExpired }), undefined, culture).api.post('/api/apply-coupon');
    await expect(refusal('tr')).rejects.toMatchObject({ status: 409, message: 'Bu kuponun süresi dolmuş' });
    await expect(refusal('en')).rejects.toMatchObject({ status: 409, message: CartMessage.couponExpired });
    const { api } = client(() => json(200, { isSuccess: true, message: MemberMessage.signedIn }), undefined, 'tr');
    await expect(api.post('/api/login')).resolves.toEqual({ isSuccess: true, message: 'Giriş yaptınız' });
    const s8 = client(() => json(500, { isSuccess: false, message: CartMessage.getFailure }), undefined, 'tr').api.post('/api/get-cart');
    await expect(s8).rejects.toMatchObject({ message: 'Sepetiniz alınamadı' });
  });

  it('gives a failure without a server message its fallback in the page\'s language (issue 32 item 12, S8.16)', async () => {
    document.documentElement.lang = 'tr';
    const failure = await client(() => { throw new TypeError('offline'); }, undefined, 'tr').api.post('/api/get-cart').catch((error: unknown) => error);
    expect(messageOf(failure, CartMessage.getFailure)).toBe('Sepetiniz alınamadı');
    document.documentElement.lang = 'en';
    expect(messageOf(failure, CartMessage.getFailure)).toBe('Failed to get cart');
    // The server's own 500 default says nothing either: the page's fallback, in its language, takes its place.
    document.documentElement.lang = 'tr';
    const unexpected = await client(() => json(500, { isSuccess: false, status: 500, message: 'An error occurred' }), undefined, 'tr').api.post('/api/get-cart').catch((error: unknown) => error);
    expect(messageOf(unexpected, CartMessage.getFailure)).toBe('Sepetiniz alınamadı');
    document.documentElement.lang = 'en';
  });

  it('appends query parameters on GET', async () => {
    const { api, calls } = client(() => json(200, {}));
    await api.get('/api/route-info', { path: '/saat ç', skip: undefined });
    expect(calls[0].url).toBe('/api/route-info?path=%2Fsaat+%C3%A7');
  });

  it('S7.25 a request the page already answered is not sent; the same request later is', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML = `<script id="${PRELOADED_ANSWERS_ELEMENT_ID}" type="application/json">${JSON.stringify({ [requestKey(routeInfoRequest('/saat-c-1'))]: { isSuccess: true, route: { id: 1 } } })}</script>`;
    const { api, calls } = client(() => json(200, { isSuccess: true, route: { id: 2 } }), PreloadedAnswers.read(doc));
    await expect(api.get('/api/route-info', { path: '/saat-c-1' })).resolves.toEqual({ isSuccess: true, route: { id: 1 } });
    expect(calls).toHaveLength(0);
    await expect(api.get('/api/route-info', { path: '/saat-c-1' })).resolves.toEqual({ isSuccess: true, route: { id: 2 } });
    await expect(api.get('/api/route-info', { path: '/saat-c-2' })).resolves.toEqual({ isSuccess: true, route: { id: 2 } });
    expect(calls.map((call) => call.url)).toEqual(['/api/route-info?path=%2Fsaat-c-1', '/api/route-info?path=%2Fsaat-c-2']);
  });

  it('S7.25 a preloaded request is sent once: the page that asks for it takes it over, a later ask sends again', async () => {
    const { api, calls } = client(() => json(200, { isSuccess: true, route: { id: 3 } }));
    const preloading = api.preload(routeInfoRequest('/saat-c-1'));
    expect(calls).toHaveLength(1);
    await preloading;
    expect(api.arrived(routeInfoRequest('/saat-c-1'))).toEqual({ isSuccess: true, route: { id: 3 } });
    await expect(api.request(routeInfoRequest('/saat-c-1'))).resolves.toEqual({ isSuccess: true, route: { id: 3 } });
    expect(calls).toHaveLength(1);
    await api.request(routeInfoRequest('/saat-c-1'));
    expect(calls).toHaveLength(2);
  });

  it('S7.25 preloading a request the page already answered sends nothing', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML = `<script id="${PRELOADED_ANSWERS_ELEMENT_ID}" type="application/json">${JSON.stringify({ [requestKey(routeInfoRequest('/saat-c-1'))]: { isSuccess: true, route: { id: 1 } } })}</script>`;
    const { api, calls } = client(() => json(200, { isSuccess: true, route: { id: 2 } }), PreloadedAnswers.read(doc));
    await expect(api.preload(routeInfoRequest('/saat-c-1'))).resolves.toEqual({ isSuccess: true, route: { id: 1 } });
    await expect(api.request(routeInfoRequest('/saat-c-1'))).resolves.toEqual({ isSuccess: true, route: { id: 1 } });
    expect(calls).toHaveLength(0);
  });

  it('S3.28 maps the error envelope to ApiError with status, server message and data', async () => {
    const { api } = client(() => json(400, { isSuccess: false, status: 400, message: 'pageSize must not be greater than 100', data: ['x'] }));
    const error = await api.post('/api/x').catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'pageSize must not be greater than 100', data: ['x'] });
  });

  it('S8.16 defaults the message to "An error occurred"', async () => {
    const { api } = client(() => Promise.resolve({ ok: false, status: 502, json: async () => { throw new SyntaxError('Unexpected token <'); } } as unknown as Response));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, message: 'An error occurred' });
  });

  it('S8.16 a network failure is status 500 "Network error occurred"', async () => {
    const { api } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 500, message: 'Network error occurred' });
  });

  it('S8.20 prefers the server message, else the fallback', () => {
    expect(messageOf(new ApiError(409, 'Stok yetersiz'), 'Failed to get cart')).toBe('Stok yetersiz');
    expect(messageOf(new ApiError(500, 'Network error occurred'), 'Failed to get cart')).toBe('Failed to get cart');
    expect(messageOf(new Error('boom'), 'Failed to get cart')).toBe('Failed to get cart');
  });
});
