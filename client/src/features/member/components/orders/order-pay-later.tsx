import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { PaymentType } from '../../../../../../contracts/enums';
import type { Order } from '../../../../../../contracts/order/entities';
import { cardDigits } from '../../../../../../contracts/order/card';
import { OrderMessage } from '../../../../../../contracts/order/messages';
import { notify } from '../../../../components/notify';
import { messageOf } from '../../../../lib/api-client';
import { orderDateTime } from '../../../../lib/order-display';
import { useStores } from '../../../../stores/use-stores';
import { orderPaymentApi } from '../../order-payment-api';
import { useOrderPaymentT } from '../../order-payment-texts';
import { useAccountStore } from '../../use-account-store';

/**
 * A pay-later order waiting for its money (spec §7 pay-later transactions): its due date and a
 * form to pay it now by card or from the wallet. The server's answer becomes the open order.
 */
export const OrderPayLater = observer(function OrderPayLater({ order }: { order: Order }) {
  const { api, ui } = useStores();
  const { orders } = useAccountStore();
  const t = useOrderPaymentT();
  const [method, setMethod] = useState<PaymentType.CreditCard | PaymentType.Wallet>(PaymentType.CreditCard);
  const [card, setCard] = useState({ number: '', holderName: '', expiry: '', cvv: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (order.payment.paymentType !== PaymentType.PayLater || order.payment.status !== 'waiting') return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
    try {
      const answer = await orderPaymentApi(api).payOrder({
        docNo: order.docNo, paymentType: method,
        ...(method === PaymentType.CreditCard ? { card: { number: cardDigits(card.number), holderName: card.holderName.trim(), expiryMonth: month || 0, expiryYear: year || 0, cvv: card.cvv.trim() } } : {}),
      });
      orders.opened.show(answer.order);
      void notify('success', t('paid'));
    } catch (caught) {
      setError(messageOf(caught, OrderMessage.payFailure));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof card, label: string, extra: { autoComplete: string; inputMode?: 'numeric' }) => (
    <p className="form-field">
      <label htmlFor={`pay-${name}`}>{label}</label>
      <input id={`pay-${name}`} type="text" value={card[name]} onChange={(event) => setCard({ ...card, [name]: event.target.value })} required {...extra} />
    </p>
  );

  return (
    <section aria-labelledby="order-pay-heading" className="order-pay-later" data-testid="order-pay-later">
      <h3 id="order-pay-heading">{t('payHeading')}</h3>
      {order.payment.dueAt ? <p data-testid="order-due-date">{t('dueDate', { date: orderDateTime(order.payment.dueAt, ui.culture) })}</p> : null}
      <form onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <fieldset>
          <legend className="visually-hidden">{t('payHeading')}</legend>
          <label><input type="radio" name="payMethod" checked={method === PaymentType.CreditCard} onChange={() => setMethod(PaymentType.CreditCard)} /> {t('payByCard')}</label>
          {' '}
          <label><input type="radio" name="payMethod" checked={method === PaymentType.Wallet} onChange={() => setMethod(PaymentType.Wallet)} /> {t('payByWallet')}</label>
        </fieldset>
        {method === PaymentType.CreditCard ? (
          <>
            {field('number', t('cardNumber'), { autoComplete: 'cc-number', inputMode: 'numeric' })}
            {field('holderName', t('cardHolder'), { autoComplete: 'cc-name' })}
            {field('expiry', t('expiry'), { autoComplete: 'cc-exp' })}
            {field('cvv', t('cvv'), { autoComplete: 'cc-csc', inputMode: 'numeric' })}
          </>
        ) : null}
        {error ? <p className="inline-error" role="alert" data-testid="pay-later-error">{error}</p> : null}
        <button type="submit" className="button" disabled={busy}>{busy ? t('paying') : t('payNow')}</button>
      </form>
    </section>
  );
});
