/**
 * What the shop's cart store shows itself: spec §8's cart texts word for word, and its notices.
 * Kept apart from the rest below so the first page load, which carries the cart store, carries
 * only these (the home page's JS budget).
 */
export const CartNotice = {
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
  /** Not in §8: the cart's own notices. */
  addFailure: 'Failed to add product to cart',
  couponApplied: 'Coupon applied',
  couponRemoved: 'Coupon removed',
  /** The cart's coupon stopped giving its discount (the cart fell under its minimum, issue 32 item 15); it comes back when the cart reaches it. */
  couponStoppedApplying: 'Your coupon no longer applies to this cart, so its discount is gone; it applies again once the cart reaches its minimum',
} as const;

/**
 * Every cart message: the cart store's, the one the server only logs, then the engine's answers
 * in the shopper's words (the server's message is preferred where there is one).
 */
export const CartMessage = {
  ...CartNotice,
  /** Missing environment token: logged only, on the server (S8.17). */
  tokenMissing: 'environmentToken not found',
  added: 'Product added to cart',
  outOfStock: 'Not enough stock for this product',
  chooseVariant: 'Choose a size for this product first',
  quantityLimit: 'At most 10 of one product fit in the cart',
  itemNotFound: 'Cart item not found',
  productNotFound: 'Product not found',
  couponNotFound: 'Coupon not found',
  couponExpired: 'This coupon has expired',
  couponNotStarted: 'This coupon is not valid yet',
  couponMinimum: 'Your cart does not reach this coupon\'s minimum',
  couponAlreadyApplied: 'A coupon is already applied to this cart',
  couponNotYours: 'This coupon belongs to another member',
  couponUsed: 'This coupon has already been used',
  /** A coupon for members: a visitor or a guest typed it. */
  couponMembersOnly: 'This coupon is for members; please sign in to use it',
  /** A coupon given to some members (the welcome coupon at sign-up): this member was not given it. */
  couponNotGiven: 'This coupon is not among your coupons',
  /** Every use the coupon allows in all has been taken. */
  couponUsedUp: 'This coupon has run out',
  couponFirstOrder: 'This coupon is for your first order only',
} as const;
