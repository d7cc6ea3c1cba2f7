import OrderSummaryPage from './order-summary-page';
import ShippingAndPaymentPage from './shipping-and-payment-page';

/** The checkout pages by route key: one chunk, since a shopper goes from one to the next. */
export type CheckoutPageKey = 'shipping' | 'payment' | 'shippingAndPayment' | 'orderSummary';

export default function CheckoutRoutePage({ page }: { page: CheckoutPageKey }) {
  return page === 'orderSummary' ? <OrderSummaryPage /> : <ShippingAndPaymentPage step={page} />;
}
