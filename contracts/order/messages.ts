/** Order and payment messages in the shopper's words (spec §8 names none for checkout; these are the shop's own). */
export const OrderMessage = {
  placed: 'Your order has been received',
  placedWaitingTransfer: 'Your order has been received; it will be prepared once your bank transfer arrives',
  cartEmpty: 'Your cart is empty',
  outOfStock: 'Some products in your cart are no longer in stock in the quantity you chose',
  productUnavailable: 'A product in your cart is no longer available',
  addressNotFound: 'Address not found',
  paymentTypeNotOffered: 'This payment method is not offered',
  freeOnlyWhenZero: 'Free of charge is only possible when your total is 0',
  cardRequired: 'Enter your card details',
  cardNumberInvalid: 'The card number is not valid',
  cardExpired: 'The card has expired',
  /**
   * Every card decline, whatever the bank's reason (declined, insufficient funds, failed): one
   * answer, so the shop's checkout tells a card tester nothing about a card (issue 27 item 8).
   */
  cardDeclined: 'Your card was declined; no payment was taken. Try another card or payment method',
  /** The card provider could not be reached or answered nonsense: the same for every card. */
  paymentFailed: 'The payment could not be completed; no payment was taken',
  idempotencyConflict: 'This order request was already sent with different details',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores',
  notSignedIn: 'Please sign in or continue as a guest to check out',
  /**
   * The cart's coupon could not be used for this order (used or run out meanwhile, no longer this
   * shopper's): nothing was placed or charged, and the coupon came off the cart, so the shopper
   * sees the total without it before deciding again (the price they confirmed never changes silently).
   */
  couponWithdrawn: 'Your coupon can no longer be used, so it was taken off your cart and no payment was taken. Please check your new total and place your order again',
  orderNotFound: 'Order not found',
  /** One message for every wrong docNo/e-mail pair: it says nothing about which part was wrong. */
  guestOrderNotFound: 'No order matches this order number and e-mail address',
  cancelled: 'Your order has been cancelled',
  cancelNotAvailable: 'This order can no longer be cancelled',
  detailFailure: 'Failed to get order detail',
  listFailure: 'Failed to get orders',
  placeFailure: 'Failed to place order',
  cancelFailure: 'Failed to cancel order',
  placedPayLater: 'Your order has been received; please pay for it by the due date shown on your order page',
  walletShort: 'Your wallet balance is not enough for this order',
  /** Issue 32 item 5: a guest has no wallet; the checkout does not offer it and the server refuses it. */
  walletMembersOnly: 'The wallet is for members only; please choose another payment method',
  pickupStoreUnknown: 'This store is not available for pick-up',
  payLaterOverdue: 'The payment due date of this order has passed; it can no longer be paid',
  payLaterNotWaiting: 'This order is not waiting for a payment',
  payLaterMethod: 'A pay-later order is paid by credit card or from your wallet',
  paid: 'Thank you, your payment has been received',
  payFailure: 'Failed to pay the order',
  storesFailure: 'Failed to get stores',
  walletFailure: 'Failed to get wallet balance',
} as const;
