import type { PaymentType } from '../enums.js';
import { CHECKOUT_PAYMENT_TYPE, PAY_AT_DOOR_FEES } from './payloads.js';

/** The pay-at-door fee in a currency, minor units (USD's where the currency has none). */
export const payAtDoorFeeIn = (currencyId: number): number => PAY_AT_DOOR_FEES[currencyId] ?? PAY_AT_DOOR_FEES[2];

/**
 * The pay-at-door fee of an order (issue 32 item 1), minor units: the payment's, not the cart's,
 * so the checkout shows it as its own row before the shopper commits and placement charges the
 * same. Nothing for another payment type, nor when the order costs nothing (nobody is paid at the
 * door then).
 */
export function payAtDoorFeeOf(paymentType: PaymentType | number, currencyId: number, netMinor: number): number {
  return Number(paymentType) === CHECKOUT_PAYMENT_TYPE.payAtDoor && netMinor > 0 ? payAtDoorFeeIn(currencyId) : 0;
}
