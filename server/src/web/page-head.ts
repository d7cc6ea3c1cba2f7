import type { MediaItem } from '../../../contracts/banner/entities.js';
import { mobileSrcSet } from '../../../contracts/banner/media.js';
import type { Culture } from '../../../contracts/enums.js';
import { PRODUCT_GALLERY_PICTURE, PRODUCT_GALLERY_SIDE } from '../../../contracts/image/product-gallery.js';
import { imageUrl, imageWidthSrcSet } from '../../../contracts/image/resize.js';
import { DESKTOP_MIN_WIDTH } from '../../../contracts/site/breakpoints.js';
import { isMerchantText } from '../../../contracts/localization/merchant-texts.js';
import { headTags, type HeadTag, type PageHead } from '../../../contracts/seo/page-head.js';
import { CONSENT_TEXTS_TR, type ConsentTexts } from '../../../contracts/site/consent.js';
import { CONSENT_TEXTS_EN } from '../../../contracts/site/consent-en.js';
import type { RouteInfo } from '../../../contracts/route/entities.js';
import { PRELOADED_ANSWERS_ELEMENT_ID, localizedTextsRequest, requestKey } from '../../../contracts/site/preloaded-answers.js';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../../../contracts/site/entities.js';
import { escapeHtml } from '../common/escape-html.js';

/**
 * What the server knows about a page before the SPA runs: its head (contracts/seo/page-head.ts,
 * the same description the SPA writes on navigation) and the first-screen frame's data.
 */
export interface PageMeta extends Omit<PageHead, 'alternates' | 'robots'> {
  /** 404 for a path no page answers: crawlers must not index it. */
  status: 200 | 404;
  /** Path of the page in each language (canonical and hreflang). */
  alternates: Record<Culture, string>;
  /** Search results and narrowed lists are not indexed (robotsOf); a 404 never is. Indexed when absent. */
  robots?: PageHead['robots'];
  /** A product page: its breadcrumb trail (home first, the product last) for the first-screen frame. */
  productCrumbs?: string[];
  /** The home page: its slider's first slide, for the first-screen frame. */
  homeHero?: MediaItem;
  /** A catalogue page (product, category, brand, type): what the route service said about its path; null when it does not know the path. */
  route?: RouteInfo | null;
  /** A catalogue page asked at a path that is no longer its own: its path now (answered with 301). */
  movedTo?: string;
}

// JSON inside <script>: "<" escaped so no text can close the tag.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** One head tag as HTML; a script's text is already safe JSON. */
function tagHtml({ tag, attributes, text }: HeadTag): string {
  const open = `<${tag}${attributes.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('')}>`;
  return tag === 'script' ? `${open}${text ?? ''}</script>` : open;
}

/** The page's head as the shared rules describe it: a 404 has no canonical form and is never indexed. */
export function pageHeadOf(meta: PageMeta): PageHead {
  return meta.status === 404
    ? { ...meta, alternates: null, robots: 'noindex' }
    : { ...meta, robots: meta.robots ?? 'index,follow' };
}

/** A product page's main picture as the gallery asks for it, escaped for attributes: the shop's own media only. */
function productPicture(meta: PageMeta, publicUrl: string): { href: string; srcset: string; sizes: string } | null {
  if (meta.ogType !== 'product' || !meta.image?.startsWith(`${publicUrl}/media/`)) return null;
  const path = meta.image.slice(publicUrl.length);
  const box = { width: PRODUCT_GALLERY_SIDE, height: PRODUCT_GALLERY_SIDE };
  const srcset = imageWidthSrcSet(path, box, PRODUCT_GALLERY_PICTURE.widths);
  return srcset ? { href: escapeHtml(imageUrl(path, box)), srcset: escapeHtml(srcset), sizes: escapeHtml(PRODUCT_GALLERY_PICTURE.sizes) } : null;
}

/**
 * A product page's largest picture is its default image: the browser starts fetching it with the
 * HTML instead of after the app's code and the product's data, at the URL the gallery will ask for.
 */
function productImagePreload(meta: PageMeta, publicUrl: string): string[] {
  const picture = productPicture(meta, publicUrl);
  if (!picture) return [];
  return [`<link rel="preload" as="image" href="${picture.href}" imagesrcset="${picture.srcset}" imagesizes="${picture.sizes}" fetchpriority="high">`];
}

/**
 * The product page's first screen as far as its picture, painted with the HTML like the header's
 * frame in index.html: breadcrumbs and the main picture in the gallery's own boxes, so a phone
 * shows the page's largest element before the app's code has run. The app's first render
 * replaces it with the real page, the same picture at the same size from the browser's memory.
 * Hidden from assistive technology: it is a picture of the page, not the page.
 */
function productFirstScreen(meta: PageMeta, publicUrl: string): string {
  const picture = productPicture(meta, publicUrl);
  if (!picture || !meta.productCrumbs?.length) return '';
  const side = PRODUCT_GALLERY_SIDE;
  const crumbs = meta.productCrumbs.map((name) => `<li>${escapeHtml(name)}</li>`).join('');
  return `<div class="site-main" aria-hidden="true" data-first-screen="product"><div class="page page--pdp"><div class="pdp">`
    + `<div class="breadcrumbs"><ol>${crumbs}</ol></div>`
    + `<div class="pdp__main"><div class="gallery"><div class="gallery__stage"><span class="lazy-image gallery__image" style="aspect-ratio: ${side} / ${side}">`
    + `<img alt="" src="${picture.href}" srcset="${picture.srcset}" sizes="${picture.sizes}" width="${side}" height="${side}" fetchpriority="high">`
    + `</span></div></div></div></div></div></div>`;
}

/**
 * The home page's first screen as far as its hero: the slider's first slide in the hero's own
 * box, the same picture sources as the app's slider, so a phone paints the home page's largest
 * element with the HTML. Replaced by the app's slider on its first render; hidden from assistive
 * technology and without links until then.
 */
function homeFirstScreen(hero: MediaItem | undefined): string {
  if (!hero) return '';
  return `<div class="site-main" aria-hidden="true" data-first-screen="home"><div class="page page--home"><section class="hero">`
    + `<span class="hero__slide ${escapeHtml(hero.ClassName ?? '')}"><picture>`
    + `<source media="(min-width: ${DESKTOP_MIN_WIDTH}px)" srcset="${escapeHtml(hero.DesktopImage)}"><source srcset="${escapeHtml(mobileSrcSet(hero))}">`
    + `<img src="${escapeHtml(hero.DesktopImage)}" alt="" width="1920" height="600" fetchpriority="high" loading="eager">`
    + `</picture><span class="hero__title">${escapeHtml(hero.Title)}</span></span>`
    + `</section></div></div>`;
}

/** The banner's texts in each language, as the SPA's dictionaries hold them. */
const CONSENT_TEXTS: Record<Culture, ConsentTexts> = { tr: CONSENT_TEXTS_TR, en: CONSENT_TEXTS_EN };

/**
 * The cookie banner of a visitor who has not answered yet, drawn with the HTML: on a phone it is
 * often the largest thing on the first screen, and painted by the app it would wait for its code.
 * The app's first render replaces it with the real banner, in the same fixed place. Hidden from
 * assistive technology and without controls until then (the app's banner has the buttons).
 */
function consentFirstScreen(culture: Culture, merchantTexts: Record<string, unknown>): string {
  // The merchant's own wording where it has one (spec §7 localized texts), as the app's banner shows it.
  const text = (key: keyof (typeof CONSENT_TEXTS)[Culture]) => {
    const merchant = merchantTexts[`consent.${key}`];
    return isMerchantText(merchant) ? merchant : CONSENT_TEXTS[culture][key];
  };
  const texts = { title: text('title'), text: text('text'), accept: text('accept'), reject: text('reject') };
  return `<section class="consent-banner" aria-hidden="true" data-first-screen="consent">`
    + `<h2 class="consent-banner__title">${escapeHtml(texts.title)}</h2><p class="consent-banner__text">${escapeHtml(texts.text)}</p>`
    + `<div class="consent-banner__actions"><span class="button button--secondary">${escapeHtml(texts.reject)}</span><span class="button">${escapeHtml(texts.accept)}</span></div>`
    + `</section>`;
}

/** The merchant's texts of `culture` among the preloaded answers; none when they were not answered. */
function merchantTextsOf(preloadedAnswers: Record<string, unknown>, culture: Culture): Record<string, unknown> {
  const answer = preloadedAnswers[requestKey(localizedTextsRequest(culture))] as { texts?: unknown } | undefined;
  return answer?.texts && typeof answer.texts === 'object' ? answer.texts as Record<string, unknown> : {};
}

/** What the server knows of the visitor that changes the page's HTML. */
export interface Visitor {
  /** The visitor answered the cookie banner (its cookie is there): it is not drawn. */
  consentAnswered: boolean;
}

/**
 * Fills the SPA's index.html for one page: language, title, description, canonical and
 * hreflang links, Open Graph, JSON-LD, the product image preload, the first-screen frame (a
 * product page's picture, the home hero, the cookie banner), the site config script and the
 * answers to the SPA's start-up requests (preloaded-answers.service.ts).
 */
/**
 * The page language's words as modulepreloads: the build names each language's chunk and what it
 * imports in a comment (client/vite.config.ts), and the page needs its own before its first render.
 */
function withDictionaryPreload(html: string, culture: string): string {
  return html.replace(/<!--vitrin-dictionaries ([^>]*)-->/, (_comment, list: string) => {
    const files = list.split(' ').find((entry) => entry.startsWith(`${culture}=`))?.slice(culture.length + 1).split(',') ?? [];
    return files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`).join('\n    ');
  });
}

export function renderIndexHtml(template: string, meta: PageMeta, publicUrl: string, config: SiteConfig, visitor: Visitor, preloadedAnswers: Record<string, unknown> = {}): string {
  const head = [...productImagePreload(meta, publicUrl), ...headTags(pageHeadOf(meta), publicUrl).map(tagHtml)].join('\n    ');
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const withTitle = /<title>[\s\S]*?<\/title>/.test(template) ? template.replace(/<title>[\s\S]*?<\/title>/, title) : template.replace('<!--vitrin-head-->', `${title}\n    <!--vitrin-head-->`);
  return withDictionaryPreload(withTitle, meta.culture)
    .replace(/<html([^>]*)\slang="[^"]*"/, `<html$1 lang="${meta.culture}"`)
    .replace('<!--vitrin-head-->', head)
    .replace('<!--vitrin-first-screen-->', productFirstScreen(meta, publicUrl) + homeFirstScreen(meta.homeHero) + (visitor.consentAnswered ? '' : consentFirstScreen(meta.culture, merchantTextsOf(preloadedAnswers, meta.culture))))
    .replace('<!--vitrin-config-->', `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${safeJson(config)}</script>`
      + (Object.keys(preloadedAnswers).length ? `\n    <script id="${PRELOADED_ANSWERS_ELEMENT_ID}" type="application/json">${safeJson(preloadedAnswers)}</script>` : ''));
}
