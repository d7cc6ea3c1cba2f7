import { ValidationError } from 'yup';
import { PaymentType } from '../../../../contracts/enums';
import { CHECKOUT_TEXTS, type CheckoutTextKey } from './checkout-texts';
import { translateFeature } from '../../i18n/feature-texts';
import { cardPayloadOf, EMPTY_PAYMENT, paymentSchema, spacedCardNumber, type PaymentValues } from './payment-schema';

const t = (key: CheckoutTextKey, params?: Record<string, string | number>) => translateFeature(CHECKOUT_TEXTS, 'en', key, params);
const NOW = new Date(Date.UTC(2026, 10, 25));
const schema = paymentSchema(t, () => NOW);
const CARD: PaymentValues = { ...EMPTY_PAYMENT, cardNumber: '4111 1111 1111 1111', holderName: 'Ada Yılmaz', expiryMonth: '12', expiryYear: '2028', cvv: '123', policies: true };

async function errorsOf(values: PaymentValues): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('the checkout payment form (issue 15: Luhn and expiry checks before the card is sent)', () => {
  it('accepts a valid card with the policies accepted', async () => {
    expect(await errorsOf(CARD)).toEqual({});
  });

  it('refuses a number failing the Luhn check', async () => {
    expect(await errorsOf({ ...CARD, cardNumber: '4111 1111 1111 1112' })).toEqual({ cardNumber: t('cardNumberInvalid') });
  });

  it('refuses a card whose expiry month has passed, accepts the current month', async () => {
    expect(await errorsOf({ ...CARD, expiryMonth: '10', expiryYear: '2026' })).toEqual({ expiryYear: t('cardExpired') });
    expect(await errorsOf({ ...CARD, expiryMonth: '11', expiryYear: '2026' })).toEqual({});
  });

  it('asks for every card field and a 3-4 digit CVV', async () => {
    const errors = await errorsOf({ ...EMPTY_PAYMENT, policies: true });
    expect(Object.keys(errors).sort()).toEqual(['cardNumber', 'cvv', 'expiryMonth', 'expiryYear', 'holderName']);
    expect(await errorsOf({ ...CARD, cvv: '12a' })).toEqual({ cvv: t('cvvInvalid') });
  });

  it('S3.27 policies accepted: needs no card for a bank transfer or pay at door, but always the policies', async () => {
    expect(await errorsOf({ ...EMPTY_PAYMENT, paymentType: String(PaymentType.BankTransfer), policies: true })).toEqual({});
    expect(await errorsOf({ ...EMPTY_PAYMENT, paymentType: String(PaymentType.PayAtDoor) })).toEqual({ policies: t('policiesRequired') });
  });

  it('shows the number in groups of four and sends digits only', () => {
    expect(spacedCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(spacedCardNumber('4111-1111 11')).toBe('4111 1111 11');
    expect(cardPayloadOf(CARD)).toEqual({ number: '4111111111111111', holderName: 'Ada Yılmaz', expiryMonth: 12, expiryYear: 2028, cvv: '123' });
    expect(cardPayloadOf({ ...CARD, paymentType: String(PaymentType.BankTransfer) })).toBeUndefined();
  });
});
