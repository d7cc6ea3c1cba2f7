import type { CommonPages } from '../../../../contracts/route/entities.js';

/**
 * Path masks of the pages every storefront links to, per culture (spec §2: "member-facing path
 * masks come from a per-culture list of common pages"). Keys are the spec's internal path keys.
 */
export const COMMON_PAGES: CommonPages = {
  tr: {
    home: '/', search: '/search', compare: '/karsilastir', orderTrack: '/siparis-takip', login: '/login', otp: '/otp',
    blog: '/blog', corporate: '/kurumsal', support: '/destek', cartSummary: '/c/cart-summary', account: '/u/info', orders: '/u/orders',
  },
  en: {
    home: '/en/', search: '/en/search', compare: '/en/compare', orderTrack: '/en/order-track', login: '/en/login', otp: '/en/otp',
    blog: '/en/blog', corporate: '/en/corporate', support: '/en/support', cartSummary: '/en/c/cart-summary', account: '/en/u/info', orders: '/en/u/orders',
  },
};
