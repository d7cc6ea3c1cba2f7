import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CartTotalType, type PaymentType } from '../../../../../contracts/enums';
import type { Address } from '../../../../../contracts/member/entities';
import { CheckoutForm } from '../../../features/checkout/components/checkout-form';
import { CheckoutItems } from '../../../features/checkout/components/checkout-items';
import { useCheckoutT } from '../../../features/checkout/checkout-texts';
import { useCheckoutStore } from '../../../features/checkout/use-checkout-store';
import { useCardPayment } from '../../../features/checkout/use-card-payment';
import { EMPTY_PAYMENT } from '../../../features/checkout/payment-schema';
import { useCartMoney, useCartMoneyView } from '../../../features/cart/components/use-cart-money';
import { MoneyRowsList } from '../../../components/money-rows-list';
import '../../../features/checkout/checkout.css';
import { AddressPicker } from '../../../features/member/components/address-picker';
import '../../../features/member/account.css';
import { useMemberStore } from '../../../features/member/use-member-store';
import { trackEcommerce, usePageView } from '../../../lib/analytics';
import { pagePath } from '../../../lib/routes';
import { useStores, useT } from '../../../stores/use-stores';
import { CheckoutHeader } from '../../checkout-header';
import { usePageTitle } from '../page-title';
import { useCheckoutGuard } from './use-checkout-guard';

/** Which step's route shows the page (the combined page shows both, the others start at their step). */
export type CheckoutStep = 'shipping' | 'payment' | 'shippingAndPayment';

/** /c/shipping-and-payment (and /c/shipping, /c/payment): addresses, payment, totals, policies and the place-order button. */
const ShippingAndPaymentPage = observer(function ShippingAndPaymentPage({ step = 'shippingAndPayment' }: { step?: CheckoutStep }) {
  const t = useT();
  const ct = useCheckoutT();
  usePageTitle(`${t(`route.${step}`)} | ${t('site.name')}`);
  usePageView('Shipping-and-Payment');
  const ready = useCheckoutGuard({ activation: true });
  return (
    <section className="page page--checkout">
      <CheckoutHeader />
      <h1>{t(`route.${step}`)}</h1>
      {ready ? <CheckoutContent step={step} /> : <p aria-busy="true">{ct('loading')}</p>}
    </section>
  );
});

const CheckoutContent = observer(function CheckoutContent({ step }: { step: CheckoutStep }) {
  const { cart, currency, ui } = useStores();
  const member = useMemberStore();
  const ct = useCheckoutT();
  const money = useCartMoney();
  const navigate = useNavigate();
  const [shippingId, setShippingId] = useState<number | null>(null);
  const [invoiceDifferent, setInvoiceDifferent] = useState(false);
  const [invoiceId, setInvoiceId] = useState<number | null>(null);
  // The payment type the form starts with and each one chosen: its fee is a row of the totals (issue 32 item 1).
  const [paymentType, setPaymentType] = useState(Number(EMPTY_PAYMENT.paymentType));
  const paymentRef = useRef<HTMLDivElement>(null);
  // Submits made without a shipping address: each flags the address and moves the focus there (issue 32 item 16).
  const [addressFlagged, setAddressFlagged] = useState(0);

  useEffect(() => { void cart.load(); }, [cart, ui.culture, currency.selectedCurrency]);
  const loaded = cart.cart !== null;
  const empty = loaded && cart.lines.length === 0;
  // An empty cart goes back to the cart summary (spec §4), but not the cart the order just emptied
  // (nor the one a 3-D Secure challenge empties: the live channel then moves the page on).
  const { placement } = useCheckoutStore();
  const docNoAtStart = useRef(placement.docNo);
  const ordered = placement.placing || placement.challengeUrl !== null || placement.docNo !== docNoAtStart.current;
  useEffect(() => { if (empty && !ordered) void navigate(pagePath('cartSummary', ui.culture), { replace: true }); }, [empty, ordered, navigate, ui.culture]);

  const currencyCode = () => (cart.cart && currency.byId(cart.cart.currencyId)?.code) ?? currency.selectedCurrency?.code ?? '';
  const netTotal = cart.cart?.totals.find((total) => total.typeId === CartTotalType.NetTotal)?.value ?? 0;
  const ecommerce = useCallback((extra: Record<string, unknown> = {}) => ({
    currency: currencyCode(),
    value: netTotal,
    items: cart.lines.map((item) => ({ item_id: String(item.productId), item_name: item.product?.name ?? '', price: item.unitPriceWithTax, quantity: item.quantity })),
    ...extra,
  }), [cart, netTotal]); // eslint-disable-line react-hooks/exhaustive-deps

  const hasLines = loaded && !empty;
  useEffect(() => { if (hasLines) trackEcommerce('begin_checkout', () => ecommerce()); }, [hasLines]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => { if (hasLines && step === 'payment') paymentRef.current?.scrollIntoView(); }, [hasLines, step]);

  const chooseShipping = useCallback((address: Address) => {
    setShippingId(address.id);
    trackEcommerce('add_shipping_info', () => ecommerce({ shipping_tier: cart.shippingLine?.product?.name ?? '' }));
  }, [cart, ecommerce]);
  const chooseInvoice = useCallback((address: Address) => setInvoiceId(address.id), []);
  const choosePayment = (chosen: PaymentType) => {
    setPaymentType(chosen);
    trackEcommerce('add_payment_info', () => ecommerce({ payment_type: String(chosen) }));
  };

  if (cart.error && !loaded) return <p role="alert">{cart.error}</p>;
  // The order may empty the cart (live channel) before its answer comes: the form stays until then.
  if (!hasLines && !ordered) return <p aria-busy="true">{ct('loading')}</p>;
  return (
    <div className="checkout">
      <div className="checkout__addresses">
        <AddressPicker name="shippingAddress" legend={ct('shippingAddress')} value={shippingId} onChange={chooseShipping} error={addressFlagged && shippingId === null ? ct('addressRequired') : undefined} focusRequest={addressFlagged} />
        <label className="checkout__invoice-toggle">
          <input type="checkbox" checked={invoiceDifferent} onChange={(event) => setInvoiceDifferent(event.target.checked)} />
          {' '}{ct('invoiceDifferent')}
        </label>
        {invoiceDifferent ? <AddressPicker name="invoiceAddress" legend={ct('invoiceAddress')} value={invoiceId} onChange={chooseInvoice} /> : null}
      </div>
      <div className="checkout__payment" ref={paymentRef}>
        <CheckoutItems money={money} />
        <CheckoutForm
          shippingAddressId={shippingId}
          invoiceAddressId={invoiceDifferent && invoiceId !== null ? invoiceId : undefined}
          currencyId={cart.cart?.currencyId ?? 1}
          money={money}
          netTotal={netTotal}
          totals={<CheckoutTotals paymentType={paymentType} />}
          onPaymentTypeChosen={choosePayment}
          onPlaced={(docNo) => void navigate(`${pagePath('orderSummary', ui.culture)}?status=success&docno=${encodeURIComponent(docNo)}`)}
          forGuest={member.isGuest}
          onAddressMissing={() => setAddressFlagged((count) => count + 1)}
        />
      </div>
    </div>
  );
});

/**
 * The cart's rows as the server priced them (S3.10), with the chosen payment type's fee, and a
 * card's chosen instalment interest and points spent, as rows of their own before the shopper
 * commits (issue 32 item 1): the total shown is the total charged.
 */
const CheckoutTotals = observer(function CheckoutTotals({ paymentType }: { paymentType: number }) {
  const { cart } = useStores();
  const card = useCardPayment();
  const t = useT();
  const view = useCartMoneyView(cart.cart, paymentType, card.choiceMoney);
  return view ? <MoneyRowsList view={view} className="checkout-totals" netClassName="checkout-totals__net" totalTestId="checkout-net-total" label={t('cart.total')} /> : null;
});

export default ShippingAndPaymentPage;
