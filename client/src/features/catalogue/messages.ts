/** spec §8: product search failure (the server's message wins when it sends one). */
export const PRODUCT_SEARCH_FAILURE = 'Failed to search products';
