import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Order, OrderAddress, PickupStore } from '../../../../../../contracts/order/entities';
import { MoneyRowsList } from '../../../../components/money-rows-list';
import { OrderLinesTable } from '../../../../components/order-lines-table';
import { cancelAvailable, cardPlanOf, formatOrderMoney, orderDateTime, orderMoneyView, orderRefundNotice, orderStatusName } from '../../../../lib/order-display';
import { BankAccountList } from '../../../../components/bank-account-list';
import { pagePath } from '../../../../lib/routes';
import { useStores, useT } from '../../../../stores/use-stores';
import { useOrderT, type OrderTextKey } from '../../order-texts';
import { useAccountStore } from '../../use-account-store';
import { OrderReturnAction } from '../returns/order-return-action';
import { OrderDocumentActions, OrderGiftAndAgreements } from './order-documents';
import { OrderPayLater } from './order-pay-later';
import { ORDER_PAYMENT_TEXTS, useOrderPaymentT, type OrderPaymentTextKey } from '../../order-payment-texts';

const ORDER_PAYMENT_KEYS = ORDER_PAYMENT_TEXTS.tr;
import '../../account-orders.css';
import { formatPhone } from '../../../../../../contracts/member/phone-format';

const PAYMENT_KEYS: Partial<Record<number, OrderTextKey>> = { 1: 'paymentType1', 2: 'paymentType2', 3: 'paymentType3', 8: 'paymentType8' };

function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  return (
    <div>
      <h3>{title}</h3>
      <address>
        {address.title ? <>{address.title}<br /></> : null}
        {address.name} {address.surname}<br />
        {address.description}<br />
        {address.countyName} / {address.cityName}{address.postalCode ? ` ${address.postalCode}` : ''}<br />
        {formatPhone(address.mobilePhone)}
      </address>
    </div>
  );
}

function PickupStoreBlock({ title, hoursLabel, store }: { title: string; hoursLabel: string; store: PickupStore }) {
  return (
    <div data-testid="order-pickup-store">
      <h3>{title}</h3>
      <address>
        <strong>{store.name}</strong><br />
        {store.address}<br />
        {store.countyName} / {store.cityName}<br />
        {formatPhone(store.phone)}<br />
        {hoursLabel}: {store.hours}
      </address>
    </div>
  );
}

/** Finds the member's order `docNo` (null: the address holds no order number) and hands it to `children` once read. */
export const OpenOrder = observer(function OpenOrder({ docNo, children }: { docNo: string | null; children: (order: Order) => ReactNode }) {
  const { orders } = useAccountStore();
  const { ui } = useStores();
  const t = useOrderT();

  useEffect(() => { if (docNo !== null) void orders.open(docNo); }, [orders, docNo]);

  const back = <p><Link to={pagePath('orders', ui.culture)}>{t('backToOrders')}</Link></p>;
  const order = orders.opened.shown(docNo);
  if (docNo === null || orders.opened.is(docNo, 'notFound')) return <div className="account-empty"><p role="alert">{t('orderNotFound')}</p>{back}</div>;
  if (orders.opened.is(docNo, 'failed')) return <><p className="inline-error" role="alert">{t('orderLoadFailed')} {orders.opened.error}</p>{back}</>;
  if (!order) return <p aria-busy="true">{t('loading')}</p>;
  return <>{children(order)}</>;
});

/** /u/orders/{docNo}: the member's order, its lines, totals, addresses, payment and history. */
export const OrderDetailView = observer(function OrderDetailView({ docNo }: { docNo: string | null }) {
  return <OpenOrder docNo={docNo}>{(order) => <OrderDetail order={order} />}</OpenOrder>;
});

const OrderDetail = observer(function OrderDetail({ order }: { order: Order }) {
  const { ui } = useStores();
  const t = useOrderT();
  const money = (amount: number) => formatOrderMoney(amount, order.currencyCode, ui.culture);
  // Lines at list price × quantity and the rows under them that add up to the total, as the cart, mail and invoice show them (issue 32 item 2).
  const view = orderMoneyView(order, ui.culture, useT());
  const pt = useOrderPaymentT();
  const paymentKey = PAYMENT_KEYS[order.payment.paymentType];
  const ownPaymentKey = `paymentType${order.payment.paymentType}` as OrderPaymentTextKey;
  const statusKey = `status_${order.payment.status}` as OrderPaymentTextKey;
  const plan = cardPlanOf(order.payment);
  const refund = orderRefundNotice(order, ui.culture);

  return (
    <article className="order-detail" aria-labelledby="order-heading" data-testid="order-detail">
      <h2 id="order-heading">{order.docNo}</h2>
      <p>
        <time dateTime={order.createdAt}>{orderDateTime(order.createdAt, ui.culture)}</time>
        {' · '}
        <span className={`order-status order-status--${order.statusName}`} data-testid="order-status">{orderStatusName(order.status, ui.culture)}</span>
      </p>
      {cancelAvailable(order) ? (
        <p className="order-actions"><Link className="button button--secondary" to={pagePath('orderCancel', ui.culture, { id: order.docNo })}>{t('cancelOrder')}</Link></p>
      ) : null}
      <OrderReturnAction order={order} />
      <OrderPayLater order={order} />

      <OrderDocumentActions order={order} />

      <section aria-labelledby="order-items-heading">
        <h3 id="order-items-heading">{t('itemsHeading')}</h3>
        <OrderLinesTable view={view} headings={{ product: t('product'), quantity: t('quantity'), unit: t('unitPrice'), amount: t('lineTotal') }} rowTestId="order-item" />
      </section>

      <section aria-labelledby="order-totals-heading">
        <h3 id="order-totals-heading">{t('totalsHeading')}</h3>
        {order.shipper ? <p>{t('shipper')}: {order.shipper}</p> : null}
        {order.trackingNumber ? <p>{t('trackingNumber')}: <span data-testid="order-tracking-number">{order.trackingNumber}</span></p> : null}
        <MoneyRowsList view={view} className="order-totals" totalTestId="order-net-total" rowTestId="order-total" />
      </section>

      <section className="order-detail__addresses">
        {order.pickupStore ? <PickupStoreBlock title={pt('pickupStore')} hoursLabel={pt('storeHours')} store={order.pickupStore} /> : <AddressBlock title={t('shippingAddress')} address={order.shippingAddress} />}
        <AddressBlock title={t('invoiceAddress')} address={order.invoiceAddress} />
      </section>
      <OrderGiftAndAgreements order={order} />

      <section aria-labelledby="order-payment-heading">
        <h3 id="order-payment-heading">{t('paymentHeading')}</h3>
        <p data-testid="order-payment">
          {paymentKey ? t(paymentKey) : ownPaymentKey in ORDER_PAYMENT_KEYS ? pt(ownPaymentKey) : t('paymentOther')}
          {order.payment.cardLastFour ? ` · ${t('cardEnding', { last: order.payment.cardLastFour })}` : ''}
          {plan.installments ? ` · ${t('installmentsOnOrder', { count: plan.installments })}` : ''}
          {plan.interest ? ` · ${t('interestOnOrder', { amount: money(plan.interest) })}` : ''}
          {plan.points ? ` · ${t('pointsOnOrder', { amount: money(plan.points) })}` : ''}
          {' · '}
          {money(order.payment.amount)}
        </p>
        <p>{pt('paymentStatus')}: <span data-testid="order-payment-status">{statusKey in ORDER_PAYMENT_KEYS ? pt(statusKey) : order.payment.status}</span></p>
        {refund ? <p data-testid="order-refund-notice">{refund}</p> : null}
        {order.payment.bankAccounts ? <BankAccountList accounts={order.payment.bankAccounts} /> : null}
      </section>

      <section aria-labelledby="order-history-heading">
        <h3 id="order-history-heading">{t('historyHeading')}</h3>
        <ol className="order-history">
          {order.history.map((entry, index) => (
            <li key={`${entry.at}:${index}`} data-testid="order-history-entry">
              <time dateTime={entry.at}>{orderDateTime(entry.at, ui.culture)}</time>
              {' · '}
              {orderStatusName(entry.status, ui.culture)}
              {entry.note ? ` · ${entry.note}` : ''}
            </li>
          ))}
        </ol>
      </section>
      <p><Link to={pagePath('orders', ui.culture)}>{t('backToOrders')}</Link></p>
    </article>
  );
});
