import { SHIPMENT_OPTION } from '../../../../contracts/cart/cart-detail.js';
import type { Culture } from '../../../../contracts/enums.js';

/** A way the shop ships (spec §7 Shopping cart gateway, ShipmentOptions flag). */
export interface ShipmentOptionRule {
  id: number;
  name: Record<Culture, string>;
  /** The fee before campaigns, tax included, minor units per currency id (1 TRY, 2 USD, 3 EUR). */
  fees: Readonly<Record<number, number>>;
  /** Whether a free-shipping campaign can make it free: express never is (a pick-up is free anyway). */
  freeable: boolean;
  /** Shown among the shipping choices; the store pick-up is chosen as the delivery instead. */
  listed: boolean;
}

/** The embedded engine's shipment options, in the order the checkout lists them. Standard first: a new cart's choice. */
export const SHIPMENT_OPTIONS: readonly ShipmentOptionRule[] = [
  { id: SHIPMENT_OPTION.standard, name: { tr: 'Standart Kargo', en: 'Standard shipping' }, fees: { 1: 4_990, 2: 499, 3: 499 }, freeable: true, listed: true },
  { id: SHIPMENT_OPTION.express, name: { tr: 'Hızlı Kargo', en: 'Express shipping' }, fees: { 1: 12_990, 2: 1_299, 3: 1_299 }, freeable: false, listed: true },
  { id: SHIPMENT_OPTION.pickup, name: { tr: 'Mağazadan teslim', en: 'Store pick-up' }, fees: { 1: 0, 2: 0, 3: 0 }, freeable: false, listed: false },
];

/** The shipping choices a checkout lists (not the store pick-up). */
export const LISTED_SHIPMENT_OPTIONS: readonly ShipmentOptionRule[] = SHIPMENT_OPTIONS.filter((option) => option.listed);

/** Whether a cart with this option is picked up at a store: no shipping line, and placing it names the store. */
export const isPickup = (id: number): boolean => id === SHIPMENT_OPTION.pickup;

/** The option of an id; a cart that names one no longer offered ships standard. */
export function shipmentOptionOf(id: number): ShipmentOptionRule {
  return SHIPMENT_OPTIONS.find((option) => option.id === id) ?? SHIPMENT_OPTIONS[0];
}

export const isShipmentOption = (id: number): boolean => SHIPMENT_OPTIONS.some((option) => option.id === id);

/** The option's fee in a currency (USD's where the currency has none). */
export const shipmentFeeOf = (option: ShipmentOptionRule, currencyId: number): number => option.fees[currencyId] ?? option.fees[2];
