import { Inject, Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { CategoryRef } from '../../../../contracts/product/entities.js';
import { DATABASE, type Database } from '../db/database.js';

export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: { tr: string; en: string };
  /** Ancestors from the top, inclusive. */
  path: number[];
  depth: number;
  sortOrder: number;
  routePath: { tr: string; en: string };
}

export interface CategoryTree {
  byId: ReadonlyMap<number, CategoryNode>;
  /** Children in display order; key 0 holds the top level. */
  children: ReadonlyMap<number, CategoryNode[]>;
}

interface CategoryRow {
  id: number; parent_id: number | null; name_tr: string; name_en: string; path: number[]; depth: number; sort_order: number;
  route_path_tr: string; route_path_en: string;
}

/**
 * The category tree in memory: a few hundred rows that every product answer and facet needs,
 * read once instead of per request.
 */
@Injectable()
export class CategoryCache {
  private loading?: Promise<CategoryTree>;

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  tree(): Promise<CategoryTree> {
    this.loading ??= this.db
      .query<CategoryRow>('SELECT id, parent_id, name_tr, name_en, path, depth, sort_order, route_path_tr, route_path_en FROM category ORDER BY sort_order, id')
      .then(buildTree)
      .catch((error) => { this.loading = undefined; throw error; });
    return this.loading;
  }

  /** Ancestors from the top level down to the category, inclusive. */
  async hierarchy(categoryId: number, culture: Culture): Promise<CategoryRef[]> {
    const { byId } = await this.tree();
    return (byId.get(categoryId)?.path ?? []).flatMap((id) => {
      const node = byId.get(id);
      return node ? [{ id, name: node.name[culture] }] : [];
    });
  }

  /** Forget the tree after the catalogue changed. */
  invalidate(): void {
    this.loading = undefined;
  }
}

function buildTree(rows: CategoryRow[]): CategoryTree {
  const byId = new Map<number, CategoryNode>();
  const children = new Map<number, CategoryNode[]>();
  for (const row of rows) {
    const node: CategoryNode = {
      id: row.id, parentId: row.parent_id, name: { tr: row.name_tr, en: row.name_en }, path: row.path, depth: row.depth,
      sortOrder: row.sort_order, routePath: { tr: row.route_path_tr, en: row.route_path_en },
    };
    byId.set(node.id, node);
    const siblings = children.get(node.parentId ?? 0) ?? [];
    siblings.push(node);
    children.set(node.parentId ?? 0, siblings);
  }
  return { byId, children };
}
