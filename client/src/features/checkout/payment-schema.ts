import { boolean, object, string } from 'yup';
import { cardDigits, cardExpired, luhnValid } from '../../../../contracts/order/card';
import { CHECKOUT_PAYMENT_TYPE, type CardPayload } from '../../../../contracts/order/payloads';
import type { CheckoutT } from './checkout-texts';

/** The payment part of the checkout as its inputs hold it ('' is "not chosen"). */
export interface PaymentValues {
  paymentType: string;
  cardNumber: string;
  holderName: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  policies: boolean;
}

export const EMPTY_PAYMENT: PaymentValues = {
  paymentType: String(CHECKOUT_PAYMENT_TYPE.creditCard), cardNumber: '', holderName: '', expiryMonth: '', expiryYear: '', cvv: '', policies: false,
};

/** The card number as the shopper sees it: groups of four digits. */
export function spacedCardNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

const isCard = (paymentType: unknown) => paymentType === String(CHECKOUT_PAYMENT_TYPE.creditCard);
/** The whole form, inside a field's test. */
const formOf = (context: { parent: unknown }) => context.parent as PaymentValues;

/** The rules: card fields only for a card payment (Luhn, a date not past, a 3-4 digit CVV), and the policies accepted. */
export function paymentSchema(t: CheckoutT, now: () => Date = () => new Date()) {
  const cardField = (label: string) => string().trim().when('paymentType', {
    is: isCard,
    then: (field) => field.required(t('required', { field: label })),
  });
  return object({
    paymentType: string().required(),
    cardNumber: cardField(t('cardNumber')).test('luhn', t('cardNumberInvalid'), function luhn(value) {
      return !isCard(formOf(this).paymentType) || !value || luhnValid(value);
    }),
    holderName: cardField(t('cardHolder')).max(100),
    expiryMonth: cardField(t('expiryMonth')),
    expiryYear: cardField(t('expiryYear')).test('expiry', t('cardExpired'), function notExpired(value) {
      const month = Number(formOf(this).expiryMonth);
      return !isCard(formOf(this).paymentType) || !value || !month || !cardExpired(month, Number(value), now());
    }),
    cvv: cardField(t('cvv')).test('cvv', t('cvvInvalid'), function cvv(value) {
      return !isCard(formOf(this).paymentType) || !value || /^\d{3,4}$/.test(value);
    }),
    policies: boolean().oneOf([true], t('policiesRequired')),
  });
}

/** The card part of the place-order request (for a card payment only). */
export function cardPayloadOf(values: PaymentValues): CardPayload | undefined {
  if (!isCard(values.paymentType)) return undefined;
  return {
    number: cardDigits(values.cardNumber), holderName: values.holderName.trim(),
    expiryMonth: Number(values.expiryMonth), expiryYear: Number(values.expiryYear), cvv: values.cvv.trim(),
  };
}
