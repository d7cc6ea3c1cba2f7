/**
 * URL parameter names of a product list's filters (attribute filters use their own code, such as
 * attr_color). A module of its own so a link into a filtered list (the search overlay's category
 * suggestions) needs none of the list's parsing code in the first download.
 */
export const LIST_PARAMS = {
  category: 'category', brand: 'brand', price: 'price', size: 'size', inStock: 'stock', discounted: 'discounted', sort: 'sort', page: 'page',
} as const;
