import { englishPathOf, isStaticRoute, turkishPathOf } from './static-routes.js';

describe('static routes (spec §2)', () => {
  it.each(['/', '/en/', '/en', '/u/orders/42', '/en/u/message-detail/7', '/c/shipping-and-payment', '/login', '/en/otp',
    '/search', '/en/search', '/karsilastir', '/siparis-takip', '/en/order-track', '/blog/saat-bakimi', '/en/corporate', '/destek'])(
    'S2.02-S2.05 %s is a page', (path) => expect(isStaticRoute(path)).toBe(true));

  it.each(['/u/orders/42/extra', '/nope', '/en/siparis-takip-x', '/c/unknown'])('%s is not a fixed page', (path) => expect(isStaticRoute(path)).toBe(false));

  it('maps paths between the languages', () => {
    expect(turkishPathOf('/en/order-track')).toBe('/siparis-takip');
    expect(englishPathOf('/siparis-takip')).toBe('/en/order-track');
    expect(englishPathOf('/kurumsal/hakkimizda')).toBe('/en/corporate/hakkimizda');
    expect(turkishPathOf('/en/c/cart-summary')).toBe('/c/cart-summary');
    expect(englishPathOf('/')).toBe('/en/');
  });
});
