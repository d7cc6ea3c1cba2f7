import { ProductRequestFlags } from '../../../contracts/enums';
import type { AggregationName, AttributeFilter, ProductField, ProductSort, SearchProductsPayload } from '../../../contracts/product/payloads';
import type { RouteInfo } from '../../../contracts/route/entities';
import { LIST_PARAMS } from './list-params';
import { buildRoute, parseQuery, toggleParam, type RouteParams } from './route-builder';

/**
 * What a product list shows beyond its fixed scope (the category, brand, type or search text of
 * the page), held in the URL so back/forward and shared links restore it (S2.11). Parsing is
 * forgiving: a hand-edited URL with a bad value drops that value, never breaks the page.
 */
export interface ListCriteria {
  categoryIds: number[];
  brandIds: number[];
  attributes: AttributeFilter[];
  sizes: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  discounted: boolean;
  sort: ProductSort;
  /** 1-based. */
  page: number;
}

/** The page's own scope, given by the page and not by the URL. */
export interface FixedCriteria {
  categoryIds?: number[];
  brandIds?: number[];
  productTypeIds?: number[];
  searchTerm?: string;
}

/** The scope of a category, brand or product type page, from what the route service says its path is. */
export function scopeOfRoute(route: RouteInfo): FixedCriteria {
  if (route.type === 'brand') return { brandIds: [route.id] };
  if (route.type === 'type') return { productTypeIds: [route.id] };
  return { categoryIds: [route.id] };
}

export const LIST_PAGE_SIZE = 24;
export const SORTS: readonly ProductSort[] = ['relevance', 'price-asc', 'price-desc', 'newest', 'discount'];
/** Every facet a list asks for. */
export const LIST_FACETS: AggregationName[] = ['Category', 'Brand', 'Price', 'Attributes', 'Size', 'InStock', 'Discounted'];
/** Fields of a product tile (S3.06). */
export const LIST_FIELDS: ProductField[] = ['Id', 'Name', 'Documents', 'SalesPrice', 'DiscountRate', 'RoutePath', 'Brand'];

// The same limits the API validates, so a URL never turns into a 400.
const MAX_VALUES = 50;
const MAX_PAGE = 100_000;
/** The highest price a list filter takes: the open end of an "and above" range. */
export const MAX_PRICE = 100_000_000;
const ATTRIBUTE_CODE = /^attr_[a-z0-9_]{1,40}$/;

export const EMPTY_CRITERIA: ListCriteria = {
  categoryIds: [], brandIds: [], attributes: [], sizes: [], inStock: false, discounted: false, sort: 'relevance', page: 1,
};

const ids = (values: string[] = []) =>
  [...new Set(values.filter((value) => /^\d{1,9}$/.test(value)).map(Number).filter((id) => id > 0))].slice(0, MAX_VALUES);
const texts = (values: string[] = [], max = 30) => [...new Set(values.filter((value) => value.length <= max))].slice(0, MAX_VALUES);
const price = (value: string | undefined) => {
  if (value === undefined || !/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const number = Number(value);
  return number <= MAX_PRICE ? number : undefined;
};

/** Criteria held in a query string; unknown parameters (such as q) are ignored. */
export function criteriaFromSearch(search: string): ListCriteria {
  const params = parseQuery(search);
  const [rawMin, rawMax] = params[LIST_PARAMS.price] ?? [];
  // A range needs both ends: half a range is dropped.
  const [min, max] = [price(rawMin), price(rawMax)];
  const priced = min !== undefined && max !== undefined;
  const page = Number(params[LIST_PARAMS.page]?.[0]);
  // In the URL the sort has no dash (price_desc): a dash separates values (S2.11).
  const sort = params[LIST_PARAMS.sort]?.[0]?.replace('_', '-') as ProductSort | undefined;
  const attributes = Object.keys(params)
    .filter((name) => ATTRIBUTE_CODE.test(name))
    .sort()
    .slice(0, 20)
    .map((integrationCode) => ({ integrationCode, values: texts(params[integrationCode], 100) }))
    .filter((filter) => filter.values.length > 0);
  return {
    categoryIds: ids(params[LIST_PARAMS.category]),
    brandIds: ids(params[LIST_PARAMS.brand]),
    attributes,
    sizes: texts(params[LIST_PARAMS.size]),
    minPrice: priced ? min : undefined,
    maxPrice: priced ? max : undefined,
    inStock: params[LIST_PARAMS.inStock]?.[0] === '1',
    discounted: params[LIST_PARAMS.discounted]?.[0] === '1',
    sort: sort && SORTS.includes(sort) ? sort : 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The criteria as route parameters; defaults are left out so a plain list has a plain URL. */
export function criteriaParams(criteria: ListCriteria): RouteParams {
  const params: RouteParams = {
    [LIST_PARAMS.category]: criteria.categoryIds,
    [LIST_PARAMS.brand]: criteria.brandIds,
    [LIST_PARAMS.price]: criteria.minPrice === undefined && criteria.maxPrice === undefined ? undefined : [criteria.minPrice ?? 0, criteria.maxPrice ?? MAX_PRICE],
    [LIST_PARAMS.size]: criteria.sizes,
  };
  for (const filter of criteria.attributes) params[filter.integrationCode] = filter.values;
  params[LIST_PARAMS.inStock] = criteria.inStock ? 1 : undefined;
  params[LIST_PARAMS.discounted] = criteria.discounted ? 1 : undefined;
  params[LIST_PARAMS.sort] = criteria.sort === 'relevance' ? undefined : criteria.sort.replace('-', '_');
  params[LIST_PARAMS.page] = criteria.page > 1 ? criteria.page : undefined;
  return params;
}

/**
 * The list URL for `criteria` on `pathname`. Parameters the list does not own (q of the search
 * page) are kept from `currentSearch`.
 */
export function listHref(pathname: string, criteria: ListCriteria, currentSearch = ''): string {
  const owned = new Set<string>(Object.values(LIST_PARAMS));
  // Kept exactly as written: their values are not dash-joined lists ("q=t-shirt" stays one word).
  const kept = currentSearch.replace(/^\?/, '').split('&').filter((pair) => {
    if (!pair) return false;
    let name: string;
    try { name = decodeURIComponent(pair.split('=', 1)[0]); } catch { return false; }
    return name !== '' && !owned.has(name) && !ATTRIBUTE_CODE.test(name);
  });
  const [path, own] = buildRoute(pathname, criteriaParams(criteria)).split('?');
  const query = [...kept, ...(own ? [own] : [])].join('&');
  return query ? `${path}?${query}` : path;
}

/** Facet names of the search-products answer (Category, Brand, Price, Size, InStock, Discounted, attr_*). */
export type FacetName = string;

/** The criteria with one facet value toggled in or out (S2.11); the list goes back to page 1. */
export function toggleFacet(criteria: ListCriteria, facet: FacetName, key: string): ListCriteria {
  const next: ListCriteria = { ...criteria, page: 1 };
  const toggled = (name: string, values: (string | number)[]) => (toggleParam({ [name]: values }, name, key)[name] ?? []) as string[];
  switch (facet) {
    case 'Category': return { ...next, categoryIds: ids(toggled('v', criteria.categoryIds)) };
    case 'Brand': return { ...next, brandIds: ids(toggled('v', criteria.brandIds)) };
    case 'Size': return { ...next, sizes: toggled('v', criteria.sizes) };
    case 'InStock': return { ...next, inStock: !criteria.inStock };
    case 'Discounted': return { ...next, discounted: !criteria.discounted };
    case 'Price': {
      const [min, max] = key.split('-').map(price);
      const same = criteria.minPrice === min && criteria.maxPrice === max;
      return same || min === undefined || max === undefined ? { ...next, minPrice: undefined, maxPrice: undefined } : { ...next, minPrice: min, maxPrice: max };
    }
    default: {
      if (!ATTRIBUTE_CODE.test(facet)) return criteria;
      const current = criteria.attributes.find((filter) => filter.integrationCode === facet)?.values ?? [];
      const values = toggled('v', current);
      const others = criteria.attributes.filter((filter) => filter.integrationCode !== facet);
      const attributes = values.length ? [...others, { integrationCode: facet, values }] : others;
      return { ...next, attributes: attributes.sort((a, b) => a.integrationCode.localeCompare(b.integrationCode)) };
    }
  }
}

/** Whether any filter (not sort or page) is set. */
export function hasFilters(criteria: ListCriteria): boolean {
  return criteria.categoryIds.length > 0 || criteria.brandIds.length > 0 || criteria.attributes.length > 0 || criteria.sizes.length > 0
    || criteria.minPrice !== undefined || criteria.maxPrice !== undefined || criteria.inStock || criteria.discounted;
}

/** The search-products request of a list page: its fixed scope narrowed by the criteria. */
export function searchPayload(fixed: FixedCriteria, criteria: ListCriteria): SearchProductsPayload {
  let flags = ProductRequestFlags.Default | ProductRequestFlags.GroupVariations;
  if (criteria.inStock) flags |= ProductRequestFlags.InStock;
  if (criteria.discounted) flags |= ProductRequestFlags.Discounted;
  const payload: SearchProductsPayload = {
    pageSize: LIST_PAGE_SIZE, currentPage: criteria.page, sort: criteria.sort, flags, aggregateBy: LIST_FACETS, includes: LIST_FIELDS,
  };
  // A chosen category lies inside the page's own (its facet lists the children).
  const categoryIds = criteria.categoryIds.length ? criteria.categoryIds : fixed.categoryIds;
  if (categoryIds?.length) payload.categoryIds = categoryIds;
  const brandIds = fixed.brandIds?.length ? fixed.brandIds : criteria.brandIds;
  if (brandIds.length) payload.brandIds = brandIds;
  if (fixed.productTypeIds?.length) payload.productTypeIds = fixed.productTypeIds;
  if (fixed.searchTerm) payload.searchTerm = fixed.searchTerm;
  if (criteria.attributes.length) payload.attributes = criteria.attributes;
  if (criteria.sizes.length) payload.sizes = criteria.sizes;
  if (criteria.minPrice !== undefined) payload.minPrice = criteria.minPrice;
  if (criteria.maxPrice !== undefined) payload.maxPrice = criteria.maxPrice;
  return payload;
}
