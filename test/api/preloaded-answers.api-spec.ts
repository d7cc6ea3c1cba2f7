import request from 'supertest';
import { CookieName, ProductRequestFlags as F } from '../../contracts/enums.js';
import type { ApiRequest } from '../../contracts/common/api-request.js';
import { PRELOADED_ANSWERS_ELEMENT_ID, productPageRequests, requestKey, routeInfoRequest, shellRequests } from '../../contracts/site/preloaded-answers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The answers a page's HTML carries, by request key; {} when it carries none. */
function preloadedAnswersOf(html: string): Record<string, unknown> {
  const script = new RegExp(`<script id="${PRELOADED_ANSWERS_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
  return script ? JSON.parse(script[1]) : {};
}

describe('preloaded answers: the SPA\'s start-up requests answered inside the page (S7.25, S7.34, S4.13)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  const product = async (culture: string) => (await request(shop.url).post('/api/search-products').set('x-culture', culture)
    .send({ pageSize: 1, flags: F.Default | F.InStock, includes: ['Id', 'RoutePath'] }).expect(200)).body.products[0] as { id: number; routePath: string };

  /** What the API itself answers to `call` for a visitor of `culture` with `cookie`. */
  async function asked(call: ApiRequest, culture: string, cookie = ''): Promise<unknown> {
    const sent = call.method === 'GET' ? request(shop.url).get(call.url) : request(shop.url).post(call.url).send(call.body as object);
    return (await sent.set('x-culture', culture).set('cookie', cookie).expect(200)).body;
  }

  it.each(['tr', 'en'])('a %s product page carries the answers to its route, product, stock and shell, each what the API answers', async (culture) => {
    const { id, routePath } = await product(culture);
    const answers = preloadedAnswersOf((await request(shop.url).get(routePath).set('accept', 'text/html').expect(200)).text);
    const calls = [...shellRequests(culture as 'tr' | 'en'), routeInfoRequest(routePath), ...productPageRequests(id)];
    expect(Object.keys(answers).sort()).toEqual(calls.map(requestKey).sort());
    for (const call of calls) expect(answers[requestKey(call)]).toEqual(await asked(call, culture));
    expect(answers[requestKey(routeInfoRequest(routePath))]).toMatchObject({ isSuccess: true, route: { type: 'product', id, culture } });
  });

  it('S7.25 a product page is built in process: serving its HTML sends no request to the storefront API', async () => {
    const { routePath } = await product('tr');
    const server = shop.app.getHttpServer() as import('node:http').Server;
    const seen: string[] = [];
    const listener = (incoming: import('node:http').IncomingMessage) => { seen.push(incoming.url ?? ''); };
    server.on('request', listener);
    try {
      await request(shop.url).get(routePath).set('accept', 'text/html').expect(200);
    } finally {
      server.off('request', listener);
    }
    expect(seen).toContain(routePath);
    expect(seen.filter((url) => url.startsWith('/api/'))).toEqual([]);
  });

  it('S4.13 the product is answered in the currency the visitor chose (the currency cookie is asked with)', async () => {
    const { id, routePath } = await product('tr');
    const cookie = `${CookieName.Currency}=3`;
    const answers = preloadedAnswersOf((await request(shop.url).get(routePath).set('accept', 'text/html').set('cookie', cookie).expect(200)).text);
    const [productCall] = productPageRequests(id);
    const answered = answers[requestKey(productCall)] as { product: { currencyId: number } };
    expect(answered.product.currencyId).toBe(3);
    expect(answered).toEqual(await asked(productCall, 'tr', cookie));
  });

  it('a list page carries its route; a fixed page only the shell\'s answers; an unknown path the shell\'s and "no such route" (issue 16 item 11: its 404 page asks nothing that fails)', async () => {
    const list = preloadedAnswersOf((await request(shop.url).get('/saat-c-1').set('accept', 'text/html').expect(200)).text);
    expect(list[requestKey(routeInfoRequest('/saat-c-1'))]).toMatchObject({ route: { type: 'category', id: 1 } });
    const shell = shellRequests('tr').map(requestKey).sort();
    expect(Object.keys(preloadedAnswersOf((await request(shop.url).get('/siparis-takip').set('accept', 'text/html').expect(200)).text)).sort()).toEqual(shell);
    const unknown = preloadedAnswersOf((await request(shop.url).get('/boyle-bir-sayfa-yok').set('accept', 'text/html').expect(404)).text);
    const unknownRoute = requestKey(routeInfoRequest('/boyle-bir-sayfa-yok'));
    expect(Object.keys(unknown).sort()).toEqual([...shell, unknownRoute].sort());
    expect(unknown[unknownRoute]).toEqual({ isSuccess: false, route: null });
    // The API itself still answers 404 for the path.
    await request(shop.url).get('/api/route-info').query({ path: '/boyle-bir-sayfa-yok' }).expect(404);
  });
});
