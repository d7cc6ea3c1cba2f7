/**
 * What an order being placed costs and the totals it keeps (S3.10, issue 32 item 1): the cart's
 * totals, the payment type's fee (pay at door), and for a card the points spent and the bank's
 * instalment interest. Pure, so the property test runs it over random carts and payment types
 * and checks that every surface's rows add up to what is charged.
 */
import type { CartTotal } from '../../../../contracts/cart/entities.js';
import { CartTotalType, PaymentType } from '../../../../contracts/enums.js';
import { payAtDoorFeeOf } from '../../../../contracts/order/pay-at-door-fee.js';
import type { InstallmentPlan } from '../payment/installments.js';
import { DEFAULT_TAX_RATE, taxIn, type CartTotals } from '../cart/cart-totals.js';
import { total } from '../cart/cart.service.js';

/** A card's charge of an amount: the points spent first, then the bank's plan on the rest (card-charge.ts). */
export type CardChargeOf = (amount: number) => { points: number; plan: InstallmentPlan };

export interface PlacedMoney {
  /** FreeOfCharge when the cart costs nothing, else the type asked for. */
  paymentType: PaymentType;
  /** The pay-at-door fee, minor units. */
  paymentFee: number;
  cardCharge?: ReturnType<CardChargeOf>;
  /** What is charged, minor units. */
  netTotal: number;
  /** The order's totals, as it keeps them. */
  totals: CartTotal[];
}

/** The money of placing `cart` with `requested` in `currencyId`; `charge` prices a card payment. */
export function placedMoneyOf(cart: CartTotals, requested: PaymentType, currencyId: number, charge?: CardChargeOf): PlacedMoney {
  const paymentType = cart.net === 0 ? PaymentType.FreeOfCharge : requested;
  const paymentFee = payAtDoorFeeOf(paymentType, currencyId, cart.net);
  const cardCharge = paymentType === PaymentType.CreditCard && charge ? charge(cart.net + paymentFee) : undefined;
  const netTotal = cardCharge ? cardCharge.plan.total : cart.net + paymentFee;
  const interest = cardCharge?.plan.interest ?? 0;
  const totals: CartTotal[] = [
    total(CartTotalType.Brut, cart.brut, DEFAULT_TAX_RATE),
    ...cart.campaignTotals.map((campaign) => total(CartTotalType.Campaign, campaign.amount, DEFAULT_TAX_RATE, campaign.id)),
    ...(cart.discount ? [total(CartTotalType.Discount, cart.discount, DEFAULT_TAX_RATE)] : []),
    ...(paymentFee ? [total(CartTotalType.Commission, paymentFee, DEFAULT_TAX_RATE)] : []),
    // The instalment count is the payment's own column; its interest is a Commission total of a card order.
    ...(cardCharge && cardCharge.plan.count > 1 ? [total(CartTotalType.Commission, interest, DEFAULT_TAX_RATE)] : []),
    ...(cardCharge?.points ? [total(CartTotalType.SitePoint, cardCharge.points, DEFAULT_TAX_RATE)] : []),
    total(CartTotalType.Tax, cart.tax + taxIn(paymentFee + interest, DEFAULT_TAX_RATE), DEFAULT_TAX_RATE),
    total(CartTotalType.NetTotal, netTotal, DEFAULT_TAX_RATE),
  ];
  return { paymentType, paymentFee, ...(cardCharge ? { cardCharge } : {}), netTotal, totals };
}
