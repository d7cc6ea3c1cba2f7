/**
 * A cart's money, computed in integer minor units (kuruş, cent) and nothing else: the lines'
 * gross amounts, what campaigns and the coupon take off, the shipping line, tax and the net total.
 * Pure, so the property test can run it over thousands of random carts. Prices include tax.
 */
import type { CampaignKind } from '../../../../contracts/campaign/entities.js';

/** KDV when a product carries no rate of its own (issue 13: 20% default). */
export const DEFAULT_TAX_RATE = 20;

export interface LineInput {
  /** The line's id (documentId). */
  key: number;
  productId: number;
  brandId: number;
  /** Every category the product sits in, ancestors included. */
  categoryIds: readonly number[];
  /** One unit, tax included. */
  unitPrice: number;
  quantity: number;
  taxRate: number;
}

export interface CampaignRule {
  id: number;
  kind: CampaignKind;
  name: string;
  /** Off a reached line (cart-discount) or every second unit (second-item-discount). */
  percent?: number;
  /** Cart total (after line campaigns) a free-shipping or amount-off campaign needs. */
  threshold?: number;
  /** What amount-off takes. */
  amount?: number;
  /** Scope; all empty: every line. */
  productIds: readonly number[];
  brandIds: readonly number[];
  categoryIds: readonly number[];
}

export interface CouponRule {
  code: string;
  kind: 'percent' | 'amount';
  /** Percent (1-100) for percent, minor units for amount. */
  value: number;
}

export interface LineTotals {
  key: number;
  /** unitPrice x quantity. */
  brut: number;
  campaigns: { id: number; name: string; amount: number }[];
  /** The coupon's share of this line. */
  discount: number;
  /** brut - campaigns - discount. */
  net: number;
  /** The tax inside net. */
  tax: number;
}

export interface CartTotals {
  lines: LineTotals[];
  brut: number;
  campaign: number;
  /** Each campaign's total over the cart (line campaigns and amount-off). */
  campaignTotals: { id: number; name: string; kind: CampaignKind; amount: number }[];
  discount: number;
  shipping: number;
  /** Whether a free-shipping campaign made shipping free. */
  freeShippingBy?: number;
  /** brut - campaign - discount + shipping, never negative. */
  net: number;
  tax: number;
  suggested: { id: number; name: string; kind: CampaignKind; missing: number }[];
}

export function reaches(rule: CampaignRule, line: LineInput): boolean {
  if (!rule.productIds.length && !rule.brandIds.length && !rule.categoryIds.length) return true;
  return rule.productIds.includes(line.productId) || rule.brandIds.includes(line.brandId) || line.categoryIds.some((id) => rule.categoryIds.includes(id));
}

/** The tax inside an amount that includes it. */
export function taxIn(amount: number, rate: number): number {
  return amount - Math.round((amount * 100) / (100 + rate));
}

/**
 * Splits `amount` over `weights` in proportion, in whole minor units that add up exactly
 * (largest remainders get the leftover units).
 */
export function share(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] += 1;
    left -= 1;
  }
  return parts;
}

/** What a line campaign takes off one line. */
function lineCampaignAmount(rule: CampaignRule, line: LineInput, brut: number): number {
  const percent = rule.percent ?? 0;
  if (rule.kind === 'cart-discount') return Math.round((brut * percent) / 100);
  if (rule.kind === 'second-item-discount') return Math.round((Math.floor(line.quantity / 2) * line.unitPrice * percent) / 100);
  if (rule.kind === 'buy-2-get-1') return Math.floor(line.quantity / 3) * line.unitPrice;
  return 0;
}

/** Prices a cart: `shippingFee` is the shipping line before any free-shipping campaign. */
export function priceCart(inputs: readonly LineInput[], rules: readonly CampaignRule[], coupon: CouponRule | undefined, shippingFee: number): CartTotals {
  const lines: LineTotals[] = inputs.map((line) => ({ key: line.key, brut: line.unitPrice * line.quantity, campaigns: [], discount: 0, net: 0, tax: 0 }));
  const campaignTotals = new Map<number, { id: number; name: string; kind: CampaignKind; amount: number }>();
  const addCampaign = (rule: CampaignRule, line: LineTotals, amount: number) => {
    // Never more than what is left of the line.
    const left = line.brut - line.campaigns.reduce((sum, campaign) => sum + campaign.amount, 0);
    const taken = Math.min(amount, left);
    if (taken <= 0) return;
    line.campaigns.push({ id: rule.id, name: rule.name, amount: taken });
    const total = campaignTotals.get(rule.id) ?? { id: rule.id, name: rule.name, kind: rule.kind, amount: 0 };
    total.amount += taken;
    campaignTotals.set(rule.id, total);
  };

  // Line campaigns first, each line in rule order.
  for (const rule of rules) {
    inputs.forEach((input, index) => {
      if (reaches(rule, input)) addCampaign(rule, lines[index], lineCampaignAmount(rule, input, lines[index].brut));
    });
  }
  const afterLines = () => lines.map((line) => line.brut - line.campaigns.reduce((sum, campaign) => sum + campaign.amount, 0));
  const subtotal = () => afterLines().reduce((sum, amount) => sum + amount, 0);

  const suggested: CartTotals['suggested'] = [];
  // Amount-off: on the reached lines' total, shared over them.
  for (const rule of rules.filter((candidate) => candidate.kind === 'amount-off')) {
    const reached = inputs.map((input) => reaches(rule, input));
    const base = afterLines().reduce((sum, amount, index) => sum + (reached[index] ? amount : 0), 0);
    if (!reached.some(Boolean) || base <= 0) continue;
    const threshold = rule.threshold ?? 0;
    if (base < threshold) {
      suggested.push({ id: rule.id, name: rule.name, kind: rule.kind, missing: threshold - base });
      continue;
    }
    const parts = share(Math.min(rule.amount ?? 0, base), afterLines().map((amount, index) => (reached[index] ? amount : 0)));
    parts.forEach((part, index) => addCampaign(rule, lines[index], part));
  }

  // The coupon, on what is left after campaigns.
  const left = afterLines();
  const couponBase = left.reduce((sum, amount) => sum + amount, 0);
  const couponAmount = !coupon || couponBase <= 0 ? 0
    : coupon.kind === 'percent' ? Math.round((couponBase * Math.min(100, Math.max(0, coupon.value))) / 100) : Math.min(Math.max(0, coupon.value), couponBase);
  share(couponAmount, left).forEach((part, index) => { lines[index].discount = part; });

  for (const [index, line] of lines.entries()) {
    line.net = left[index] - line.discount;
    line.tax = taxIn(line.net, inputs[index].taxRate);
  }

  // Shipping: free when a free-shipping campaign reaching a line has its threshold met.
  let shipping = inputs.length ? shippingFee : 0;
  let freeShippingBy: number | undefined;
  const goods = subtotal();
  for (const rule of rules.filter((candidate) => candidate.kind === 'free-shipping')) {
    if (!shipping || !inputs.some((input) => reaches(rule, input))) continue;
    const threshold = rule.threshold ?? 0;
    if (goods >= threshold) {
      shipping = 0;
      freeShippingBy = rule.id;
    } else {
      suggested.push({ id: rule.id, name: rule.name, kind: rule.kind, missing: threshold - goods });
    }
  }
  if (freeShippingBy !== undefined) suggested.splice(0, suggested.length, ...suggested.filter((item) => item.kind !== 'free-shipping'));

  const brut = lines.reduce((sum, line) => sum + line.brut, 0);
  const campaign = [...campaignTotals.values()].reduce((sum, total) => sum + total.amount, 0);
  const net = Math.max(0, brut - campaign - couponAmount + shipping);
  const tax = lines.reduce((sum, line) => sum + line.tax, 0) + taxIn(shipping, DEFAULT_TAX_RATE);
  return { lines, brut, campaign, campaignTotals: [...campaignTotals.values()], discount: couponAmount, shipping, freeShippingBy, net, tax, suggested };
}
