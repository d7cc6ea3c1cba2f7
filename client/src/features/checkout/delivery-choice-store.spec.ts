import type { PickupStore } from '../../../../contracts/order/entities';
import { OrderMessage } from '../../../../contracts/order/messages';
import { DeliveryChoiceStore, WalletStore } from './delivery-choice-store';

const store = (id: number): PickupStore => ({ id, name: `Mağaza ${id}`, cityName: 'İstanbul', countyName: 'Şişli', address: 'Cad. 1', phone: '0212', hours: '10-21' });

describe('delivery choice and wallet (S7.32 available stores, S7.26 wallet)', () => {
  it('S7.32 sends to the address until a store is picked; picking up starts at the first store; an unknown store is not taken', async () => {
    const delivery = new DeliveryChoiceStore({ availableStores: () => Promise.resolve({ isSuccess: true, stores: [store(1), store(2)] }) });
    await delivery.load();
    expect(delivery.choice).toEqual({});
    delivery.pickUp();
    expect(delivery.choice).toEqual({ pickupStoreId: 1 });
    delivery.choose(2);
    expect(delivery.pickupStore?.name).toBe('Mağaza 2');
    delivery.pickUp();
    expect(delivery.choice).toEqual({ pickupStoreId: 2 });
    delivery.choose(99);
    expect(delivery.choice).toEqual({});
  });

  it('S7.32 follows the cart\'s pick-up option: a pick-up cart gets the first store, a shipped cart none, a store already picked stays', async () => {
    const delivery = new DeliveryChoiceStore({ availableStores: () => Promise.resolve({ isSuccess: true, stores: [store(1), store(2)] }) });
    await delivery.load();
    delivery.follow(true);
    expect(delivery.choice).toEqual({ pickupStoreId: 1 });
    delivery.choose(2);
    delivery.follow(true);
    expect(delivery.choice).toEqual({ pickupStoreId: 2 });
    delivery.follow(false);
    expect(delivery.choice).toEqual({});
  });

  it('S7.32 a failed store list leaves the address as the only choice and is read again next time', async () => {
    let calls = 0;
    const delivery = new DeliveryChoiceStore({ availableStores: () => { calls += 1; return calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve({ isSuccess: true, stores: [store(3)] }); } });
    await delivery.load();
    expect(delivery.stores).toEqual([]);
    expect(delivery.error).toBe(OrderMessage.storesFailure);
    await delivery.load();
    expect(delivery.stores.map((entry) => entry.id)).toEqual([3]);
  });

  it('S7.26 reads the wallet balance; a refusal shows none', async () => {
    const wallet = new WalletStore({ wallet: () => Promise.resolve({ isSuccess: true, balance: 125.5, currencyCode: 'TRY' }) });
    await wallet.load();
    expect(wallet.balance).toBe(125.5);
    const refused = new WalletStore({ wallet: () => Promise.reject(new Error('401')) });
    await refused.load();
    expect(refused.balance).toBeNull();
  });
});
