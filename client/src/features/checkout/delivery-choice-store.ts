import { makeAutoObservable, runInAction } from 'mobx';
import type { PickupStore } from '../../../../contracts/order/entities';
import { OrderMessage } from '../../../../contracts/order/messages';
import { messageOf } from '../../lib/api-client';
import type { CheckoutApi } from './checkout-api';

/**
 * How the order reaches the shopper (spec §7 available stores): sent to the chosen address, or
 * picked up at one of the shop's stores (then the address is only the invoice's).
 */
export class DeliveryChoiceStore {
  stores: PickupStore[] = [];
  /** null: sent to the address. */
  pickupStoreId: number | null = null;
  error: string | null = null;
  private loaded = false;

  constructor(private readonly api: Pick<CheckoutApi, 'availableStores'>) {
    makeAutoObservable<DeliveryChoiceStore, 'api' | 'loaded'>(this, { api: false, loaded: false });
  }

  async load(): Promise<void> {
    if (this.loaded) return;
    this.loaded = true;
    try {
      const { stores } = await this.api.availableStores();
      runInAction(() => { this.stores = stores; });
    } catch (error) {
      runInAction(() => { this.error = messageOf(error, OrderMessage.storesFailure); this.loaded = false; });
    }
  }

  /** Picks up at `storeId`, or (null) sends it to the address. */
  choose(storeId: number | null): void {
    this.pickupStoreId = storeId !== null && this.stores.some((store) => store.id === storeId) ? storeId : null;
  }

  /** Picking up, with the first store chosen until the shopper picks another. */
  pickUp(): void {
    this.choose(this.pickupStoreId ?? this.stores[0]?.id ?? null);
  }

  /**
   * Follows the cart's own choice (its pick-up option, which priced its totals): a pick-up cart
   * gets a store, a shipped one none, so what is placed is what the totals were shown for.
   */
  follow(pickingUp: boolean): void {
    if (pickingUp && this.pickupStoreId === null) this.pickUp();
    else if (!pickingUp && this.pickupStoreId !== null) this.choose(null);
  }

  get pickupStore(): PickupStore | undefined {
    return this.stores.find((store) => store.id === this.pickupStoreId);
  }

  /** The place-order part of the choice. */
  get choice(): { pickupStoreId?: number } {
    return this.pickupStoreId === null ? {} : { pickupStoreId: this.pickupStoreId };
  }
}

/** The member's store credit, read when the checkout offers the wallet. */
export class WalletStore {
  /** Major units of the active currency; null until read (or when it could not be). */
  balance: number | null = null;

  constructor(private readonly api: Pick<CheckoutApi, 'wallet'>) {
    makeAutoObservable<WalletStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    try {
      const { balance } = await this.api.wallet();
      runInAction(() => { this.balance = balance; });
    } catch {
      // No balance shown: paying by wallet is then refused by the server with its own message.
      runInAction(() => { this.balance = null; });
    }
  }
}
