import type { Culture } from '../../../contracts/enums';
import { TRANSLATED_ROUTES } from '../../../contracts/site/routes';
import type { MessageKey } from '../i18n/translate';

/** One fixed page of spec §2: its internal key, Turkish path pattern and title. */
export interface PageRoute {
  key: string;
  path: string;
  title: MessageKey;
}

/** Every fixed route of spec §2 (S2.01-S2.05), Turkish form; English adds /en (or a translated path). */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { key: 'accountInfo', path: '/u/info', title: 'route.accountInfo' },
  { key: 'orders', path: '/u/orders', title: 'route.orders' },
  { key: 'orderDetail', path: '/u/orders/:id', title: 'route.orderDetail' },
  { key: 'orderCancel', path: '/u/order-cancel/:id', title: 'route.orderCancel' },
  { key: 'orderReturn', path: '/u/order-return/:id', title: 'route.orderReturn' },
  { key: 'returns', path: '/u/returns', title: 'route.returns' },
  { key: 'returnDetail', path: '/u/returns/:id', title: 'route.returnDetail' },
  { key: 'addresses', path: '/u/addresses', title: 'route.addresses' },
  { key: 'favorites', path: '/u/favorites', title: 'route.favorites' },
  { key: 'communicationPreferences', path: '/u/communication-preferences', title: 'route.communicationPreferences' },
  { key: 'stockAlarms', path: '/u/stock-alarms', title: 'route.stockAlarms' },
  { key: 'priceAlarms', path: '/u/price-alarms', title: 'route.priceAlarms' },
  { key: 'messages', path: '/u/messages', title: 'route.messages' },
  { key: 'messageDetail', path: '/u/message-detail/:id', title: 'route.messageDetail' },
  { key: 'changePassword', path: '/u/change-password', title: 'route.changePassword' },
  { key: 'club', path: '/u/club', title: 'route.club' },
  { key: 'coupons', path: '/u/coupons', title: 'route.coupons' },
  { key: 'collection', path: '/u/collection', title: 'route.collection' },
  { key: 'cartSummary', path: '/c/cart-summary', title: 'route.cartSummary' },
  { key: 'shipping', path: '/c/shipping', title: 'route.shipping' },
  { key: 'payment', path: '/c/payment', title: 'route.payment' },
  { key: 'shippingAndPayment', path: '/c/shipping-and-payment', title: 'route.shippingAndPayment' },
  { key: 'orderSummary', path: '/c/order-summary', title: 'route.orderSummary' },
  { key: 'login', path: '/login', title: 'route.login' },
  { key: 'otp', path: '/otp', title: 'route.otp' },
  { key: 'search', path: '/search', title: 'route.search' },
  { key: 'compare', path: '/karsilastir', title: 'route.compare' },
  { key: 'orderTrack', path: '/siparis-takip', title: 'route.orderTrack' },
  { key: 'blog', path: '/blog', title: 'route.blog' },
  { key: 'blogDetail', path: '/blog/:slug', title: 'route.blogPost' },
  { key: 'corporate', path: '/kurumsal', title: 'route.corporate' },
  { key: 'corporatePage', path: '/kurumsal/:slug', title: 'route.corporatePage' },
  { key: 'support', path: '/destek', title: 'route.support' },
  { key: 'newsletter', path: '/bulten', title: 'route.newsletter' },
];

/** A Turkish path or pattern in the given language: /en in front, or its translation (S2.05). */
export function localizedPath(turkishPath: string, culture: Culture): string {
  if (culture === 'tr') return turkishPath;
  const translated = Object.entries(TRANSLATED_ROUTES).find(([tr]) => turkishPath === tr || turkishPath.startsWith(`${tr}/`));
  if (translated) return translated[1] + turkishPath.slice(translated[0].length);
  return turkishPath === '/' ? '/en/' : `/en${turkishPath}`;
}

/** Path of a fixed page by key, with its parameters filled. */
export function pagePath(key: string, culture: Culture, params: Record<string, string | number> = {}): string {
  const route = PAGE_ROUTES.find((candidate) => candidate.key === key);
  if (!route) throw new Error(`unknown page ${key}`);
  return localizedPath(route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? ''))), culture);
}

/** The same page in the other language (header language switch). */
export function otherLanguagePath(pathname: string): string {
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    const translated = Object.entries(TRANSLATED_ROUTES).find(([, en]) => pathname === en || pathname.startsWith(`${en}/`));
    return translated ? translated[0] + pathname.slice(translated[1].length) : pathname.slice(3) || '/';
  }
  return localizedPath(pathname, 'en');
}

/** Home of a language. */
export const homePath = (culture: Culture) => (culture === 'en' ? '/en/' : '/');
