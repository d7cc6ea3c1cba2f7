import { Inject, Injectable } from '@nestjs/common';
import type { Cart, CartCampaign, CartItem, CartTotal } from '../../../../contracts/cart/entities.js';
import { CartMessage } from '../../../../contracts/cart/messages.js';
import { CartDetailMessage, giftNoteRefusal, type ChangeCartDetailPayload } from '../../../../contracts/cart/cart-detail.js';
import { CART_QUANTITY_MAX } from '../../../../contracts/cart/payloads.js';
import { CartItemFlags, CartRequestFlags, CartTotalType, hasFlag, type Culture } from '../../../../contracts/enums.js';
import type { GatewayCartResult, GatewayMemberCouponsResult } from '../../../../contracts/gateway/cart.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import { AppError, BadInputError, NotFoundError } from '../../common/errors.js';
import { EngineCampaignService } from '../campaign/campaign.service.js';
import { couponCartRefusal, couponRule } from '../coupon/coupon-rules.js';
import { CouponUses, type CouponHolder } from '../coupon/coupon-uses.js';
import { CouponRepository } from '../coupon/coupon.repository.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { InvalidEnvironmentToken } from '../environment/environment-tokens.js';
import { CartEvents } from './cart-events.js';
import { CartRepository, type CartLineRow, type CartRow } from './cart.repository.js';
import { DEFAULT_TAX_RATE, priceCart, reaches, taxIn, type CampaignRule, type CartTotals, type CouponRule, type LineInput } from './cart-totals.js';
import { isPickup, isShipmentOption, LISTED_SHIPMENT_OPTIONS, SHIPMENT_OPTIONS, shipmentFeeOf, shipmentOptionOf, type ShipmentOptionRule } from './shipment-options.js';

/** Standard shipping's fee before campaigns, tax included, minor units per currency id (1 TRY, 2 USD, 3 EUR). */
export const SHIPPING_FEES: Readonly<Record<number, number>> = SHIPMENT_OPTIONS[0].fees;
/** A new cart's shipment option. */
export const STANDARD_SHIPMENT = { id: SHIPMENT_OPTIONS[0].id, name: SHIPMENT_OPTIONS[0].name };

/** A line of an earlier order going back into the cart (repeat order). */
export interface RepeatLine {
  productId: number;
  stockBarcodeId: number;
  quantity: number;
  /** The name the order kept: what the shopper is told when it is out of stock. */
  name: string;
}

/** Who a command is for and how the answer is priced and worded. */
export interface CartCaller {
  shopper: EnvironmentClaims;
  culture: Culture;
  currencyId: number;
}

const major = (minor: number) => Math.round(minor) / 100;

/** The shopper of a token as the coupon rules count them. */
export const couponHolderOf = (shopper: EnvironmentClaims): CouponHolder => ({ memberId: shopper.memberId, isGuest: shopper.isGst, email: shopper.email ?? '' });

/** One cart total as answers show it (major units). */
export function total(typeId: CartTotalType, withTax: number, taxRate: number, campaignId?: number): CartTotal {
  return {
    type: CartTotalType[typeId] as keyof typeof CartTotalType, typeId, priceWithTax: major(withTax),
    priceWithoutTax: major(typeId === CartTotalType.Tax ? withTax : withTax - taxIn(withTax, taxRate)), value: major(withTax), ...(campaignId === undefined ? {} : { campaignId }),
  };
}

class OutOfStock extends AppError {
  constructor(message: string = CartMessage.outOfStock) {
    super(message, 409, 'OUT_OF_STOCK');
  }
}

/**
 * The engine's shopping cart (spec §7 Shopping cart gateway). Every change runs in one
 * transaction that locks the cart row first, so changes of one cart never interleave (parallel
 * adds lose no line, stock is checked against what the cart holds at that moment), raises the
 * cart's version, and is published on CartEvents once committed.
 */
@Injectable()
export class CartService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly repository: CartRepository,
    private readonly campaigns: EngineCampaignService,
    private readonly coupons: CouponRepository,
    private readonly couponUses: CouponUses,
    private readonly events: CartEvents,
  ) {}

  async getCart(caller: CartCaller, flags: number): Promise<GatewayCartResult> {
    const [found, rules] = await Promise.all([
      this.repository.findWithLines(this.db, caller.shopper.shoppingCartId, caller.culture, caller.currencyId), this.campaigns.cartRules(caller.culture, caller.currencyId),
    ]);
    if (!found) throw new InvalidEnvironmentToken('Shopping cart not found');
    return { cart: await this.build(this.db, found.row, caller, rules, flags, found.lines) };
  }

  async itemCount(caller: CartCaller): Promise<number> {
    return (await this.getCart(caller, CartRequestFlags.None)).cart.itemCount;
  }

  /** Adds a variant; without one (a list's card), the product's only variant in stock. */
  addToCart(caller: CartCaller, productId: number, chosenBarcodeId: number | undefined, quantity: number): Promise<GatewayCartResult> {
    return this.change(caller, async (tx, cart) => {
      const barcodeId = chosenBarcodeId ?? await this.onlyVariant(tx, productId);
      // Checked and written in one statement; a refusal writes nothing, and throwing rolls the version back.
      const added = await this.repository.addOrRaise(tx, cart.id, productId, barcodeId, quantity, CART_QUANTITY_MAX, caller.culture, caller.currencyId);
      if (!added) throw new NotFoundError(CartMessage.productNotFound);
      if (added.wanted > CART_QUANTITY_MAX) throw new OutOfStock(CartMessage.quantityLimit);
      if (!added.lines) throw new OutOfStock();
      return { lines: added.lines };
    });
  }

  private async onlyVariant(tx: Queryable, productId: number): Promise<number> {
    const variants = await this.repository.variants(tx, productId);
    if (!variants.length) throw new NotFoundError(CartMessage.productNotFound);
    const inStock = variants.filter((variant) => variant.stock > 0);
    if (inStock.length > 1) throw new BadInputError(CartMessage.chooseVariant);
    if (!inStock.length) throw new OutOfStock();
    return inStock[0].id;
  }

  changeQuantity(caller: CartCaller, itemId: number, quantity: number): Promise<GatewayCartResult> {
    return this.change(caller, async (tx, cart) => {
      const line = await this.repository.line(tx, cart.id, itemId);
      if (!line) throw new NotFoundError(CartMessage.itemNotFound);
      const barcode = await this.repository.barcode(tx, line.stockBarcodeId);
      if (!barcode || quantity > barcode.stock) throw new OutOfStock();
      await this.repository.setQuantity(tx, line.id, quantity);
    });
  }

  remove(caller: CartCaller, itemId: number): Promise<GatewayCartResult> {
    return this.change(caller, async (tx, cart) => {
      const lines = await this.repository.removeOwnLine(tx, cart.id, itemId, caller.culture, caller.currencyId);
      if (!lines) throw new NotFoundError(CartMessage.itemNotFound);
      return { lines };
    });
  }

  /**
   * The shipment option and the gift box note (spec §7 change cart detail, gift box note): what
   * is absent stays as it is; the answer lists the shipment options, priced for this cart.
   */
  changeCartDetail(caller: CartCaller, detail: ChangeCartDetailPayload): Promise<GatewayCartResult> {
    if (detail.shipmentOptionId !== undefined && !isShipmentOption(detail.shipmentOptionId)) throw new BadInputError(CartDetailMessage.unknownShipmentOption);
    const refusal = detail.giftNote === undefined ? undefined : giftNoteRefusal(detail.giftNote);
    if (refusal) throw new BadInputError(refusal);
    return this.change(caller, async (tx, cart) => {
      const giftBox = detail.giftBox ?? cart.giftBox;
      const note = detail.giftNote === undefined ? cart.giftNote : detail.giftNote.trim() || null;
      return this.repository.setDetail(tx, cart.id, { shipmentOptionId: detail.shipmentOptionId ?? cart.shipmentOptionId, giftBox, giftNote: giftBox ? note : null });
    }, CartRequestFlags.ShipmentOptions);
  }

  /**
   * Lines of an earlier order back into the cart (spec §7 repeat order): each line on its own
   * stock check; one out of stock (or gone from the shelf) is named in outOfStock and the rest
   * still go in. A line the cart already holds grows, up to CART_QUANTITY_MAX.
   */
  async addLines(caller: CartCaller, lines: readonly RepeatLine[]): Promise<GatewayCartResult & { added: string[]; outOfStock: string[] }> {
    const added: string[] = [];
    const outOfStock: string[] = [];
    const { cart } = await this.change(caller, async (tx, row) => {
      added.length = 0;
      outOfStock.length = 0;
      for (const line of lines) {
        const { barcode, line: held } = await this.repository.barcodeAndLine(tx, row.id, line.stockBarcodeId);
        const wanted = Math.min(CART_QUANTITY_MAX, (held?.quantity ?? 0) + line.quantity);
        if (!barcode || barcode.productId !== line.productId || wanted > barcode.stock) {
          outOfStock.push(line.name);
          continue;
        }
        if (held) await this.repository.setQuantity(tx, held.id, wanted);
        else await this.repository.addLine(tx, row.id, line.productId, line.stockBarcodeId, wanted);
        added.push(line.name);
      }
    });
    return { cart, added, outOfStock };
  }

  /**
   * Puts a coupon on the cart when this shopper may use it on this cart. One coupon per cart: a
   * coupon already on it that still gives something must be removed first; one that no longer
   * does (used meanwhile, below its minimum) is simply replaced.
   */
  applyCoupon(caller: CartCaller, code: string): Promise<GatewayCartResult> {
    return this.change(caller, async (tx, cart, rules) => {
      const coupon = await this.coupons.find(code, tx);
      if (cart.couponCode && cart.couponCode !== coupon?.code && (await this.price(tx, cart, caller, rules)).couponCode) {
        throw new AppError(CartMessage.couponAlreadyApplied, 409, 'COUPON_ALREADY_APPLIED');
      }
      const { totals } = await this.price(tx, { ...cart, couponCode: null }, caller, rules);
      const refusal = await this.couponUses.refusal(tx, coupon, couponHolderOf(caller.shopper))
        ?? couponCartRefusal(coupon!, { currencyId: caller.currencyId, basket: totals.brut - totals.campaign });
      if (refusal === CartMessage.couponNotFound) throw new NotFoundError(refusal);
      if (refusal) throw new AppError(refusal, 422, 'COUPON_REFUSED');
      return this.repository.setCoupon(tx, cart.id, coupon!.code);
    });
  }

  /**
   * Order placement refused the cart's coupon (the shopper may no longer use it): it comes off the
   * cart, unless the cart meanwhile holds another, so the next look at the cart shows the total
   * without it and the shopper can decide again.
   */
  async dropCoupon(caller: CartCaller, code: string): Promise<void> {
    await this.change(caller, async (tx, cart) => (cart.couponCode === code ? this.repository.setCoupon(tx, cart.id, null) : undefined));
  }

  removeCoupon(caller: CartCaller): Promise<GatewayCartResult> {
    return this.change(caller, (tx, cart) => this.repository.setCoupon(tx, cart.id, null));
  }

  /** The member's coupons (/u/coupons): a visitor's token is 401, a guest's 403, as on every member page. */
  async memberCoupons(caller: CartCaller): Promise<GatewayMemberCouponsResult> {
    if (caller.shopper.memberId <= 0) throw new AppError(MemberMessage.notSignedIn, 401, 'NOT_SIGNED_IN');
    if (caller.shopper.isGst) throw new AppError(MemberMessage.membersOnly, 403, 'MEMBERS_ONLY');
    const rows = (await this.coupons.ofMember(caller.shopper.memberId)).map((row) => ({
      ...row,
      // Used: by them as often as one shopper may, or by everyone as often as anyone may (or withdrawn).
      used: row.used || (row.usesPerShopper !== null && row.usage.byShopper >= row.usesPerShopper) || (row.totalUses !== null && row.usage.total >= row.totalUses),
    }));
    return {
      // The ones still to use first.
      coupons: [...rows.filter((row) => !row.used), ...rows.filter((row) => row.used)].map((row) => ({
        code: row.code, name: caller.culture === 'en' ? row.name.en : row.name.tr, kind: row.kind,
        value: row.kind === 'percent' ? row.percent ?? 0 : major(row.amounts[String(caller.currencyId)] ?? 0),
        minimumBasket: major(row.minimums[String(caller.currencyId)] ?? 0), validFrom: row.validFrom?.toISOString(), validUntil: row.validUntil?.toISOString(), used: row.used,
      })),
    };
  }

  /**
   * A guest's cart joins a member's at sign-in (the guest keeps the emptied cart). Both carts are
   * locked in id order, so a sign-in and a change of either cart never wait on each other the
   * other way round.
   */
  async merge(fromCartId: number, intoCartId: number): Promise<void> {
    if (fromCartId === intoCartId) return;
    const change = await this.db.transaction(async (tx) => {
      for (const id of [fromCartId, intoCartId].sort((a, b) => a - b)) await this.repository.lock(tx, id);
      if (!(await this.repository.moveLines(tx, fromCartId, intoCartId))) return undefined;
      await this.repository.bump(tx, fromCartId);
      return { version: await this.repository.bump(tx, intoCartId), itemCount: await this.repository.units(tx, intoCartId) };
    });
    if (change) this.events.publish({ shoppingCartId: intoCartId, ...change });
  }

  /**
   * A visitor's cart handed over at sign-in or guest logon (issue 27 item 6): its lines join the
   * member's or guest's cart, and its coupon, gift box and shipment option too where that cart
   * has none; then the visitor's cart is deleted. The visitor's token names no cart from then on:
   * its next cart call gets a new token and an empty cart, and its live channel hears nothing of
   * the member's. Both carts are locked in id order, as in merge.
   */
  async takeOver(visitorCartId: number, intoCartId: number): Promise<void> {
    if (visitorCartId === intoCartId) return;
    const change = await this.db.transaction(async (tx) => {
      for (const id of [visitorCartId, intoCartId].sort((a, b) => a - b)) await this.repository.lock(tx, id);
      await this.repository.moveLines(tx, visitorCartId, intoCartId);
      await this.repository.takeChoices(tx, visitorCartId, intoCartId);
      await this.repository.deleteHandedOver(tx, visitorCartId);
      return { version: await this.repository.bump(tx, intoCartId), itemCount: await this.repository.units(tx, intoCartId) };
    });
    this.events.publish({ shoppingCartId: intoCartId, ...change });
  }

  /**
   * One command: lock with version + 1, work, answer, commit; then tell the listeners. `work`
   * answers the cart row when it changed a cart-wide field, or the lines when its statement read
   * them after its change (no second read then). The campaign rules are read before the
   * transaction: inside it, every query must go through `tx` (the embedded database has one
   * connection, which the open transaction holds).
   */
  private async change(caller: CartCaller, work: (tx: Queryable, cart: CartRow, rules: CampaignRule[]) => Promise<CartRow | { lines: CartLineRow[] } | void>, flags: number = CartRequestFlags.None): Promise<GatewayCartResult> {
    const rules = await this.campaigns.cartRules(caller.culture, caller.currencyId);
    const cart = await this.db.transaction(async (tx) => {
      const row = await this.repository.lockForChange(tx, caller.shopper.shoppingCartId);
      if (!row) throw new InvalidEnvironmentToken('Shopping cart not found');
      const worked = await work(tx, row, rules);
      if (worked && 'lines' in worked) return this.build(tx, row, caller, rules, flags, worked.lines);
      return this.build(tx, worked ?? row, caller, rules, flags);
    });
    this.events.publish({ shoppingCartId: caller.shopper.shoppingCartId, version: cart.version, itemCount: cart.itemCount });
    return { cart };
  }

  /**
   * Order placement: the shopper's cart locked and priced inside the caller's transaction, exactly
   * as every cart answer prices it (the order never trusts totals from a request). undefined when
   * the token names a cart that is gone. `rules` are read before the transaction (see change).
   */
  async lockAndPrice(tx: Queryable, caller: CartCaller, rules: CampaignRule[]): Promise<{ row: CartRow; lines: CartLineRow[]; totals: CartTotals; couponCode?: string; couponRefusal?: string } | undefined> {
    const row = await this.repository.lock(tx, caller.shopper.shoppingCartId);
    if (!row) return undefined;
    return { row, ...(await this.price(tx, row, caller, rules)) };
  }

  /** Order placement: the cart's lines and coupon went into the order; answers the cart's new version. */
  async emptyLocked(tx: Queryable, cartId: number): Promise<number> {
    return this.repository.clear(tx, cartId);
  }

  /**
   * The cart's lines priced: campaigns, then the coupon when it still holds, and the shipping line
   * of the chosen option (free-shipping campaigns only reach an option that can be free).
   * `shippingOf` prices the same cart with another option, for the option list. A coupon this
   * shopper may no longer use gives nothing and is named in `couponRefusal` (placement refuses
   * it); one the cart does not reach gives nothing until it does. `read`: the lines, when already read.
   */
  private async price(db: Queryable, cart: Pick<CartRow, 'id' | 'couponCode' | 'shipmentOptionId'>, caller: CartCaller, rules: CampaignRule[], read?: CartLineRow[]): Promise<{
    lines: CartLineRow[]; totals: CartTotals; couponCode?: string; couponRefusal?: string; shippingOf: (option: ShipmentOptionRule) => number;
  }> {
    const lines = read ?? await this.repository.lines(db, cart.id, caller.culture, caller.currencyId);
    const inputs: LineInput[] = lines.filter((line) => line.name !== null && line.salesPrice !== null).map((line) => ({
      key: line.id, productId: line.productId, brandId: line.brandId ?? 0, categoryIds: line.categoryIds, unitPrice: line.salesPrice!, quantity: line.quantity, taxRate: DEFAULT_TAX_RATE,
    }));
    const priced = (option: ShipmentOptionRule, coupon: CouponRule | undefined) =>
      priceCart(inputs, option.freeable ? rules : rules.filter((rule) => rule.kind !== 'free-shipping'), coupon, shipmentFeeOf(option, caller.currencyId));
    const chosen = shipmentOptionOf(cart.shipmentOptionId);
    const withoutCoupon = priced(chosen, undefined);
    const answer = (totals: CartTotals, coupon?: CouponRule) => ({ lines, totals, ...(coupon ? { couponCode: coupon.code } : {}), shippingOf: (option: ShipmentOptionRule) => priced(option, coupon).shipping });
    if (!cart.couponCode) return answer(withoutCoupon);
    const coupon = await this.coupons.find(cart.couponCode, db);
    const couponRefusal = await this.couponUses.refusal(db, coupon, couponHolderOf(caller.shopper));
    if (couponRefusal) return { ...answer(withoutCoupon), couponRefusal };
    if (couponCartRefusal(coupon!, { currencyId: caller.currencyId, basket: withoutCoupon.brut - withoutCoupon.campaign })) return answer(withoutCoupon);
    const rule = couponRule(coupon!, caller.currencyId);
    return answer(priced(chosen, rule), rule);
  }

  /** `read`: the cart's lines when already read (with the row by get-cart, or by a change's own statement). */
  private async build(db: Queryable, row: CartRow, caller: CartCaller, rules: CampaignRule[], flags: number, read?: CartLineRow[]): Promise<Cart> {
    const { lines, totals, couponCode, shippingOf } = await this.price(db, row, caller, rules, read);
    const byKey = new Map(totals.lines.map((line) => [line.key, line]));
    const items: CartItem[] = lines.map((line) => this.item(line, byKey.get(line.id)));
    const itemCount = items.reduce((sum, item) => sum + (item.product ? item.quantity : 0), 0);
    // A pick-up ships nothing: no shipping line at all, rather than a free one.
    if (itemCount > 0 && !isPickup(shipmentOptionOf(row.shipmentOptionId).id)) items.push(this.shippingLine(totals.shipping, lines.length + 1));
    const campaigns: CartCampaign[] = totals.campaignTotals.map((campaign) => ({ campaignId: campaign.id, name: campaign.name, kind: campaign.kind, total: major(campaign.amount) }));
    const freeShipping = rules.find((rule) => rule.id === totals.freeShippingBy);
    if (freeShipping) campaigns.push({ campaignId: freeShipping.id, name: freeShipping.name, kind: freeShipping.kind, total: 0 });
    const cartTotals: CartTotal[] = [
      total(CartTotalType.Brut, totals.brut, DEFAULT_TAX_RATE),
      ...totals.campaignTotals.map((campaign) => total(CartTotalType.Campaign, campaign.amount, DEFAULT_TAX_RATE, campaign.id)),
      ...(totals.discount ? [total(CartTotalType.Discount, totals.discount, DEFAULT_TAX_RATE)] : []),
      total(CartTotalType.Tax, totals.tax, DEFAULT_TAX_RATE),
      total(CartTotalType.NetTotal, totals.net, DEFAULT_TAX_RATE),
    ];
    // The threshold a shopper can aim at: the lowest of the free-shipping campaigns that reach a line of this cart (or every cart).
    const reachable = (rule: CampaignRule) => !rule.productIds.length && !rule.brandIds.length && !rule.categoryIds.length
      || lines.some((line) => reaches(rule, { key: line.id, productId: line.productId, brandId: line.brandId ?? 0, categoryIds: line.categoryIds, unitPrice: 0, quantity: 0, taxRate: 0 }));
    const thresholds = rules.filter((rule) => rule.kind === 'free-shipping' && rule.threshold !== undefined && reachable(rule)).map((rule) => rule.threshold!);
    const freeOver = thresholds.length ? Math.min(...thresholds) : undefined;
    return {
      documentId: row.id, currencyId: caller.currencyId, ...(couponCode ? { couponCode } : {}), items, totals: cartTotals, tags: [], campaigns,
      suggestedCampaigns: totals.suggested.map((suggestion) => ({ campaignId: suggestion.id, name: suggestion.name, kind: suggestion.kind, missingAmount: major(suggestion.missing) })),
      itemCount, isTaxIncluded: true, version: row.version,
      shipmentOptionId: shipmentOptionOf(row.shipmentOptionId).id, giftBox: row.giftBox, ...(row.giftNote ? { giftNote: row.giftNote } : {}),
      ...(hasFlag(flags, CartRequestFlags.ShipmentOptions) ? {
        shipmentOptions: LISTED_SHIPMENT_OPTIONS.map((option) => ({
          id: option.id, name: option.name[caller.culture], fee: major(itemCount > 0 ? shippingOf(option) : shipmentFeeOf(option, caller.currencyId)),
          ...(option.freeable && freeOver !== undefined ? { freeOver: major(freeOver) } : {}), selected: option.id === shipmentOptionOf(row.shipmentOptionId).id,
        })),
      } : {}),
    };
  }

  private item(line: CartLineRow, priced: CartTotals['lines'][number] | undefined): CartItem {
    const unit = line.salesPrice ?? 0;
    const brut = priced?.brut ?? 0;
    const net = priced?.net ?? 0;
    return {
      documentId: line.id, productId: line.productId, stockBarcodeId: line.stockBarcodeId, quantity: line.quantity, isShipment: false, orderNo: line.orderNo,
      salesPriceWithTax: major(brut), salesPriceWithoutTax: major(brut - taxIn(brut, DEFAULT_TAX_RATE)),
      unitPriceWithTax: major(unit), unitPriceWithoutTax: major(unit - taxIn(unit, DEFAULT_TAX_RATE)), discountPriceWithTax: major(net),
      totals: priced ? [
        total(CartTotalType.Brut, priced.brut, DEFAULT_TAX_RATE),
        ...priced.campaigns.map((campaign) => total(CartTotalType.Campaign, campaign.amount, DEFAULT_TAX_RATE, campaign.id)),
        ...(priced.discount ? [total(CartTotalType.Discount, priced.discount, DEFAULT_TAX_RATE)] : []),
        total(CartTotalType.Tax, priced.tax, DEFAULT_TAX_RATE),
        total(CartTotalType.NetTotal, priced.net, DEFAULT_TAX_RATE),
      ] : [],
      flags: CartItemFlags.None,
      campaigns: priced?.campaigns.map((campaign) => ({ campaignId: campaign.id, name: campaign.name, total: major(campaign.amount) })) ?? [],
      ...(line.size ? { stockTypeName: line.size } : {}),
      ...(priced && line.name && line.routePath ? { product: { name: line.name, routePath: line.routePath, ...(line.imagePath ? { imagePath: line.imagePath } : {}), ...(line.brandName ? { brandName: line.brandName } : {}) } } : {}),
      availableQuantity: Math.min(CART_QUANTITY_MAX, line.stock),
    };
  }

  private shippingLine(fee: number, orderNo: number): CartItem {
    const shipping = [total(CartTotalType.Brut, fee, DEFAULT_TAX_RATE), total(CartTotalType.NetTotal, fee, DEFAULT_TAX_RATE)];
    return {
      documentId: 0, productId: 0, stockBarcodeId: 0, quantity: 1, isShipment: true, orderNo,
      salesPriceWithTax: major(fee), salesPriceWithoutTax: major(fee - taxIn(fee, DEFAULT_TAX_RATE)), unitPriceWithTax: major(fee), unitPriceWithoutTax: major(fee - taxIn(fee, DEFAULT_TAX_RATE)),
      discountPriceWithTax: major(fee), totals: shipping, flags: CartItemFlags.ShipmentFee, campaigns: [], availableQuantity: 1,
    };
  }
}
