import type { PathPair } from '../../../contracts/gateway/route.js';

/** Public fixed pages worth a crawler's time, in both languages. */
export const COMMON_PAGE_PAIRS: PathPair[] = [
  { tr: '/', en: '/en/' },
  { tr: '/blog', en: '/en/blog' },
  { tr: '/kurumsal', en: '/en/corporate' },
  { tr: '/destek', en: '/en/support' },
  { tr: '/siparis-takip', en: '/en/order-track' },
];
