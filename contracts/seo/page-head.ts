import type { Culture } from '../enums.js';
import { imageUrl } from '../image/resize.js';

/**
 * The head of one page as the server writes it into the first HTML and the SPA rewrites it on
 * every client-side navigation: one description and one list of tags (headTags), so the two
 * never disagree about what a page's head holds.
 */
export interface PageHead {
  /** The page's language: og:locale, and which alternate is canonical. */
  culture: Culture;
  /** The document title. */
  title: string;
  /** meta description and og:description. */
  description: string;
  /** The page's path in each language (canonical and hreflang); null on a page that is not found. */
  alternates: Record<Culture, string> | null;
  /** What crawlers may do with the page (robotsOf). */
  robots: Robots;
  /** og:type. */
  ogType: 'website' | 'product' | 'article';
  /** Path (/media/...) or absolute URL of the page's own picture; the shop's picture when absent. */
  image?: string;
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd: object[];
}

/** robots meta values: indexable pages carry no robots tag at all (the crawler's default). */
export type Robots = 'index,follow' | 'noindex,follow' | 'noindex';

/** What kind of page a path shows, as far as crawlers care. */
export type PageKind = 'page' | 'list' | 'search' | 'notFound';

/**
 * Who may index a page: a missing page nobody; search results and a list narrowed, sorted or
 * paged by its query are followed but not indexed (endless near-copies of the canonical list,
 * which keeps its bare path as canonical); every other page is indexed.
 */
export function robotsOf(kind: PageKind, search = ''): Robots {
  if (kind === 'notFound') return 'noindex';
  if (kind === 'search') return 'noindex,follow';
  if (kind === 'list' && new URLSearchParams(search).size > 0) return 'noindex,follow';
  return 'index,follow';
}

/** Link previews want a raster picture of this size (Open Graph's large card); SVG is not shown. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** The shop's own picture, for pages without one: the banner backdrop the media service draws. */
export const SITE_OG_IMAGE = '/media/banners/vitrin-desktop.svg';

/**
 * Absolute URL of a page's link-preview picture: the shop's media through the resize service at
 * 1200×630 on white (PNG to a crawler, whose Accept does not name WebP); other URLs as they are.
 */
export function ogImageUrl(image: string | undefined, publicUrl: string): string {
  const source = image?.startsWith(`${publicUrl}/media/`) ? image.slice(publicUrl.length) : (image ?? SITE_OG_IMAGE);
  const url = imageUrl(source, { ...OG_IMAGE_SIZE, background: 'ffffff' });
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

/** The title as every page writes it: its own name, then the shop's. */
export const pageTitle = (name: string, siteName: string) => `${name} | ${siteName}`;

/** One tag of the head: its name, attributes in order, and a script's text. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: [name: string, value: string][];
  text?: string;
}

/** CSS selector of every tag headTags writes: the SPA removes these before writing a page's own. */
export const HEAD_TAG_SELECTOR = 'meta[name="description"],meta[name="robots"],link[rel="canonical"],link[rel="alternate"][hreflang],meta[property^="og:"],script[type="application/ld+json"]';

// JSON inside <script>: "<" escaped so no text can close the tag.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The tags of a page's head, title aside (document.title and <title>): meta, links, JSON-LD. */
export function headTags(head: PageHead, publicUrl: string): HeadTag[] {
  const meta = (attribute: string, key: string, content: string): HeadTag => ({ tag: 'meta', attributes: [[attribute, key], ['content', content]] });
  const link = (rel: string, href: string, hreflang?: string): HeadTag => ({ tag: 'link', attributes: [['rel', rel], ...(hreflang ? [['hreflang', hreflang] as [string, string]] : []), ['href', `${publicUrl}${href}`]] });
  const { alternates } = head;
  const canonical = alternates?.[head.culture];
  return [
    meta('name', 'description', head.description),
    ...(head.robots === 'index,follow' ? [] : [meta('name', 'robots', head.robots)]),
    ...(alternates && canonical ? [
      link('canonical', canonical),
      link('alternate', alternates.tr, 'tr'),
      link('alternate', alternates.en, 'en'),
      link('alternate', alternates.tr, 'x-default'),
    ] : []),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(canonical ? [meta('property', 'og:url', `${publicUrl}${canonical}`)] : []),
    meta('property', 'og:locale', head.culture === 'tr' ? 'tr_TR' : 'en_US'),
    meta('property', 'og:image', ogImageUrl(head.image, publicUrl)),
    meta('property', 'og:image:width', String(OG_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE_SIZE.height)),
    ...head.jsonLd.map((item): HeadTag => ({ tag: 'script', attributes: [['type', 'application/ld+json']], text: safeJson(item) })),
  ];
}
