import { MAX_URLS_PER_SITEMAP, PAGES_PER_SITEMAP, robotsTxt, sitemapIndex, urlSet } from './sitemap.js';

describe('sitemap documents', () => {
  it('splits past 50,000 URLs: each page counts twice, once per language', () => {
    expect(PAGES_PER_SITEMAP * 2).toBe(MAX_URLS_PER_SITEMAP);
    expect(MAX_URLS_PER_SITEMAP).toBe(50_000);
  });

  it('lists both languages of a page with hreflang alternates, escaped', () => {
    const xml = urlSet('https://x', [{ tr: '/saat-&-kordon-p-1', en: '/en/watch-p-1' }]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://x/saat-&#38;-kordon-p-1</loc>');
    expect(xml).toContain('hreflang="en" href="https://x/en/watch-p-1"');
  });

  it('indexes sitemap files and names the index in robots.txt', () => {
    expect(sitemapIndex('https://x', ['/a.xml', '/b.xml'])).toContain('<sitemap><loc>https://x/b.xml</loc></sitemap>');
    expect(robotsTxt('https://x')).toContain('Sitemap: https://x/sitemap.xml');
  });
});
