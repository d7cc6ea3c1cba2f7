import { Inject, Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { RouteInfo } from '../../../../contracts/route/entities.js';
import { cultureOfPath } from '../../../../contracts/site/routes.js';
import { DATABASE, type Database } from '../db/database.js';
import { productTypeIdOf, productTypeRoutePath, type ProductTypeNames } from './type-path.js';

/** Brand list paths: /marka/{slug} in Turkish, /en/brand/{slug} in English. */
export const brandRoutePath = (slug: string, culture: Culture) => (culture === 'en' ? `/en/brand/${slug}` : `/marka/${slug}`);

interface RouteRow { type: RouteInfo['type']; id: number; culture: Culture; title: string; path_tr: string; path_en: string }

/** The end of a product's (-p-) or category's (-c-) path: its id. */
const MOVED_PATH = /-(p|c)-(\d{1,9})$/;

const routeOf = (row: RouteRow): RouteInfo => ({ type: row.type, id: row.id, culture: row.culture, title: row.title, alternates: { tr: row.path_tr, en: row.path_en } });

/** Resolves a storefront path to the product, category, brand or product type it shows. */
@Injectable()
export class RouteRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Paths of the products shoppers can see, a page at a time in id order. */
  async productPaths(page: number, pageSize: number): Promise<{ entries: { tr: string; en: string }[]; total: number }> {
    const [entries, [count]] = await Promise.all([
      this.db.query<{ tr: string; en: string }>(
        'SELECT route_path_tr AS tr, route_path_en AS en FROM product WHERE is_approved AND is_on_shelf ORDER BY id LIMIT $1 OFFSET $2',
        [pageSize, (page - 1) * pageSize]),
      this.db.query<{ total: number }>('SELECT count(*)::int AS total FROM product WHERE is_approved AND is_on_shelf'),
    ]);
    return { entries, total: count.total };
  }

  /** What `path` shows; null for none, and for a hidden (unapproved) product's path, as its page answers. */
  async find(path: string): Promise<RouteInfo | null> {
    const typeId = productTypeIdOf(path);
    if (typeId !== undefined) return this.findType(typeId, path);
    const brand = /^(?:\/marka|\/en\/brand)\/([a-z0-9-]{1,100})$/.exec(path);
    const [row] = await this.db.query<RouteRow>(
      `SELECT 'product' AS type, id, CASE WHEN route_path_en = $1 THEN 'en' ELSE 'tr' END AS culture,
              CASE WHEN route_path_en = $1 THEN name_en ELSE name_tr END AS title, route_path_tr AS path_tr, route_path_en AS path_en
         FROM product WHERE (route_path_tr = $1 OR route_path_en = $1) AND is_approved
       UNION ALL
       SELECT 'category', id, CASE WHEN route_path_en = $1 THEN 'en' ELSE 'tr' END,
              CASE WHEN route_path_en = $1 THEN name_en ELSE name_tr END, route_path_tr, route_path_en
         FROM category WHERE route_path_tr = $1 OR route_path_en = $1
       UNION ALL
       SELECT 'brand', id, CASE WHEN $1 LIKE '/en/%' THEN 'en' ELSE 'tr' END, name, '/marka/' || slug, '/en/brand/' || slug
         FROM brand WHERE slug = $2
       LIMIT 1`,
      [path, brand?.[1] ?? null]);
    if (row) return routeOf(row);
    return this.findMoved(path);
  }

  /**
   * A product or category path that is no longer its own (its slug changed in the console, the
   * category moved, or an English visitor put /en before a Turkish path) still names its id
   * (-p-12, -c-3): the page it meant, in the path's language, whose own path then differs from
   * the one asked (the storefront sends the visitor there). A hidden product stays not found.
   */
  private async findMoved(path: string): Promise<RouteInfo | null> {
    const named = MOVED_PATH.exec(path);
    if (!named) return null;
    const culture: Culture = cultureOfPath(path);
    const names = culture === 'en' ? 'name_en' : 'name_tr';
    const [row] = named[1] === 'p'
      ? await this.db.query<RouteRow>(`SELECT 'product' AS type, id, $2::text AS culture, ${names} AS title, route_path_tr AS path_tr, route_path_en AS path_en
           FROM product WHERE id = $1 AND is_approved`, [Number(named[2]), culture])
      : await this.db.query<RouteRow>(`SELECT 'category' AS type, id, $2::text AS culture, ${names} AS title, route_path_tr AS path_tr, route_path_en AS path_en
           FROM category WHERE id = $1`, [Number(named[2]), culture]);
    return row ? routeOf(row) : null;
  }

  /** A product type list: the path must be exactly the type's path in one of the languages. */
  private async findType(id: number, path: string): Promise<RouteInfo | null> {
    const [type] = await this.db.query<ProductTypeNames>('SELECT id, name_tr, name_en FROM product_type WHERE id = $1', [id]);
    if (!type) return null;
    const alternates = { tr: productTypeRoutePath(type, 'tr'), en: productTypeRoutePath(type, 'en') };
    const culture: Culture | undefined = alternates.tr === path ? 'tr' : alternates.en === path ? 'en' : undefined;
    return culture ? { type: 'type', id, culture, title: culture === 'en' ? type.name_en : type.name_tr, alternates } : null;
  }
}
