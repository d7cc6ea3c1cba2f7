import { SHIPMENT_OPTION } from '../../../../contracts/cart/cart-detail.js';
import type { Culture } from '../../../../contracts/enums.js';

/** A way the shop ships (spec §7 Shopping cart gateway, ShipmentOptions flag). */
export interface ShipmentOptionRule {
  id: number;
  name: Record<Culture, string>;
  /** The fee before campaigns, tax included, minor units per currency id (1 TRY, 2 USD, 3 EUR). */
  fees: Readonly<Record<number, number>>;
  /** Whether a free-shipping campaign can make it free: express never is. */
  freeable: boolean;
}

/** The embedded engine's shipment options, in the order the checkout lists them. Standard first: a new cart's choice. */
export const SHIPMENT_OPTIONS: readonly ShipmentOptionRule[] = [
  { id: SHIPMENT_OPTION.standard, name: { tr: 'Standart Kargo', en: 'Standard shipping' }, fees: { 1: 4_990, 2: 499, 3: 499 }, freeable: true },
  { id: SHIPMENT_OPTION.express, name: { tr: 'Hızlı Kargo', en: 'Express shipping' }, fees: { 1: 12_990, 2: 1_299, 3: 1_299 }, freeable: false },
];

/** The option of an id; a cart that names one no longer offered ships standard. */
export function shipmentOptionOf(id: number): ShipmentOptionRule {
  return SHIPMENT_OPTIONS.find((option) => option.id === id) ?? SHIPMENT_OPTIONS[0];
}

export const isShipmentOption = (id: number): boolean => SHIPMENT_OPTIONS.some((option) => option.id === id);

/** The option's fee in a currency (USD's where the currency has none). */
export const shipmentFeeOf = (option: ShipmentOptionRule, currencyId: number): number => option.fees[currencyId] ?? option.fees[2];
