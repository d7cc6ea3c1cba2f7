import { PaymentType } from '../../../../contracts/enums';
import type { PlaceOrderPayload } from '../../../../contracts/order/payloads';
import type { PlaceOrderResponse } from '../../../../contracts/order/responses';
import { PlaceOrderStore } from './checkout-store';

const PAYLOAD: PlaceOrderPayload = { shippingAddressId: 7, paymentType: PaymentType.CreditCard, installmentCount: 3 };

describe('PlaceOrderStore with a card that needs 3-D Secure (S7.32, S3.27 forwarded payment provider)', () => {
  it('keeps the bank page\'s address, answers no docNo, and sends nothing more while the browser goes there', async () => {
    const sent: PlaceOrderPayload[] = [];
    const answer: PlaceOrderResponse = { isSuccess: true, threeDSecure: { challengeUrl: '/api/3d-secure/challenge?key=k-123456' } };
    const store = new PlaceOrderStore({ placeOrder: (payload) => { sent.push(payload); return Promise.resolve(answer); } }, () => 'k-123456');
    expect(await store.place(PAYLOAD)).toBeNull();
    expect(store.challengeUrl).toBe('/api/3d-secure/challenge?key=k-123456');
    expect(store.docNo).toBeNull();
    expect(await store.place(PAYLOAD)).toBeNull();
    expect(sent).toEqual([PAYLOAD]);
  });
});
