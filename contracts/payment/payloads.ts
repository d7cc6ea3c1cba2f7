/** Payloads of the card payment routes (POST /api/get-installments, /api/get-card-points, the 3-D Secure callback). */

/** POST /api/get-installments: the first six (or more) digits the shopper typed. */
export interface InstallmentsPayload {
  /** 6 to 8 digits. */
  binNumber: string;
  /**
   * The card points the shopper chose to spend (major units, the balance get-card-points
   * answered): the plans are then on the total after them, as the order charges it (issue 32
   * item 1). Absent or 0: no points.
   */
  points?: number;
}

/** POST /api/get-card-points: the card whose points balance the bank answers. The number is not stored. */
export interface CardPointsPayload {
  /** 12-19 digits (spaces allowed). */
  cardNumber: string;
}

/** What the 3-D Secure challenge page posts back (form-encoded) to the storefront's callback. */
export interface ThreeDSecureCallbackPayload {
  /** The Idempotency-Key of the placement the challenge belongs to. */
  key: string;
  /** The one-time code the bank sent (the embedded test bank takes THREE_D_SECURE_TEST_CODE). */
  code?: string;
  /** '1': a guest's pay-later payment from order tracking (issue 32 item 5), which the callback goes back to. */
  track?: '1';
  /** approve: the shopper confirmed with the code; cancel: the shopper gave up. */
  action: 'approve' | 'cancel';
  /** A pay-later order's payment: the order the shopper goes back to (its page) instead of the order summary. */
  docNo?: string;
}

/** Instalment counts a bank may offer (1 = single payment). */
export const INSTALLMENT_COUNTS = [1, 2, 3, 6, 9] as const;
/** Digits the checkout waits for before asking which bank a card is from. */
export const BIN_LENGTH = 6;
/** The code the embedded test bank accepts on its 3-D Secure page (shown there as a hint). */
export const THREE_D_SECURE_TEST_CODE = '123456';
/** Codes the shopper may type on the bank's page before the payment fails (issue 32 item 7): a mistyped code is not the end. */
export const THREE_D_SECURE_CODE_TRIES = 3;
/** Storefront route a reloaded payment page asks for the payment still waiting for 3-D Secure (issue 32 item 7). */
export const THREE_D_SECURE_PENDING_PATH = '/api/3d-secure/pending';
/** Storefront page of the 3-D Secure challenge (?key=): the bank's page, served through the storefront. */
export const THREE_D_SECURE_CHALLENGE_PATH = '/api/3d-secure/challenge';
/** Storefront route the challenge page posts to; it answers with a redirect to the order summary. */
export const THREE_D_SECURE_CALLBACK_PATH = '/api/3d-secure/callback';
/** Why an order-summary page shows a failure (?status=error&reason=). */
export const ORDER_FAILURE_REASONS = ['challenge-failed', 'cart-changed', 'payment-failed'] as const;
export type OrderFailureReason = (typeof ORDER_FAILURE_REASONS)[number];

/**
 * The `data` of a card answer that asks for the bot check (issue 27 item 8): after a few declined
 * cards the payment form shows the ALTCHA widget and sends its solution in the CaptchaToken
 * header (CAPTCHA_HEADER) with the next card payment.
 */
export interface CardBotCheckData {
  botCheckRequired: true;
}

/** Whether an error answer's data asks the payment form for the bot check. */
export const asksForBotCheck = (data: unknown): data is CardBotCheckData =>
  typeof data === 'object' && data !== null && (data as { botCheckRequired?: unknown }).botCheckRequired === true;
