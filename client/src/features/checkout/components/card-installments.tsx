import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useCardPaymentT } from '../card-payment-texts';
import { useCardPayment } from '../use-card-payment';

export interface CardInstallmentsProps {
  /** The card number as typed. */
  cardNumber: string;
  /** Major units as the cart shows them. */
  money: (amount: number) => string;
  /** The cart's total (major units): the plans are asked again when it changes. */
  cartTotal: number;
}

/** The card's bank and its instalment options once six digits are typed, and its points when it has some (spec §7 installment options, get credit card point). */
export const CardInstallments = observer(function CardInstallments({ cardNumber, money, cartTotal }: CardInstallmentsProps) {
  const card = useCardPayment();
  const t = useCardPaymentT();
  // The total first: the card's first plans are then asked for it.
  useEffect(() => { card.cartTotalChanged(cartTotal); }, [card, cartTotal]);
  useEffect(() => { card.cardNumberChanged(cardNumber); }, [card, cardNumber]);
  const { bank, options } = card;
  if (!bank && !card.installments.loading && !card.installments.error) return null;
  return (
    <fieldset className="checkout-installments" data-testid="card-installments">
      <legend><h3>{t('installmentsHeading')}</h3></legend>
      {card.installments.loading ? <p className="checkout-note" role="status">{t('bankLoading')}</p> : null}
      {card.installments.error ? <p className="inline-error" role="alert">{card.installments.error}</p> : null}
      {bank ? (
        <p className="checkout-installments__bank" data-testid="card-bank">
          {bank.bankName ? t('bankFamily', { bank: bank.bankName, family: bank.cardFamily }) : t('unknownBank')}
        </p>
      ) : null}
      {options.length > 1 ? (
        <div className="checkout-installments__options">
          {options.map((option) => (
            <label key={option.count} className="checkout-radio-card checkout-installments__option">
              <input
                type="radio" name="installmentCount" value={String(option.count)} checked={card.installmentCount === option.count}
                onChange={() => card.chooseInstallments(option.count)}
              />
              <span>{option.count === 1 ? t('single') : t('installmentOption', { count: option.count })}</span>
              <span>{option.count === 1 ? money(option.totalAmount) : t('perMonth', { count: option.count, monthly: money(option.monthlyAmount) })}</span>
              <span className="checkout-installments__total">
                {option.count > 1 && option.interestAmount === 0 ? t('interestFree') : t('total', { total: money(option.totalAmount) })}
              </span>
            </label>
          ))}
        </div>
      ) : null}
      {card.pointsBalance > 0 ? (
        <div className="checkout-installments__points">
          <label>
            <input type="checkbox" checked={card.useCardPoints} onChange={(event) => card.setUseCardPoints(event.target.checked)} data-testid="use-card-points" />
            {' '}{t('usePoints', { balance: money(card.pointsBalance) })}
          </label>
          {card.useCardPoints ? <p className="checkout-note">{t('pointsNote')}</p> : null}
        </div>
      ) : null}
    </fieldset>
  );
});
