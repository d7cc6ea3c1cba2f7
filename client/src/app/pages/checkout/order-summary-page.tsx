import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { handOffToOpener } from '../../../features/checkout/challenge-hand-off';
import { OrderView } from '../../../features/checkout/components/order-view';
import { useCardPaymentT } from '../../../features/checkout/card-payment-texts';
import { useCheckoutT } from '../../../features/checkout/checkout-texts';
import '../../../features/checkout/checkout.css';
import { useCheckoutStore } from '../../../features/checkout/use-checkout-store';
import { trackEcommerce, usePageView } from '../../../lib/analytics';
import { formatOrderMoney } from '../../../lib/order-display';
import { homePath, pagePath } from '../../../lib/routes';
import { useStores, useT } from '../../../stores/use-stores';
import { usePageTitle } from '../page-title';
import { useCheckoutGuard } from './use-checkout-guard';

/** /c/order-summary?status=success|error&docno= (spec §2): the placed order, or the failure with a way back to the cart. */
const OrderSummaryPage = observer(function OrderSummaryPage() {
  const t = useT();
  const ct = useCheckoutT();
  usePageTitle(`${t('route.orderSummary')} | ${t('site.name')}`);
  usePageView('Order-Summary');
  const ready = useCheckoutGuard({ activation: false });
  // In the bank's 3-D Secure window (issue 32 item 7): the summary opens in the shopping tab, and this window closes.
  const [handedOff] = useState(() => handOffToOpener());
  return (
    <section className="page page--order-summary">
      <h1>{t('route.orderSummary')}</h1>
      {handedOff ? <p role="status">{ct('challengeHandedOff')}</p> : ready ? <OrderSummaryContent /> : <p aria-busy="true">{ct('loading')}</p>}
    </section>
  );
});

const OrderSummaryContent = observer(function OrderSummaryContent() {
  const { cart, ui } = useStores();
  const { lookup } = useCheckoutStore();
  const ct = useCheckoutT();
  const pt = useCardPaymentT();
  const [params] = useSearchParams();
  // Only known reasons: the URL never puts its own words on the page.
  const reason = params.get('reason');
  const reasonText = reason === 'challenge-failed' ? pt('challengeFailed') : reason === 'cart-changed' ? pt('cartChanged') : null;
  const docNo = params.get('docno') ?? '';
  const success = params.get('status') === 'success' && docNo !== '';

  useEffect(() => { if (success) void lookup.load(docNo); }, [success, docNo, lookup]);
  // The cart became the order: the basket shows what the server now counts (0).
  useEffect(() => { if (success) void cart.loadCount(); }, [success, cart]);
  const order = success && lookup.order?.docNo === docNo ? lookup.order : null;
  // In the currency the order was charged in, written the one way (issue 32 item 4).
  const money = (amount: number) => formatOrderMoney(amount, order?.currencyCode ?? '', ui.culture);

  // Purchase analytics only when the order was read and it has products (issue 15 item 5).
  useEffect(() => {
    if (!order || order.items.length === 0) return;
    trackEcommerce('purchase', () => ({
      transaction_id: order.docNo, currency: order.currencyCode, value: order.netTotal, shipping: order.shipmentFee,
      items: order.items.map((item) => ({ item_id: String(item.productId), item_name: item.name, price: item.unitPriceWithTax, quantity: item.quantity })),
    }));
  }, [order]);

  const backToCart = <Link to={pagePath('cartSummary', ui.culture)} className="button">{ct('backToCart')}</Link>;
  if (!success) {
    return (
      <div className="order-summary order-summary--error" role="alert">
        <h2>{ct('orderFailed')}</h2>
        <p>{reasonText ?? ct('orderFailedText')}</p>
        <div className="order-summary__actions">{backToCart}</div>
      </div>
    );
  }
  if (lookup.error && !order) return <div role="alert"><p>{ct('orderNotRead')}: {lookup.error}</p>{backToCart}</div>;
  if (!order) return <p aria-busy="true">{ct('orderLoading')}</p>;
  return (
    <div className="order-summary">
      <h2>{ct('orderThanks')}</h2>
      <OrderView order={order} money={money} />
      <div className="order-summary__actions"><Link to={homePath(ui.culture)} className="button">{ct('continueShopping')}</Link></div>
    </div>
  );
});

export default OrderSummaryPage;
