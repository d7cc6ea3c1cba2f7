/** Cart messages of spec §8, word for word; the server's own message is preferred where there is one. */
export const CartMessage = {
  /** Cart fetch failure (S8.03). */
  getFailure: 'Failed to get cart',
  /** Remove from cart (S8.05). */
  removed: 'Item removed from cart',
  removeFailure: 'Failed to remove item from cart',
  /** Quantity update (S8.06). */
  quantityUpdated: 'Item quantity updated',
  quantityFailure: 'Failed to update quantity',
  /** Basket count failure (S8.12). */
  basketCountFailure: 'Failed to basket count',
  /** Missing environment token: logged only (S8.17). */
  tokenMissing: 'environmentToken not found',
  /** Not in §8: the engine's own refusals, in the shopper's words. */
  added: 'Product added to cart',
  addFailure: 'Failed to add product to cart',
  outOfStock: 'Not enough stock for this product',
  chooseVariant: 'Choose a size for this product first',
  quantityLimit: 'At most 10 of one product fit in the cart',
  itemNotFound: 'Cart item not found',
  productNotFound: 'Product not found',
  couponApplied: 'Coupon applied',
  couponRemoved: 'Coupon removed',
  couponNotFound: 'Coupon not found',
  couponExpired: 'This coupon has expired',
  couponNotStarted: 'This coupon is not valid yet',
  couponMinimum: 'Your cart does not reach this coupon\'s minimum',
  couponAlreadyApplied: 'A coupon is already applied to this cart',
  couponNotYours: 'This coupon belongs to another member',
  couponUsed: 'This coupon has already been used',
} as const;
