import type { PathPair } from '../../../contracts/gateway/route.js';

/** The sitemap protocol's limit of URLs per file. */
export const MAX_URLS_PER_SITEMAP = 50_000;
/** Each page is listed once per language. */
export const PAGES_PER_SITEMAP = MAX_URLS_PER_SITEMAP / 2;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A sitemap index pointing at the given sitemap paths. */
export function sitemapIndex(publicUrl: string, paths: string[]): string {
  const entries = paths.map((path) => `  <sitemap><loc>${escapeXml(publicUrl + path)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** A urlset listing every page in both languages, each with its hreflang alternates. */
export function urlSet(publicUrl: string, pages: PathPair[]): string {
  const alternates = (page: PathPair) =>
    `<xhtml:link rel="alternate" hreflang="tr" href="${escapeXml(publicUrl + page.tr)}"/><xhtml:link rel="alternate" hreflang="en" href="${escapeXml(publicUrl + page.en)}"/>`;
  const urls = pages.flatMap((page) => [page.tr, page.en].map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc>${alternates(page)}</url>`));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public is crawlable; account, cart and API paths are not. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /gateway/', 'Disallow: /u/', 'Disallow: /en/u/', 'Disallow: /c/', 'Disallow: /en/c/',
    'Disallow: /login', 'Disallow: /en/login', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
