/**
 * Gateway contract of the newsletter (spec §7 Member: newsletter subscribe, unsubscribe,
 * confirm). Double opt-in: subscribe stores the address as pending and mails a confirmation
 * link; only the link's token confirms it. The culture header chooses the mail's language.
 * Tokens are the opaque strings of the mailed links; refusals answer 400 (unknown token) or
 * 410 (expired confirmation) with the shopper's message.
 */
import type { NewsletterTokenPayload } from '../newsletter/payloads.js';

export const NewsletterGatewayPaths = {
  /**
   * POST GatewayNewsletterSubscribeRequest → {}: a confirmation mail for a new, pending or
   * unsubscribed address (a pending one gets a fresh link, the old one stops working); nothing
   * for an address already confirmed, with the same answer.
   */
  subscribe: 'member/api/newsletter/subscribe',
  /** POST GatewayNewsletterTokenRequest → GatewayNewsletterResult (confirming twice answers confirmed again). */
  confirm: 'member/api/newsletter/confirm',
  /** POST GatewayNewsletterTokenRequest → GatewayNewsletterResult; works for pending and confirmed addresses, and again. */
  unsubscribe: 'member/api/newsletter/unsubscribe',
} as const;

export interface GatewayNewsletterSubscribeRequest {
  email: string;
  /** Version of the consent text the shopper accepted (NEWSLETTER_CONSENT_VERSION). */
  consentVersion: string;
}

export type GatewayNewsletterTokenRequest = NewsletterTokenPayload;

/** A subscription's state. */
export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface GatewayNewsletterResult {
  /** The subscription's state after the call. */
  status: NewsletterStatus;
}
