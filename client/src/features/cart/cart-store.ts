import { makeAutoObservable, runInAction } from 'mobx';
import type { Cart, CartItem } from '../../../../contracts/cart/entities';
import { CartNotice } from '../../../../contracts/cart/messages';
import type { CartResponse } from '../../../../contracts/cart/responses';
import type { ShoppingCartUpdated } from '../../../../contracts/hub';
import { notify } from '../../components/notify';
import { messageOf } from '../../lib/api-client';
import type { CartApi } from './api';

/** What a cart change tells analytics and the cart-added notice. */
export interface CartItemView {
  productId: number;
  name: string;
  price: number;
  quantity: number;
  imagePath?: string;
  stockTypeName?: string;
}

/** Hooks the store calls on changes: analytics and the live channel live outside the feature. */
export interface CartStoreHooks {
  /** A product went into the cart (add_to_cart; the notice only when it is not a line's quantity raised). */
  added?: (item: CartItemView, raised?: boolean) => void;
  /** A line left the cart (remove_from_cart). */
  removed?: (item: CartItemView) => void;
  /** The shopper now has a cart on the server (the live channel starts). */
  hasCart?: () => void;
}

const viewOf = (item: CartItem, quantity = item.quantity): CartItemView => ({
  productId: item.productId, name: item.product?.name ?? '', price: item.unitPriceWithTax, quantity,
  ...(item.product?.imagePath ? { imagePath: item.product.imagePath } : {}), ...(item.stockTypeName ? { stockTypeName: item.stockTypeName } : {}),
});

/**
 * The shopper's cart (S3.08, S4.09-S4.11, S4.21): the item count of the header badge, the cart
 * itself once read, and the changes. Every answer and live event carries the cart's version; one
 * older than the cart held is ignored, so a late answer never shows an older cart.
 */
export class CartStore {
  itemCount = 0;
  cart: Cart | null = null;
  loading = false;
  /** A change is under way (quantity controls are disabled, S5.04). */
  changing = false;
  error: string | null = null;
  /** Why the coupon typed was refused: said beside the coupon field, which is marked invalid (issue 32 item 20). */
  couponError: string | null = null;
  private version = -1;

  constructor(private readonly api: CartApi, private readonly hooks: CartStoreHooks = {}) {
    makeAutoObservable<CartStore, 'api' | 'hooks' | 'version'>(this, { api: false, hooks: false, version: false });
  }

  /** The shopper signed out (S4 Logout): the basket shows 0 at once; the next read is the visitor's. */
  signedOut(): void {
    this.itemCount = 0;
    this.cart = null;
    this.version = -1;
  }

  /**
   * The token names another cart now (a sign-in, a guest logon, a new password): its versions
   * start afresh, so nothing held is taken as newer than what the new cart says.
   */
  cartReplaced(): void {
    this.version = -1;
  }

  /** Product lines, without the shipping line. */
  get lines(): CartItem[] {
    return this.cart?.items.filter((item) => !item.isShipment && item.product) ?? [];
  }

  get shippingLine(): CartItem | undefined {
    return this.cart?.items.find((item) => item.isShipment);
  }

  setItemCount(count: number) {
    this.itemCount = Math.max(0, count);
  }

  /** The badge's count at start (S7.09); a failure leaves 0 and is logged (S8.12). */
  async loadCount(): Promise<void> {
    try {
      const { count } = await this.api.basketCount();
      runInAction(() => this.setItemCount(count));
      if (count > 0) this.hooks.hasCart?.();
    } catch (error) {
      console.warn(messageOf(error, CartNotice.basketCountFailure));
    }
  }

  /** The cart, with what the page's tags ask for (S7.01 flags from tags). */
  async load(tags: string[] = []): Promise<void> {
    this.loading = true;
    try {
      const { cart } = await this.api.getCart(tags);
      runInAction(() => { this.take(cart, { force: true }); this.error = null; });
    } catch (error) {
      runInAction(() => { this.error = messageOf(error, CartNotice.getFailure); });
    } finally {
      runInAction(() => { this.loading = false; });
    }
  }

  /** Adds a variant; without one (a list's card) the server takes the product's only variant in stock. */
  async add(productId: number, stockBarcodeId?: number, quantity = 1): Promise<boolean> {
    return this.run(() => this.api.add({ productId, stockBarcodeId, quantity }), CartNotice.addFailure, (cart) => {
      const line = cart.items.find((item) => (stockBarcodeId === undefined ? item.productId === productId : item.stockBarcodeId === stockBarcodeId) && !item.isShipment);
      if (line) this.hooks.added?.(viewOf(line, quantity));
      this.hooks.hasCart?.();
    });
  }

  async changeQuantity(item: CartItem, quantity: number): Promise<boolean> {
    return this.run(() => this.api.changeQuantity({ itemId: item.documentId, quantity }), CartNotice.quantityFailure, () => {
      void notify('success', CartNotice.quantityUpdated);
      if (quantity < item.quantity) this.hooks.removed?.(viewOf(item, item.quantity - quantity));
      else if (quantity > item.quantity) this.hooks.added?.(viewOf(item, quantity - item.quantity), true);
    }, { preferFallback: true });
  }

  /** S4.10: the answer's cart replaces the cart, but the lines held stay unless it has lines. */
  async remove(item: CartItem): Promise<boolean> {
    return this.run(() => this.api.remove(item.documentId), CartNotice.removeFailure, () => {
      void notify('success', CartNotice.removed);
      this.hooks.removed?.(viewOf(item));
    }, { keepLines: true });
  }

  async applyCoupon(code: string): Promise<boolean> {
    this.couponError = null;
    return this.run(() => this.api.applyCoupon(code), CartNotice.getFailure, () => void notify('success', CartNotice.couponApplied), {
      refused: (message) => { this.couponError = message; },
    });
  }

  /** The shopper changes the coupon typed: the refusal of the last one no longer stands. */
  clearCouponError(): void {
    this.couponError = null;
  }

  async removeCoupon(): Promise<boolean> {
    return this.run(() => this.api.removeCoupon(), CartNotice.getFailure, () => void notify('success', CartNotice.couponRemoved), { couponRemoved: true });
  }

  /** A live OnShoppingCartUpdated: newer than what is held → the count now, the cart read again. */
  liveUpdate(update: ShoppingCartUpdated): boolean {
    if (update.version <= this.version) return false;
    this.setItemCount(update.itemCount);
    if (update.cart) this.take(update.cart);
    else void this.load();
    return true;
  }

  /**
   * Takes a cart unless it is older than the one held. A coupon the shopper did not take off that
   * is gone from the new cart stopped applying (it fell under the coupon's minimum): the shopper
   * is told, not left to find the discount missing (issue 32 item 15).
   */
  take(cart: Cart, { force = false, keepLines = false, couponRemoved = false } = {}): void {
    if (!force && cart.version < this.version) return;
    if (this.cart?.couponCode && !cart.couponCode && !couponRemoved && cart.itemCount > 0) void notify('warning', CartNotice.couponStoppedApplying);
    this.version = Math.max(this.version, cart.version);
    const lines = keepLines && !cart.items.length && this.cart ? this.cart.items.filter((item) => !item.isShipment) : null;
    this.cart = lines && cart.itemCount > 0 ? { ...cart, items: lines } : cart;
    this.itemCount = cart.itemCount;
  }

  /** `refused` takes the failure's message instead of a toast: the page says it where it belongs. */
  private async run(call: () => Promise<CartResponse>, failure: string, done: (cart: Cart) => void, { keepLines = false, preferFallback = false, couponRemoved = false, refused = undefined as ((message: string) => void) | undefined } = {}): Promise<boolean> {
    this.changing = true;
    try {
      const { cart } = await call();
      runInAction(() => { this.take(cart, { keepLines, couponRemoved }); this.error = null; });
      done(cart);
      return true;
    } catch (error) {
      // S8.06 names one text for a failed quantity update; elsewhere the server's message wins (S8.20).
      if (refused) runInAction(() => refused(messageOf(error, failure)));
      else void notify('error', failure, preferFallback ? undefined : error);
      return false;
    } finally {
      runInAction(() => { this.changing = false; });
    }
  }
}
