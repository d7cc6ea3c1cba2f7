import { FIXED_PAGE_NAMES } from '../../../contracts/site/page-names';
import { STATIC_ROUTES } from '../../../contracts/site/routes';
import { localizedPath, otherLanguagePath, PAGE_ROUTES, pagePath } from './routes';

describe('routes (spec §2)', () => {
  it('S2.02-S2.05 the SPA registers every fixed route the server knows', () => {
    expect(['/', ...PAGE_ROUTES.map((route) => route.path)].sort()).toEqual([...STATIC_ROUTES].sort());
  });

  it('issue 16 item 8: the server titles each fixed page with the name the SPA titles it with (search, blog posts and corporate pages from their data)', () => {
    const titledFromData = new Set(['search', 'blogDetail', 'corporatePage']);
    const spa = Object.fromEntries(PAGE_ROUTES.filter((route) => !titledFromData.has(route.key)).map((route) => [route.path, route.title]));
    expect(FIXED_PAGE_NAMES).toEqual(spa);
  });

  it('S2.05 order tracking is /siparis-takip in Turkish and /en/order-track in English', () => {
    expect(pagePath('orderTrack', 'tr')).toBe('/siparis-takip');
    expect(pagePath('orderTrack', 'en')).toBe('/en/order-track');
  });

  it('S1.04 English routes live under /en/', () => {
    expect(localizedPath('/u/orders/:id', 'en')).toBe('/en/u/orders/:id');
    expect(pagePath('orderDetail', 'en', { id: 42 })).toBe('/en/u/orders/42');
    expect(localizedPath('/', 'en')).toBe('/en/');
  });

  it('switches a path to the other language', () => {
    expect(otherLanguagePath('/c/cart-summary')).toBe('/en/c/cart-summary');
    expect(otherLanguagePath('/en/order-track')).toBe('/siparis-takip');
    expect(otherLanguagePath('/en/')).toBe('/');
    expect(otherLanguagePath('/')).toBe('/en/');
  });
});
