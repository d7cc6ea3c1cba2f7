/** How a campaign rewards the shopper; the badge's look follows it. */
export type CampaignKind = 'second-item-discount' | 'free-shipping' | 'cart-discount';

/** A badge a running campaign puts on a product (spec §1: campaigns with badges; §7 Campaign: campaign badges). */
export interface CampaignBadge {
  /** The campaign showing this badge. */
  campaignId: number;
  /** Badge text in the request's language, e.g. "2. Ürüne %50 İndirim". */
  name: string;
  kind: CampaignKind;
}
