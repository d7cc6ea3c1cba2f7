import type { Culture } from '../enums.js';

/**
 * The SPA's fixed routes (spec §2) as path patterns, Turkish form; English adds /en in front
 * except where TRANSLATED_ROUTES says otherwise. The server uses them to tell a real page from a
 * 404 for crawlers; product and list pages come from the route service instead.
 */
export const STATIC_ROUTES: readonly string[] = [
  '/',
  '/u/info', '/u/orders', '/u/orders/:id', '/u/order-cancel/:id', '/u/order-return/:id', '/u/returns', '/u/returns/:id',
  '/u/addresses', '/u/favorites', '/u/communication-preferences', '/u/stock-alarms', '/u/price-alarms', '/u/messages',
  '/u/message-detail/:id', '/u/change-password', '/u/club', '/u/coupons', '/u/collection',
  '/c/cart-summary', '/c/shipping', '/c/payment', '/c/shipping-and-payment', '/c/order-summary',
  '/login', '/otp', '/search', '/karsilastir', '/siparis-takip',
  '/blog', '/blog/:slug', '/kurumsal', '/kurumsal/:slug', '/destek', '/bulten',
];

/** Turkish path → English path, where the English one is not just /en + the Turkish one (S2.05). */
export const TRANSLATED_ROUTES: Readonly<Record<string, string>> = {
  '/siparis-takip': '/en/order-track',
  '/kurumsal': '/en/corporate',
  '/destek': '/en/support',
  '/bulten': '/en/newsletter',
  '/karsilastir': '/en/compare',
};

/** The language of a path: tr at /, en under /en/ (S1.04). */
export function cultureOfPath(pathname: string): Culture {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'tr';
}
