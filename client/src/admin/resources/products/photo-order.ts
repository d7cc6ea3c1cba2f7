/**
 * The product's photo ids with the one at `index` moved one place earlier (-1) or later (+1), as
 * PUT /admin/api/products/{id}/photos/order takes them (every photo, the first is the product's
 * main one); undefined when it is at that end already.
 */
export function movedPhotoIds(ids: readonly number[], index: number, by: -1 | 1): number[] | undefined {
  const target = index + by;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return undefined;
  const moved = [...ids];
  [moved[index], moved[target]] = [moved[target], moved[index]];
  return moved;
}
