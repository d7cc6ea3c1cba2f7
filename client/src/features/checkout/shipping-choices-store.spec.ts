import { CartDetailMessage, SHIPMENT_OPTION, type ChangeCartDetailPayload } from '../../../../contracts/cart/cart-detail';
import type { Cart } from '../../../../contracts/cart/entities';
import { ApiError } from '../../lib/api-client';
import { AgreementsStore, ShippingChoicesStore } from './shipping-choices-store';

const OPTIONS = [
  { id: 1, name: 'Standart Kargo', fee: 49.9, freeOver: 500, selected: true },
  { id: 2, name: 'Hızlı Kargo', fee: 129.9, selected: false },
];

const cartWith = (change: Partial<Cart> = {}): Cart => ({
  documentId: 3, currencyId: 1, items: [], totals: [], tags: [], campaigns: [], suggestedCampaigns: [], itemCount: 1, isTaxIncluded: true, version: 1,
  shipmentOptions: OPTIONS, shipmentOptionId: 1, giftBox: false, ...change,
});

/** The cart-detail route as a fake: it keeps what it was sent and answers as the server would. */
function fakeApi(refuse?: string) {
  const sent: ChangeCartDetailPayload[] = [];
  let cart = cartWith();
  return {
    sent,
    api: {
      checkoutCart: () => Promise.resolve({ isSuccess: true, cart }),
      changeCartDetail: (payload: ChangeCartDetailPayload) => {
        sent.push(payload);
        if (refuse) return Promise.reject(new ApiError(400, refuse));
        const giftBox = payload.giftBox ?? cart.giftBox;
        const note = payload.giftNote === undefined ? cart.giftNote : payload.giftNote.trim() || undefined;
        cart = cartWith({
          version: cart.version + 1, shipmentOptionId: payload.shipmentOptionId ?? cart.shipmentOptionId, giftBox, ...(giftBox && note ? { giftNote: note } : {}),
          shipmentOptions: OPTIONS.map((option) => ({ ...option, selected: option.id === (payload.shipmentOptionId ?? cart.shipmentOptionId) })),
        });
        return Promise.resolve({ isSuccess: true, cart });
      },
    },
  };
}

describe('ShippingChoicesStore (S7.32 change cart detail, gift box note)', () => {
  it('lists the options, and a choice goes to the server and its priced cart to the cart store', async () => {
    const { api, sent } = fakeApi();
    const taken: Cart[] = [];
    const store = new ShippingChoicesStore(api, (cart) => taken.push(cart));
    await store.load();
    expect(store.options.map((option) => option.name)).toEqual(['Standart Kargo', 'Hızlı Kargo']);
    expect(store.selectedId).toBe(1);
    expect(await store.choose(2)).toBe(true);
    expect(sent).toEqual([{ shipmentOptionId: 2 }]);
    expect(store.selectedId).toBe(2);
    expect(taken.map((cart) => cart.version)).toEqual([1, 2]);
  });

  it('S7.32 a pick-up choice hides the shipping choices; a refused choice goes back to the cart\'s own', async () => {
    const { api, sent } = fakeApi();
    const store = new ShippingChoicesStore(api, () => undefined);
    await store.load();
    expect(store.pickingUp).toBe(false);
    expect(await store.choose(SHIPMENT_OPTION.pickup)).toBe(true);
    expect(sent).toEqual([{ shipmentOptionId: SHIPMENT_OPTION.pickup }]);
    expect(store.pickingUp).toBe(true);

    const refusing = new ShippingChoicesStore(fakeApi(CartDetailMessage.unknownShipmentOption).api, () => undefined);
    await refusing.load();
    expect(await refusing.choose(SHIPMENT_OPTION.pickup)).toBe(false);
    expect(refusing.selectedId).toBe(SHIPMENT_OPTION.standard);
    expect(refusing.pickingUp).toBe(false);
    expect(refusing.error).toBe(CartDetailMessage.unknownShipmentOption);
  });

  it('saves the gift note once when the field is left, trimmed; a too long note is refused before any request', async () => {
    const { api, sent } = fakeApi();
    const store = new ShippingChoicesStore(api, () => undefined);
    await store.load();
    await store.setGiftBox(true);
    store.typeGiftNote('  İyi ki doğdun!  ');
    expect(await store.saveGiftNote()).toBe(true);
    expect(await store.saveGiftNote()).toBe(true);
    expect(sent).toEqual([{ giftBox: true, giftNote: '' }, { giftBox: true, giftNote: '  İyi ki doğdun!  ' }]);
    store.typeGiftNote('x'.repeat(201));
    expect(await store.saveGiftNote()).toBe(false);
    expect(store.error).toBe(CartDetailMessage.giftNoteTooLong);
    expect(sent).toHaveLength(2);
    await store.setGiftBox(false);
    expect(store.giftNote).toBe('');
    expect(sent.at(-1)).toEqual({ giftBox: false });
  });

  it('shows the server\'s refusal', async () => {
    const { api } = fakeApi(CartDetailMessage.unknownShipmentOption);
    const store = new ShippingChoicesStore(api, () => undefined);
    expect(await store.choose(9)).toBe(false);
    expect(store.error).toBe(CartDetailMessage.unknownShipmentOption);
    expect(store.saving).toBe(false);
  });
});

describe('AgreementsStore (S7.32 pre-information and sales agreement forms)', () => {
  it('keeps only the latest answer when the shopper changes the address while one is loading', async () => {
    const answers: Array<(text: string) => void> = [];
    const store = new AgreementsStore({
      agreements: () => new Promise((resolve) => answers.push((text) => resolve({ isSuccess: true, preInformation: text, salesAgreement: text }))),
    });
    const first = store.load({ shippingAddressId: 1, paymentType: 1 });
    const second = store.load({ shippingAddressId: 2, paymentType: 1 });
    answers[1]('<p>ikinci</p>');
    await second;
    answers[0]('<p>birinci</p>');
    await first;
    expect(store.texts?.preInformation).toBe('<p>ikinci</p>');
    expect(store.loading).toBe(false);
  });
});
