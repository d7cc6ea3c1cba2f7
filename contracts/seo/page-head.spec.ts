import type { RouteInfo } from '../route/entities.js';
import { headTags, ogImageUrl, robotsOf, type HeadTag } from './page-head.js';
import { fixedPageHead, listCrumbs, listHead, notFoundHead } from './page-heads.js';

const URL = 'https://shop.example';
const attributesOf = (tags: HeadTag[], key: string) => tags.find((tag) => tag.attributes.some(([, value]) => value === key))?.attributes;
const contentOf = (tags: HeadTag[], key: string) => attributesOf(tags, key)?.find(([name]) => name === 'content' || name === 'href')?.[1];
const brand: RouteInfo = { type: 'brand', id: 8, culture: 'en', title: 'Nordik Time', alternates: { tr: '/nordik-time-b-8', en: '/en/nordik-time-b-8' } };

describe('issue 16 item 8: the shared head rules (S2.05)', () => {
  it('search results and narrowed lists are followed, not indexed; a missing page is not indexed at all', () => {
    expect(robotsOf('search')).toBe('noindex,follow');
    expect(robotsOf('list', '?brand=3')).toBe('noindex,follow');
    expect(robotsOf('list', '?page=2')).toBe('noindex,follow');
    expect(robotsOf('list', '')).toBe('index,follow');
    expect(robotsOf('page')).toBe('index,follow');
    expect(robotsOf('notFound')).toBe('noindex');
  });

  it('an indexable page carries no robots tag; a filtered list names noindex,follow and keeps its bare path as canonical', () => {
    const plain = headTags(listHead(brand, listCrumbs(brand, []), '', URL), URL);
    expect(attributesOf(plain, 'robots')).toBeUndefined();
    const filtered = headTags(listHead(brand, listCrumbs(brand, []), '?price=0-500', URL), URL);
    expect(contentOf(filtered, 'robots')).toBe('noindex,follow');
    expect(contentOf(filtered, 'canonical')).toBe(`${URL}/en/nordik-time-b-8`);
    expect(filtered.filter((tag) => tag.attributes.some(([name]) => name === 'hreflang')).map((tag) => tag.attributes.find(([name]) => name === 'hreflang')?.[1])).toEqual(['tr', 'en', 'x-default']);
  });

  it('og:image is a 1200×630 raster rendering of the shop\'s media, never the SVG itself', () => {
    expect(ogImageUrl(`${URL}/media/products/1-1.svg`, URL)).toBe(`${URL}/image/media/products/1-1.svg?w=1200&h=630&bg=ffffff`);
    expect(ogImageUrl(undefined, URL)).toMatch(new RegExp(`^${URL}/image/media/banners/.+\\.svg\\?w=1200&h=630&bg=ffffff$`));
    const tags = headTags(fixedPageHead('tr', { tr: '/', en: '/en/' }), URL);
    expect(contentOf(tags, 'og:image:width')).toBe('1200');
    expect(contentOf(tags, 'og:image:height')).toBe('630');
  });

  it('a list\'s title, description and breadcrumbs follow its name; a brand\'s trail is itself', () => {
    const head = listHead(brand, listCrumbs(brand, []), '', URL);
    expect(head.title).toBe('Nordik Time | Vitrin');
    expect(head.description).toContain('Nordik Time');
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Nordik Time', item: `${URL}/en/nordik-time-b-8` }] });
  });

  it('a missing page has no canonical or hreflang links and says noindex', () => {
    const tags = headTags(notFoundHead('tr'), URL);
    expect(contentOf(tags, 'robots')).toBe('noindex');
    expect(attributesOf(tags, 'canonical')).toBeUndefined();
    expect(tags.some((tag) => tag.attributes.some(([name]) => name === 'hreflang'))).toBe(false);
  });

  it('JSON-LD text cannot close its script tag', () => {
    const head = { ...fixedPageHead('en', { tr: '/', en: '/en/' }), jsonLd: [{ name: '</script><b>' }] };
    const script = headTags(head, URL).find((tag) => tag.tag === 'script');
    expect(script?.text).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});
