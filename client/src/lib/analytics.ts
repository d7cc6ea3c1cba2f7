import { useEffect } from 'react';
import { onConsentChange, readConsent } from './consent';
import { toMinor } from './money';

/** Analytics events go to the tag manager's data layer (GA4 event names, spec §7 Analytics). */

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Events kept while the shopper has not yet answered the consent banner. */
const MAX_WAITING_EVENTS = 50;
let waiting: Record<string, unknown>[] = [];

function push(entry: Record<string, unknown>): void {
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(entry);
}

// Events of the first page view wait for the answer: sent on consent, dropped on refusal.
onConsentChange(() => {
  const choice = readConsent();
  if (choice === null) return;
  const queued = waiting;
  waiting = [];
  if (choice === 'granted') {
    try {
      queued.forEach(push);
    } catch (error) {
      console.warn('analytics events not sent', error);
    }
  }
});

/** Sends the entries together once consented, holds them while unanswered, drops them on refusal. */
function send(entries: () => Record<string, unknown>[]): void {
  const choice = readConsent();
  if (choice === 'denied') return;
  const built = entries();
  if (choice === null) {
    if (waiting.length + built.length <= MAX_WAITING_EVENTS) waiting.push(...built);
    return;
  }
  built.forEach(push);
}

/**
 * Pushes `event` with its parameters to window.dataLayer once the shopper has consented (KVKK/GDPR).
 * Analytics never breaks the shop: a failure is only logged (spec §7: failures are only logged).
 */
export function track(event: string, params: Record<string, unknown> = {}): void {
  try {
    send(() => [{ event, ...params }]);
  } catch (error) {
    console.warn('analytics event not sent', event, error);
  }
}

/** Analytics page keys of spec §2 (S2.25). */
export type PageKey = 'Home' | 'ProductList' | 'ProductDetail' | 'ProductSearchResult' | 'Cart-Summary' | 'Order-Summary' | 'Shipping-and-Payment';

/** Sends one page_view with the page's analytics key each time the page (or its path) is shown. */
export function usePageView(pageKey: PageKey, path: string = typeof window === 'undefined' ? '' : window.location.pathname): void {
  useEffect(() => track('page_view', { page_key: pageKey, page_path: path }), [pageKey, path]);
}

/** GA4 ecommerce event names sent by the catalogue and the cart (spec §7 Analytics events). */
export type EcommerceEvent = 'view_item' | 'view_item_list' | 'select_item' | 'view_promotion' | 'select_promotion' | 'add_to_cart' | 'remove_from_cart' | 'view_cart'
  | 'begin_checkout' | 'add_shipping_info' | 'add_payment_info' | 'purchase';

/** One product as GA4 ecommerce events describe it. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  /** Price paid, major units. */
  price: number;
  /** ISO code of the price's currency. */
  currency: string;
  /** Amount off the base price, major units (0 when not discounted). */
  discount: number;
  /** Position in its list, from 0. */
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

/** What the builders need of a product (a list item or a full product). */
export interface AnalyticsProduct {
  id: number;
  name?: string;
  brand?: { name: string };
  salesPrice?: number;
  basePrice?: number;
}

/** A product list on screen: the home widgets, a category list, related products. */
export interface AnalyticsList {
  id: string;
  name: string;
}

/** A banner slide or campaign tile. */
export interface AnalyticsPromotion {
  /** Banner key (stable across languages). */
  id: string;
  /** Slide title in the page's language. */
  name: string;
  /** Image shown. */
  creative: string;
  /** Where it sits, e.g. home_hero_1. */
  slot: string;
}

/** Money in the payloads: two decimals, computed on minor units so 0.1 + 0.2 never leaks. */
const money = (amount: number) => toMinor(amount) / 100;

/** The GA4 item of a product; `position` places it in a list. */
export function analyticsItem(product: AnalyticsProduct, currency: string, position?: { list: AnalyticsList; index: number }): AnalyticsItem {
  const price = product.salesPrice ?? 0;
  const base = product.basePrice ?? price;
  const item: AnalyticsItem = {
    item_id: String(product.id),
    item_name: product.name ?? '',
    price: money(price),
    currency,
    discount: Math.max(0, (toMinor(base) - toMinor(price)) / 100),
  };
  if (product.brand?.name) item.item_brand = product.brand.name;
  if (position) Object.assign(item, { index: position.index, item_list_id: position.list.id, item_list_name: position.list.name });
  return item;
}

/** view_item of a product detail page: currency, value and the one item. */
export function viewItemPayload(product: AnalyticsProduct, currency: string): Record<string, unknown> {
  const item = analyticsItem(product, currency);
  return { currency, value: item.price, items: [item] };
}

/** view_item_list of a list as shown; `currencyOf` answers each product's currency code. */
export function itemListPayload(list: AnalyticsList, products: AnalyticsProduct[], currencyOf: (product: AnalyticsProduct) => string): Record<string, unknown> {
  return { item_list_id: list.id, item_list_name: list.name, items: products.map((product, index) => analyticsItem(product, currencyOf(product), { list, index })) };
}

/** select_item of a product clicked in a list. */
export function selectItemPayload(list: AnalyticsList, product: AnalyticsProduct, index: number, currency: string): Record<string, unknown> {
  return { item_list_id: list.id, item_list_name: list.name, items: [analyticsItem(product, currency, { list, index })] };
}

/** view_promotion and select_promotion of a banner slide or tile. */
export function promotionPayload(promotion: AnalyticsPromotion): Record<string, unknown> {
  return { promotion_id: promotion.id, promotion_name: promotion.name, creative_name: promotion.creative, creative_slot: promotion.slot };
}

/**
 * Pushes a GA4 ecommerce event the way tag managers read it: `{ ecommerce: null }` first so the
 * previous event's data does not merge into this one, then `{ event, ecommerce }`. Consent-gated
 * and failures only logged, like track; `build` runs only when the event may be sent or held, and
 * a failure inside it is only logged too.
 */
export function trackEcommerce(event: EcommerceEvent, build: () => Record<string, unknown>): void {
  try {
    send(() => [{ ecommerce: null }, { event, ecommerce: build() }]);
  } catch (error) {
    console.warn('analytics event not sent', event, error);
  }
}
