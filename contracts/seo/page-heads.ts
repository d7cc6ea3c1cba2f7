import type { BlogPost } from '../blog/entities.js';
import type { Currency } from '../currency/entities.js';
import type { Culture } from '../enums.js';
import type { ProductListItem } from '../product/entities.js';
import type { RouteInfo } from '../route/entities.js';
import { HEAD_TEXTS } from './head-texts.js';
import { pageTitle, robotsOf, type PageHead } from './page-head.js';
import { blogPostingJsonLd, breadcrumbList, productJsonLd, type Crumb } from './structured-data.js';

/*
 * The head of each kind of page, from the data both the server (first HTML) and the SPA (after a
 * client-side navigation) hold for it: the same inputs give the same head on both sides.
 */

const homeCrumb = (culture: Culture): Crumb => ({ name: HEAD_TEXTS[culture].home, path: culture === 'en' ? '/en/' : '/' });

/**
 * A fixed page (home, search, the account and checkout pages, ...): `name` is the page's own name
 * (the home page has none and takes the shop's title); the shop's description; search results are not indexed.
 */
export function fixedPageHead(culture: Culture, alternates: Record<Culture, string>, name?: string, kind: 'page' | 'search' = 'page'): PageHead {
  const texts = HEAD_TEXTS[culture];
  return {
    culture, title: name ? pageTitle(name, texts.siteName) : texts.homeTitle, description: texts.homeDescription,
    alternates, robots: robotsOf(kind), ogType: 'website', jsonLd: [],
  };
}

/** A path no page answers. */
export function notFoundHead(culture: Culture): PageHead {
  const texts = HEAD_TEXTS[culture];
  return { culture, title: texts.notFoundTitle, description: texts.homeDescription, alternates: null, robots: robotsOf('notFound'), ogType: 'website', jsonLd: [] };
}

/**
 * A category, brand or product type list: `crumbs` from home down to the list (a category's
 * from the category tree, see listCrumbs); `search` is the page's query (filters, sort, page).
 */
export function listHead(route: RouteInfo, crumbs: Crumb[], search: string, publicUrl: string): PageHead {
  const texts = HEAD_TEXTS[route.culture];
  return {
    culture: route.culture, title: pageTitle(route.title, texts.siteName), description: texts.listDescription(route.title),
    alternates: route.alternates, robots: robotsOf('list', search), ogType: 'website', jsonLd: [breadcrumbList(crumbs, publicUrl)],
  };
}

/** A list's breadcrumb trail: a category's is home and its ancestors from the tree, a brand's or type's just itself. */
export function listCrumbs(route: RouteInfo, categoryTrail: Crumb[]): Crumb[] {
  return route.type === 'category' ? [homeCrumb(route.culture), ...categoryTrail] : [{ name: route.title, path: route.alternates[route.culture] }];
}

/** A product page: Product and BreadcrumbList JSON-LD (the trail of its default category), its picture. */
export function productHead(product: ProductListItem & { name: string }, route: RouteInfo, currency: Currency, publicUrl: string): PageHead {
  const { culture } = route;
  const texts = HEAD_TEXTS[culture];
  const hierarchy = product.categories?.find((category) => category.isDefault)?.hierarchy ?? [];
  const crumbs = hierarchy.length ? [homeCrumb(culture), ...hierarchy.map((category) => ({ name: category.name, path: category.routePath ?? '' }))] : [];
  const image = product.documents?.find((document) => document.isDefault)?.filePath;
  return {
    culture, title: pageTitle(product.name, texts.siteName), description: product.routeDescription ?? texts.homeDescription,
    alternates: route.alternates, robots: 'index,follow', ogType: 'product',
    ...(image ? { image: `${publicUrl}${image}` } : {}),
    jsonLd: [productJsonLd(product, currency, publicUrl), breadcrumbList([...crumbs, { name: product.name, path: route.alternates[culture] }], publicUrl)],
  };
}

/** A blog post or corporate page: its title and summary, BlogPosting and its breadcrumbs. */
export function contentPageHead(post: BlogPost, alternates: Record<Culture, string>, section: 'blog' | 'corporate', culture: Culture, publicUrl: string): PageHead {
  const texts = HEAD_TEXTS[culture];
  const path = alternates[culture];
  const sectionCrumb = section === 'blog'
    ? { name: texts.blog, path: culture === 'en' ? '/en/blog' : '/blog' }
    : { name: texts.corporate, path: culture === 'en' ? '/en/corporate' : '/kurumsal' };
  return {
    culture, title: pageTitle(post.name, texts.siteName), description: post.summary ?? texts.homeDescription,
    alternates, robots: 'index,follow', ogType: 'article',
    ...(post.imagePath ? { image: `${publicUrl}${post.imagePath}` } : {}),
    jsonLd: [blogPostingJsonLd(post, path, culture, publicUrl), breadcrumbList([homeCrumb(culture), sectionCrumb, { name: post.name, path }], publicUrl)],
  };
}
