import type { Order, OrderAddress, PickupStore } from '../../../../../contracts/order/entities';
import { CHECKOUT_PAYMENT_TYPE as PAY } from '../../../../../contracts/order/payloads';
import { useCardPaymentT } from '../card-payment-texts';
import { useCheckoutT, type CheckoutTextKey } from '../checkout-texts';
import { BankAccountList } from '../../../components/bank-account-list';
import { MoneyRowsList } from '../../../components/money-rows-list';
import { OrderLinesTable } from '../../../components/order-lines-table';
import { cardPlanOf, orderDateTime, orderMoneyView } from '../../../lib/order-display';
import { useStores, useT } from '../../../stores/use-stores';
import { formatPhone } from '../../../../../contracts/member/phone-format';

const TYPE_TEXT: Partial<Record<number, CheckoutTextKey>> = {
  [PAY.creditCard]: 'creditCard', [PAY.bankTransfer]: 'bankTransfer', [PAY.freeOfCharge]: 'freeOfCharge', [PAY.payAtDoor]: 'payAtDoor',
  [PAY.payLater]: 'payLater', [PAY.wallet]: 'wallet',
};

function AddressView({ heading, address }: { heading: string; address: OrderAddress }) {
  return (
    <section className="order-view__address">
      <h3>{heading}</h3>
      <p>{address.title}</p>
      <p>{address.name} {address.surname}</p>
      <p>{address.description}</p>
      <p>{[address.postalCode, `${address.countyName} / ${address.cityName}`].filter(Boolean).join(', ')}</p>
      <p>{formatPhone(address.mobilePhone)}</p>
    </section>
  );
}

/** The store a picked-up order waits at: name, address, phone and hours. */
export function PickupStoreView({ heading, store }: { heading: string; store: PickupStore }) {
  return (
    <section className="order-view__address" data-testid="order-pickup-store">
      <h3>{heading}</h3>
      <p><strong>{store.name}</strong></p>
      <p>{store.address}</p>
      <p>{store.countyName} / {store.cityName} · {formatPhone(store.phone)}</p>
      <p>{store.hours}</p>
    </section>
  );
}

/** A placed order (spec §3 Order): docNo, currency, shipper, items, totals, addresses and the payment (last four digits only). */
export function OrderView({ order, money }: { order: Order; money: (amount: number) => string }) {
  const t = useCheckoutT();
  const ct = useCardPaymentT();
  const { ui } = useStores();
  const mt = useT();
  // Lines at list price × quantity, then the rows (campaigns, coupon, shipping, fees) that add up to the total (issue 32 items 1, 2).
  const view = orderMoneyView(order, ui.culture, mt);
  const plan = cardPlanOf(order.payment);
  const cardPlan = [
    plan.installments ? ct('installmentsOnOrder', { count: plan.installments }) : '',
    plan.interest ? ct('interestOnOrder', { amount: money(plan.interest) }) : '',
    plan.points ? ct('pointsOnOrder', { amount: money(plan.points) }) : '',
  ].filter(Boolean);
  const typeText = TYPE_TEXT[order.payment.paymentType];
  return (
    <div className="order-view">
      <dl className="order-view__facts">
        <div><dt>{t('orderNumber')}</dt><dd data-testid="order-docno">{order.docNo}</dd></div>
        <div><dt>{t('currency')}</dt><dd>{order.currencyCode}</dd></div>
        <div><dt>{t('shipper')}</dt><dd>{order.shipper}{order.shipmentFee ? ` (${money(order.shipmentFee)})` : ''}</dd></div>
        <div>
          <dt>{t('payment')}</dt>
          <dd>{typeText ? t(typeText) : order.payment.provider}{order.payment.cardLastFour ? ` · ${t('cardEnding', { lastFour: order.payment.cardLastFour })}` : ''}
            {cardPlan.length ? <span data-testid="order-installments">{` · ${cardPlan.join(' · ')}`}</span> : null}
          </dd>
        </div>
        {order.payment.dueAt ? (
          <div><dt>{t('dueDate')}</dt><dd data-testid="order-due-date"><time dateTime={order.payment.dueAt}>{orderDateTime(order.payment.dueAt, ui.culture)}</time></dd></div>
        ) : null}
      </dl>
      {order.payment.bankAccounts ? <BankAccountList accounts={order.payment.bankAccounts} /> : null}
      <h3>{t('items')}</h3>
      <OrderLinesTable view={view} headings={{ product: t('items'), quantity: t('quantity'), amount: t('totals') }} className="order-view__items" />
      <MoneyRowsList view={view} className="order-view__totals" netClassName="order-view__net" totalTestId="order-net-total" label={t('totals')} />
      <div className="order-view__addresses">
        {order.pickupStore ? <PickupStoreView heading={t('pickupAt')} store={order.pickupStore} /> : <AddressView heading={t('shippingAddress')} address={order.shippingAddress} />}
        <AddressView heading={t('invoiceAddress')} address={order.invoiceAddress} />
      </div>
    </div>
  );
}
