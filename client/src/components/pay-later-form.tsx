import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PaymentType } from '../../../contracts/enums';
import type { Order } from '../../../contracts/order/entities';
import { cardDigits } from '../../../contracts/order/card';
import { OrderMessage } from '../../../contracts/order/messages';
import type { PayOrderPayload } from '../../../contracts/order/payloads';
import type { PayOrderResponse } from '../../../contracts/order/responses';
import { asksForBotCheck } from '../../../contracts/payment/payloads';
import { ApiError, messageOf } from '../lib/api-client';
import { orderDateTime } from '../lib/order-display';
import { useStores } from '../stores/use-stores';
import { notify } from './notify';
import { usePayLaterT } from './pay-later-texts';
import { BusyButton } from './busy-button';

// The widget and its proof-of-work code come only when the server asks for the bot check.
const BotCheck = lazy(() => import('./bot-check').then((module) => ({ default: module.BotCheck })));

export interface PayLaterFormProps {
  order: Order;
  /** The member's wallet may pay too; a guest pays by card only. */
  allowWallet: boolean;
  /** Sends the payment (the member's route or the guest's): one Idempotency-Key per attempt, the bot check's solution once. */
  pay: (payload: PayOrderPayload, idempotencyKey: string, botCheck?: string) => Promise<PayOrderResponse>;
  /** The order as the server answers it, paid. */
  onPaid: (order: Order) => void;
}

/**
 * A pay-later order waiting for its money (spec §7 pay-later transactions; issue 32 item 5): its
 * due date and a form to pay it now, the one form of the member's order page and a guest's order
 * tracking. A card that needs 3-D Secure goes to the bank's page first, whose callback brings the
 * shopper back with ?payment=success, or ?payment=error&reason= (the order still waiting).
 */
export const PayLaterForm = observer(function PayLaterForm({ order, allowWallet, pay, onPaid }: PayLaterFormProps) {
  const { ui } = useStores();
  const t = usePayLaterT();
  const [params] = useSearchParams();
  const outcome = params.get('payment');
  const [method, setMethod] = useState<PaymentType.CreditCard | PaymentType.Wallet>(PaymentType.CreditCard);
  const [card, setCard] = useState({ number: '', holderName: '', expiry: '', cvv: '' });
  const [busy, setBusy] = useState(false);
  // Only known reasons: the address never puts its own words on the page.
  const [error, setError] = useState<string | null>(outcome === 'error' ? t(params.get('reason') === 'challenge-failed' ? 'challengeFailed' : 'payFailed') : null);
  // One Idempotency-Key per attempt: a retry after a lost answer sends it again; a refusal ends the attempt.
  const attempt = useRef<{ key: string; body: string } | null>(null);
  // After a few declined cards the server asks for the bot check: its solution goes with the next payment, once.
  const [botCheck, setBotCheck] = useState<{ required: boolean; round: number }>({ required: false, round: 0 });
  const solution = useRef<string | null>(null);
  if (order.payment.paymentType !== PaymentType.PayLater) return null;
  if (order.payment.status !== 'waiting') {
    return outcome === 'success' && order.payment.status === 'captured' ? <p className="inline-note" role="status" data-testid="pay-later-paid">{t('paid')}</p> : null;
  }
  const paidBy = allowWallet ? method : PaymentType.CreditCard;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
    const payload: PayOrderPayload = {
      docNo: order.docNo, paymentType: paidBy,
      ...(paidBy === PaymentType.CreditCard ? { card: { number: cardDigits(card.number), holderName: card.holderName.trim(), expiryMonth: month || 0, expiryYear: year || 0, cvv: card.cvv.trim() } } : {}),
    };
    const body = JSON.stringify(payload);
    if (attempt.current?.body !== body) attempt.current = { key: globalThis.crypto.randomUUID(), body };
    const solved = solution.current ?? undefined;
    if (solved) {
      solution.current = null;
      setBotCheck((state) => ({ ...state, round: state.round + 1 }));
    }
    try {
      const answer = await pay(payload, attempt.current.key, solved);
      attempt.current = null;
      if (answer.threeDSecure) {
        // The bank's page; its callback comes back to this page.
        window.location.assign(answer.threeDSecure.challengeUrl);
        return;
      }
      onPaid(answer.order);
      void notify('success', t('paid'));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status >= 400 && caught.status < 500) attempt.current = null;
      if (caught instanceof ApiError && asksForBotCheck(caught.data)) setBotCheck((state) => ({ ...state, required: true }));
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
        {allowWallet ? (
          <fieldset>
            <legend className="visually-hidden">{t('payHeading')}</legend>
            <label><input type="radio" name="payMethod" checked={method === PaymentType.CreditCard} onChange={() => setMethod(PaymentType.CreditCard)} /> {t('payByCard')}</label>
            {' '}
            <label><input type="radio" name="payMethod" checked={method === PaymentType.Wallet} onChange={() => setMethod(PaymentType.Wallet)} /> {t('payByWallet')}</label>
          </fieldset>
        ) : null}
        {paidBy === PaymentType.CreditCard ? (
          <>
            {field('number', t('cardNumber'), { autoComplete: 'cc-number', inputMode: 'numeric' })}
            {field('holderName', t('cardHolder'), { autoComplete: 'cc-name' })}
            {field('expiry', t('expiry'), { autoComplete: 'cc-exp' })}
            {field('cvv', t('cvv'), { autoComplete: 'cc-csc', inputMode: 'numeric' })}
            {botCheck.required ? (
              <Suspense fallback={<div className="bot-check" />}>
                <BotCheck key={botCheck.round} onSolved={(solved) => { solution.current = solved; }} />
              </Suspense>
            ) : null}
          </>
        ) : null}
        {error ? <p className="inline-error" role="alert" data-testid="pay-later-error">{error}</p> : null}
        <BusyButton type="submit" className="button" busy={busy}>{busy ? t('paying') : t('payNow')}</BusyButton>
      </form>
    </section>
  );
});
