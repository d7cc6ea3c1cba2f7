import type { Culture } from '../enums.js';

/** What a storefront path shows (spec §2: product detail from routePath, product list by category, brand or product type). */
export type RouteType = 'product' | 'category' | 'brand' | 'type';

/** A resolved path (spec §7 Route: route info). */
export interface RouteInfo {
  /** Product detail (/pdp), category, brand or product type list (/plp). */
  type: RouteType;
  /** Id of the product, category, brand or product type. */
  id: number;
  /** Language of the path. */
  culture: Culture;
  /** Page title: product, category, brand or product type name in that language. */
  title: string;
  /** The same page in both languages (hreflang). */
  alternates: Record<Culture, string>;
}

/** Per-culture path masks of the pages members and shoppers reach (spec §2 common pages). */
export type CommonPages = Record<Culture, Record<string, string>>;
