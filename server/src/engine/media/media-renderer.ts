import type { CategoryRecord } from '../seed/category-tree.js';
import { TREE } from '../seed/product-plan.js';
import { COLOURS } from '../seed/vocabulary.js';
import { renderBanner } from './banner-art.js';
import { renderIcon } from './icon-art.js';
import { parseMediaPath } from './media-path.js';
import { renderShape, renderProductImage } from './product-art.js';

const CATEGORIES = new Map<number, CategoryRecord>(TREE.categories.map((category) => [category.id, category]));

/** A category's picture shows the goods of its first leaf, so menu images hint at what they lead to. */
function renderCategory(id: number): string | null {
  if (!CATEGORIES.has(id)) return null;
  const leaf = TREE.leaves.find((item) => CATEGORIES.get(item.id)!.path.includes(id))!;
  const palette = leaf.family.palette;
  return renderShape(leaf.shape, COLOURS[palette[id % palette.length]].hex, COLOURS[palette[(id + 1) % palette.length]].hex, 1, id);
}

/**
 * The SVG for a path under /media/ (products/{id}-{n}.svg, banners/{key}-{desktop|mobile|mobile@2x}.svg,
 * icons/{key}.svg, categories/{id}.svg), or null when the path names no image.
 */
export function renderMedia(path: string): string | null {
  const request = parseMediaPath(path);
  switch (request?.kind) {
    case 'product': return renderProductImage(request.id, request.n);
    case 'banner': return renderBanner(request.key, request.variant);
    case 'icon': return renderIcon(request.key);
    case 'category': return renderCategory(request.id);
    default: return null;
  }
}
