import express from 'express';
import { matchPlainRoutesByText, type RouterLayer } from './static-routes.js';

const ok = (_request: unknown, response: express.Response) => { response.end(); };

function app(strict: boolean) {
  const instance = express();
  instance.set('case sensitive routing', strict);
  instance.set('strict routing', strict);
  instance.post('/api/get-cart', ok);
  instance.get('/api/:slug', ok);
  instance.get('/media/a.b_c~d', ok);
  instance.use('/api', ok);
  return instance.router as unknown as { stack: RouterLayer[] };
}

const PATHS = ['/api/get-cart', '/api/get-cart/', '/API/get-cart', '/api/Get-Cart', '/api/get-cart/x', '/api/get-car', '/api/get%2Dcart', '/api/other',
  '/media/a.b_c~d', '/media/a.b_c~d/', '/media/aXb_c~d', '/', ''];

describe('matchPlainRoutesByText', () => {
  it('wraps the routes without parameters of a strict, case-sensitive router, which then match exactly as before', () => {
    const plain = app(true);
    const before = app(true).stack.map((layer) => PATHS.map((path) => JSON.stringify(layer.match(path))));
    expect(matchPlainRoutesByText(plain)).toBe(2);
    expect(plain.stack.map((layer) => PATHS.map((path) => JSON.stringify(layer.match(path))))).toEqual(before);
  });

  it('wraps nothing where a route would also match another spelling (routing not strict or not case sensitive)', () => {
    expect(matchPlainRoutesByText(app(false))).toBe(0);
  });
});
