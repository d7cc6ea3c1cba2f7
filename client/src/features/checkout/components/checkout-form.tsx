import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { OrderCompleted } from '../../../../../contracts/hub';
import type { PaymentType } from '../../../../../contracts/enums';
import { CHECKOUT_PAYMENT_TYPE as PAY, offeredPaymentTypes, PAY_LATER_DAYS } from '../../../../../contracts/order/payloads';
import { payAtDoorFeeIn } from '../../../../../contracts/order/pay-at-door-fee';
import { pagePath } from '../../../lib/routes';
import { useStores } from '../../../stores/use-stores';
import { BANK_WINDOW_NAME, handedOffPath } from '../challenge-hand-off';
import { useChallengeEvents } from '../use-challenge-events';
import { DeliveryChoice } from './delivery-choice';
import { controlProps, Field, FieldError } from '../../../components/forms/form-field';
import { useAccountForm } from '../../../components/forms/use-account-form';
import { useCheckoutStore } from '../use-checkout-store';
import { useCheckoutT, type CheckoutTextKey } from '../checkout-texts';
import { cardPayloadOf, EMPTY_PAYMENT, paymentSchema, spacedCardNumber, type PaymentValues } from '../payment-schema';
import { useCardPaymentT } from '../card-payment-texts';
import { useCardPayment } from '../use-card-payment';
import { AgreementLinks } from './agreement-dialog';
import { BankAccounts } from './bank-accounts';
import { CardInstallments } from './card-installments';
import { GiftNote } from './gift-note';
import { ShipmentOptions } from './shipment-options';
import { BusyButton } from '../../../components/busy-button';

// The widget and its proof-of-work code come only when the server asks for the bot check.
const BotCheck = lazy(() => import('../../../components/bot-check').then((module) => ({ default: module.BotCheck })));

const TYPE_TEXT: Record<number, CheckoutTextKey> = {
  [PAY.creditCard]: 'creditCard', [PAY.bankTransfer]: 'bankTransfer', [PAY.freeOfCharge]: 'freeOfCharge', [PAY.payAtDoor]: 'payAtDoor',
  [PAY.payLater]: 'payLater', [PAY.wallet]: 'wallet',
};

export interface CheckoutFormProps {
  /** The chosen shipping address, null until one is chosen. */
  shippingAddressId: number | null;
  /** The invoice address when it differs from the shipping one. */
  invoiceAddressId?: number;
  /** The cart's currency id (the pay-at-door fee is per currency) and how its amounts are shown (major units). */
  currencyId: number;
  money: (amount: number) => string;
  /** The cart's NetTotal: free of charge is offered only when it is 0. */
  netTotal: number;
  /** The cart's totals, shown above the policies and the button. */
  totals: ReactNode;
  onPaymentTypeChosen: (paymentType: PaymentType) => void;
  onPlaced: (docNo: string) => void;
  /** The shopper checks out as a guest: member-only payment types are not offered. */
  forGuest?: boolean;
  /**
   * A submit without a shipping address: the page flags the address, above the form, and gives it
   * the focus, while the form flags its own fields (issue 32 item 16).
   */
  onAddressMissing: () => void;
}

const YEARS_AHEAD = 15;

/** The payment type, the card fields, the policies and the place-order button (issue 15 items 3-5). */
export const CheckoutForm = observer(function CheckoutForm({ shippingAddressId, invoiceAddressId, currencyId, money, netTotal, totals, onPaymentTypeChosen, onPlaced, forGuest = false, onAddressMissing }: CheckoutFormProps) {
  const { placement, delivery, wallet } = useCheckoutStore();
  const { ui } = useStores();
  const navigate = useNavigate();
  const card = useCardPayment();
  // The bank's 3-D Secure page in its own window: this page stays and follows the live channel.
  const [bankWindow, setBankWindow] = useState<Window | null>(null);
  // A payment found waiting after a reload (issue 32 item 7): the page waits for it again.
  const [resumed, setResumed] = useState(false);
  useEffect(() => { void placement.resumeChallenge().then((found) => { if (found) setResumed(true); }); }, [placement]);
  const challengeDone = useCallback((result: OrderCompleted) => {
    bankWindow?.close();
    placement.challengeEnded(result.isSuccess ? result.docNo : undefined);
    if (result.isSuccess && result.docNo) onPlaced(result.docNo);
    else void navigate(`${pagePath('orderSummary', ui.culture)}?status=error&reason=challenge-failed`);
  }, [bankWindow, placement, onPlaced, navigate, ui.culture]);
  const waitingForBank = placement.challengeUrl !== null;
  const challenge = useChallengeEvents(waitingForBank, challengeDone);
  // The bank's window hands its order summary over and closes (issue 32 item 7): the summary opens here.
  useEffect(() => {
    if (!waitingForBank) return undefined;
    const handedOff = (event: MessageEvent) => {
      const path = handedOffPath(event);
      if (!path) return;
      placement.challengeEnded(new URLSearchParams(path.split('?')[1] ?? '').get('docno') ?? undefined);
      void navigate(path);
    };
    window.addEventListener('message', handedOff);
    return () => window.removeEventListener('message', handedOff);
  }, [waitingForBank, placement, navigate]);
  /** The bank's page in its window (the same window again when it is still open); false where a browser blocks it. */
  const openBank = (url: string): boolean => {
    const opened = window.open(url, BANK_WINDOW_NAME);
    if (opened) setBankWindow(opened);
    return opened !== null;
  };
  useEffect(() => { if (!forGuest) void wallet.load(); }, [wallet, currencyId, forGuest]);
  // Asked for before transfer is chosen: a list arriving after the choice would push the agreements down.
  useEffect(() => { card.loadBankAccounts(); }, [card]);
  const pt = useCardPaymentT();
  const t = useCheckoutT();
  const schema = useMemo(() => paymentSchema(t), [t]);
  const { formik, onSubmit, errorOf } = useAccountForm<PaymentValues>({
    initialValues: EMPTY_PAYMENT,
    validationSchema: schema,
    onSubmit: async (values) => {
      if (shippingAddressId === null) return;
      const docNo = await placement.place({
        shippingAddressId, invoiceAddressId, paymentType: Number(values.paymentType), card: cardPayloadOf(values),
        ...(Number(values.paymentType) === PAY.creditCard ? card.choices : {}), ...delivery.choice,
      });
      if (docNo) onPlaced(docNo);
      else if (placement.challengeUrl) {
        // 3-D Secure: the bank's page in a window of its own; where a browser blocks it, this page goes there (it comes back to the order summary).
        if (!openBank(placement.challengeUrl)) window.location.assign(placement.challengeUrl);
      }
    },
  });
  // A guest is not offered the wallet (issue 32 item 5): they have none, and the server refuses it.
  const offered = offeredPaymentTypes(forGuest);
  const types = offered.filter((type) => type !== PAY.freeOfCharge || netTotal === 0);
  const chosen = Number(formik.values.paymentType);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    formik.handleChange(event);
    onPaymentTypeChosen(Number(event.target.value));
  };
  // The address is checked on every submit, not only once the card fields pass: it is the first thing to fix.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (shippingAddressId === null) onAddressMissing();
    onSubmit(event);
  };
  const thisYear = new Date().getFullYear();
  const busy = placement.placing || formik.isSubmitting || placement.challengeUrl !== null;
  // The server refuses a wallet order the balance does not cover (402): the note above says why the button waits.
  const walletShort = chosen === PAY.wallet && wallet.balance !== null && wallet.balance < netTotal;

  const text = (name: 'holderName' | 'cvv', label: string, extra: { autoComplete: string; maxLength: number; inputMode?: 'numeric' }) => {
    const id = `card-${name}`;
    return (
      <Field id={id} label={label} error={errorOf(name)}>
        <input {...controlProps(id, errorOf(name))} {...formik.getFieldProps(name)} type="text" autoComplete={extra.autoComplete} maxLength={extra.maxLength} inputMode={extra.inputMode} aria-required />
      </Field>
    );
  };
  const select = (name: 'expiryMonth' | 'expiryYear', label: string, placeholder: string, options: number[], autoComplete: string) => {
    const id = `card-${name}`;
    return (
      <Field id={id} label={label} error={errorOf(name)}>
        <select {...controlProps(id, errorOf(name))} {...formik.getFieldProps(name)} autoComplete={autoComplete} aria-required>
          <option value="">{placeholder}</option>
          {options.map((value) => <option key={value} value={String(value)}>{name === 'expiryMonth' ? String(value).padStart(2, '0') : value}</option>)}
        </select>
      </Field>
    );
  };

  return (
    <form className="checkout-form" onSubmit={submit} noValidate aria-busy={busy}>
      <DeliveryChoice />
      <ShipmentOptions money={money} />
      <GiftNote />
      <fieldset className="checkout-payment">
        <legend><h2>{t('paymentHeading')}</h2></legend>
        <div className="checkout-payment__types">
          {types.map((type) => (
            <label key={type} className="checkout-radio-card">
              <input type="radio" name="paymentType" value={String(type)} checked={chosen === type} onChange={choose} />
              {t(TYPE_TEXT[type])}
            </label>
          ))}
        </div>
        {chosen === PAY.creditCard ? (
          <div className="checkout-card" data-testid="card-form">
            <Field id="card-cardNumber" label={t('cardNumber')} error={errorOf('cardNumber')}>
              <input
                {...controlProps('card-cardNumber', errorOf('cardNumber'))} name="cardNumber" value={formik.values.cardNumber} onBlur={formik.handleBlur}
                onChange={(event) => void formik.setFieldValue('cardNumber', spacedCardNumber(event.target.value))}
                type="text" inputMode="numeric" autoComplete="cc-number" maxLength={23} placeholder="0000 0000 0000 0000" aria-required
              />
            </Field>
            {text('holderName', t('cardHolder'), { autoComplete: 'cc-name', maxLength: 100 })}
            <div className="checkout-card__expiry">
              {select('expiryMonth', t('expiryMonth'), t('monthPlaceholder'), Array.from({ length: 12 }, (_, index) => index + 1), 'cc-exp-month')}
              {select('expiryYear', t('expiryYear'), t('yearPlaceholder'), Array.from({ length: YEARS_AHEAD }, (_, index) => thisYear + index), 'cc-exp-year')}
            </div>
            {text('cvv', t('cvv'), { autoComplete: 'cc-csc', maxLength: 4, inputMode: 'numeric' })}
            <CardInstallments cardNumber={formik.values.cardNumber} money={money} cartTotal={netTotal} />
            {placement.botCheckRequired ? (
              <div className="checkout-bot-check" data-testid="card-bot-check">
                <p className="checkout-note">{t('botCheckNote')}</p>
                <Suspense fallback={<div className="bot-check" />}>
                  <BotCheck key={placement.botCheckRound} onSolved={(solution) => placement.setBotCheckSolution(solution)} />
                </Suspense>
              </div>
            ) : null}
          </div>
        ) : null}
        {chosen === PAY.bankTransfer ? <div className="checkout-note" data-testid="bank-transfer-text"><p>{t('bankTransferText')}</p><BankAccounts /></div> : null}
        {chosen === PAY.payAtDoor ? <p className="checkout-note" data-testid="pay-at-door-text">{t('payAtDoorText', { fee: money(payAtDoorFeeIn(currencyId) / 100) })}</p> : null}
        {chosen === PAY.freeOfCharge ? <p className="checkout-note">{t('freeOfChargeText')}</p> : null}
        {chosen === PAY.payLater ? <p className="checkout-note" data-testid="pay-later-text">{t(forGuest ? 'payLaterGuestText' : 'payLaterText', { days: PAY_LATER_DAYS })}</p> : null}
        {chosen === PAY.wallet && wallet.balance !== null ? (
          <p className="checkout-note" id="checkout-wallet-text" data-testid="wallet-text">
            {t(walletShort ? 'walletShortText' : 'walletText', { balance: money(wallet.balance) })}
          </p>
        ) : null}
      </fieldset>
      {totals}
      <div className="checkout-policies">
        <label>
          <input type="checkbox" {...formik.getFieldProps({ name: 'policies', type: 'checkbox' })} aria-invalid={errorOf('policies') ? true : undefined} aria-describedby={errorOf('policies') ? 'checkout-policies-error' : undefined} />
          {' '}<AgreementLinks shippingAddressId={shippingAddressId} invoiceAddressId={invoiceAddressId} paymentType={chosen} {...delivery.choice} />
        </label>
        <FieldError id="checkout-policies" error={errorOf('policies')} />
      </div>
      {placement.error ? <p className="inline-error" role="alert" data-testid="place-order-error">{placement.error}</p> : null}
      {placement.challengeUrl ? (
        <div className="checkout-note" data-testid="challenge-status" data-live={challenge.listening ? 'listening' : undefined}>
          <p role="status">{bankWindow ? t('challengeOpen') : resumed ? t('challengeWaiting') : pt('redirecting')}</p>
          {bankWindow || resumed ? (
            <button type="button" className="button button--secondary" onClick={() => { if (placement.challengeUrl) openBank(placement.challengeUrl); }}>{t('challengeReopen')}</button>
          ) : null}
        </div>
      ) : null}
      <BusyButton type="submit" className="button button--large" busy={busy} unavailable={walletShort} aria-describedby={walletShort ? 'checkout-wallet-text' : undefined}>{busy ? t('placing') : t('placeOrder')}</BusyButton>
    </form>
  );
});
