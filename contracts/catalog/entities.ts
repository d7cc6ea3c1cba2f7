/** A category as the category services answer it (spec §7 Product: category tree, all, by id). */
export interface Category {
  id: number;
  parentId: number | null;
  name: string;
  /** Path of its product list in the request's language. */
  routePath: string;
  /** 1 for the top level. */
  depth: number;
  order: number;
}

/** A category with its descendants (category tree). */
export interface CategoryTreeNode extends Category {
  childCategories: CategoryTreeNode[];
}

/** A brand (spec §7 Product: brand list, brand by id). */
export interface Brand {
  id: number;
  name: string;
  /** Path of its product list in the request's language. */
  routePath: string;
}
