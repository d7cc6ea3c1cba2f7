import { fixedPageHead, notFoundHead } from '../../../contracts/seo/page-heads';
import { writeHead } from './head-document';

describe('issue 16 item 8: the SPA rewrites the head on navigation (S2.05)', () => {
  it('replaces the previous page\'s description, canonical, hreflang, robots, Open Graph and JSON-LD with the next page\'s', () => {
    document.head.innerHTML = '<meta name="description" content="old"><link rel="canonical" href="http://localhost/old"><meta property="og:title" content="old">'
      + '<script type="application/ld+json">{"@type":"Product"}</script><meta name="viewport" content="width=device-width">';
    writeHead({ ...fixedPageHead('en', { tr: '/search', en: '/en/search' }, 'Search', 'search'), jsonLd: [{ '@type': 'BreadcrumbList' }] });
    expect(document.title).toBe('Search | Vitrin');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex,follow');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost/en/search');
    expect(document.querySelector('link[hreflang="tr"]')?.getAttribute('href')).toBe('http://localhost/search');
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Search | Vitrin');
    expect([...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''))).toEqual([{ '@type': 'BreadcrumbList' }]);
    // Tags the head rules do not own stay.
    expect(document.querySelector('meta[name="viewport"]')).not.toBeNull();
  });

  it('an indexable page after a noindex one carries no robots tag; a missing page drops canonical and hreflang', () => {
    writeHead(fixedPageHead('tr', { tr: '/search', en: '/en/search' }, 'Arama', 'search'));
    writeHead(fixedPageHead('tr', { tr: '/', en: '/en/' }));
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    writeHead(notFoundHead('tr'));
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"], link[hreflang]')).toBeNull();
  });
});
