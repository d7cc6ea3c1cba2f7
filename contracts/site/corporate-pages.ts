import type { Culture } from '../enums.js';

/**
 * The demo shop's corporate pages (about us and the legal texts) by their slug in each language:
 * an English page lives at /en/corporate/{en}, a Turkish one at /kurumsal/{tr} (issue 32 item 14:
 * English pages linked Turkish slugs). The seed writes the pages and the footer's links from
 * this, migration 0027 moves an existing database's English pages to their English slugs, and an
 * old slug still answers its page (BlogService.post).
 */
export const CORPORATE_PAGE_SLUGS = {
  aboutUs: { tr: 'hakkimizda', en: 'about-us' },
  kvkk: { tr: 'kvkk-aydinlatma-metni', en: 'kvkk-privacy-notice' },
  privacyPolicy: { tr: 'gizlilik-politikasi', en: 'privacy-policy' },
  cookiePolicy: { tr: 'cerez-politikasi', en: 'cookie-policy' },
  distanceSales: { tr: 'mesafeli-satis-sozlesmesi', en: 'distance-sales-agreement' },
} as const satisfies Record<string, Record<Culture, string>>;

/** A corporate page's path in a language: /kurumsal/{slug} in Turkish, /en/corporate/{slug} in English. */
export const corporatePagePath = (culture: Culture, slug: string): string =>
  (culture === 'en' ? `/en/corporate/${slug}` : `/kurumsal/${slug}`);
