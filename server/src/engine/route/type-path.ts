import type { Culture } from '../../../../contracts/enums.js';
import { slugify } from '../seed/slug.js';

/** A product type as the route needs it: its names per culture. */
export interface ProductTypeNames { id: number; name_tr: string; name_en: string }

/**
 * Product type list paths: the type name's slug, "-t-" and the id, at the root of each language,
 * like category paths end in "-c-{id}": /kol-saati-t-1, /en/wristwatch-t-1.
 */
export function productTypeRoutePath(type: ProductTypeNames, culture: Culture): string {
  return culture === 'en' ? `/en/${slugify(type.name_en)}-t-${type.id}` : `/${slugify(type.name_tr)}-t-${type.id}`;
}

/** The type id a path names when it has the shape of a type list path; the caller still checks the slug. */
export function productTypeIdOf(path: string): number | undefined {
  const match = /^(?:\/en)?\/[a-z0-9]+(?:-[a-z0-9]+)*-t-([1-9]\d{0,8})$/.exec(path);
  return match ? Number(match[1]) : undefined;
}
