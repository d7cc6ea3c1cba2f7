import { SHIPMENT_OPTION } from '../../../../contracts/cart/cart-detail.js';
import { DEFAULT_TAX_RATE, priceCart, type CampaignRule, type LineInput } from './cart-totals.js';
import { shipmentFeeOf, shipmentOptionOf } from './shipment-options.js';

/**
 * Whether a cart holding one unit of this product alone, shipped the standard way (a new cart's
 * choice), ships free (issue 32 item 3): the cart's own pricing answers, so a "Free Shipping"
 * badge can say only what the cart will then do.
 */
export function shipsFreeAlone(product: Pick<LineInput, 'productId' | 'brandId' | 'categoryIds' | 'unitPrice'>, rules: readonly CampaignRule[], currencyId: number): boolean {
  const fee = shipmentFeeOf(shipmentOptionOf(SHIPMENT_OPTION.standard), currencyId);
  return priceCart([{ ...product, key: 1, quantity: 1, taxRate: DEFAULT_TAX_RATE }], rules, undefined, fee).shipping === 0;
}
