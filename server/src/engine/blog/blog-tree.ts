import type { BlogCategory, BlogCategoryNode } from '../../../../contracts/blog/entities.js';

/** Categories as a tree, siblings by order; only the subtree of `rootId` when given (without the root itself). */
export function categoryTree(categories: BlogCategory[], rootId: number | null = null): BlogCategoryNode[] {
  const sorted = [...categories].sort((a, b) => a.order - b.order || a.id - b.id);
  const build = (parentId: number | null, seen: Set<number>): BlogCategoryNode[] =>
    sorted.filter((category) => category.parentId === parentId && !seen.has(category.id))
      .map((category) => ({ ...category, children: build(category.id, new Set([...seen, category.id])) }));
  return build(rootId, new Set());
}

/** The path from the root down to `categoryId` (empty when unknown); a cycle in bad data stops the walk. */
export function categoryHierarchy(categories: BlogCategory[], categoryId: number): BlogCategory[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const path: BlogCategory[] = [];
  for (let current = byId.get(categoryId); current && !path.includes(current); current = current.parentId === null ? undefined : byId.get(current.parentId)) {
    path.unshift(current);
  }
  return path;
}

/** `ids` and every category below them. */
export function withDescendants(categories: BlogCategory[], ids: number[]): number[] {
  const found = new Set(ids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId !== null && found.has(category.parentId) && !found.has(category.id)) { found.add(category.id); grew = true; }
    }
  }
  return [...found];
}
