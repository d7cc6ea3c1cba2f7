/**
 * How a campaign rewards the shopper; the badge's look follows it:
 * - cart-discount: a percentage off the products it reaches (by product, category or brand);
 * - second-item-discount: a percentage off every second unit of the products it reaches;
 * - buy-2-get-1: every third unit of the products it reaches is free;
 * - amount-off: an amount off the cart once its total reaches a threshold;
 * - free-shipping: the shipping line is free once the cart reaches a threshold.
 */
export type CampaignKind = 'second-item-discount' | 'free-shipping' | 'cart-discount' | 'buy-2-get-1' | 'amount-off';

/** A badge a running campaign puts on a product (spec §1: campaigns with badges; §7 Campaign: campaign badges). */
export interface CampaignBadge {
  /** The campaign showing this badge. */
  campaignId: number;
  /** Badge text in the request's language, e.g. "2. Ürüne %50 İndirim". */
  name: string;
  kind: CampaignKind;
}
