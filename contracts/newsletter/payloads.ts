/** What the storefront's newsletter routes take. The bot check's solution comes in CAPTCHA_HEADER (contracts/member/payloads.ts). */

/** POST /api/newsletter-subscribe. */
export interface NewsletterSubscribePayload {
  /** The address to subscribe; a confirmation link goes to it (double opt-in). */
  email: string;
  /** The KVKK consent checkbox: unchecked by default, must be true. */
  consentAccepted: boolean;
}

/** POST /api/newsletter-confirm and /api/newsletter-unsubscribe: the token of the mailed link. */
export interface NewsletterTokenPayload {
  token: string;
}

/** What the /bulten page does with the token of its link (?action=…&token=…). */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';
