import { makeAutoObservable, runInAction } from 'mobx';
import { CartDetailMessage, giftNoteRefusal, SHIPMENT_OPTION, type ChangeCartDetailPayload } from '../../../../contracts/cart/cart-detail';
import type { Cart, ShipmentOption } from '../../../../contracts/cart/entities';
import { OrderDocumentMessage, type Agreements, type AgreementsPayload } from '../../../../contracts/order/documents';
import { messageOf } from '../../lib/api-client';
import type { StoreFactory } from '../../stores/root-store';
import { shippingChoicesApi, type ShippingChoicesApi } from './shipping-choices-api';

/**
 * The shopper's shipment option and gift box note on the checkout page (spec §7 change cart
 * detail, gift box note). Every answer is a priced cart: it goes to the cart store too, so the
 * totals show the new shipping line at once.
 */
export class ShippingChoicesStore {
  options: ShipmentOption[] = [];
  selectedId: number | null = null;
  giftBox = false;
  /** What the shopper typed; saved on blur (saveGiftNote). */
  giftNote = '';
  saving = false;
  error: string | null = null;
  private savedNote = '';

  constructor(private readonly api: Pick<ShippingChoicesApi, 'checkoutCart' | 'changeCartDetail'>, private readonly takeCart: (cart: Cart) => void) {
    makeAutoObservable<ShippingChoicesStore, 'api' | 'takeCart' | 'savedNote'>(this, { api: false, takeCart: false, savedNote: false });
  }

  async load(): Promise<void> {
    try {
      const { cart } = await this.api.checkoutCart();
      runInAction(() => this.take(cart, true));
    } catch (error) {
      runInAction(() => { this.error = messageOf(error, CartDetailMessage.changeFailure); });
    }
  }

  async choose(shipmentOptionId: number): Promise<boolean> {
    const before = this.selectedId;
    this.selectedId = shipmentOptionId;
    const saved = await this.change({ shipmentOptionId });
    // Not saved: the choice shown goes back to the cart's, which the totals were priced with.
    if (!saved) runInAction(() => { this.selectedId = before; });
    return saved;
  }

  /** Whether the cart is picked up at a store (its option is set by the delivery choice, not listed among the shipping choices). */
  get pickingUp(): boolean {
    return this.selectedId === SHIPMENT_OPTION.pickup;
  }

  setGiftBox(giftBox: boolean): Promise<boolean> {
    this.giftBox = giftBox;
    if (!giftBox) this.giftNote = '';
    return this.change(giftBox ? { giftBox, giftNote: this.giftNote } : { giftBox });
  }

  typeGiftNote(note: string): void {
    this.giftNote = note;
    this.error = null;
  }

  /** The same rule the server applies, said before the server is asked. */
  get noteRefusal(): string | undefined {
    return giftNoteRefusal(this.giftNote);
  }

  async saveGiftNote(): Promise<boolean> {
    if (this.giftNote.trim() === this.savedNote) return true;
    if (this.noteRefusal) {
      this.error = this.noteRefusal;
      return false;
    }
    return this.change({ giftBox: true, giftNote: this.giftNote });
  }

  private async change(payload: ChangeCartDetailPayload): Promise<boolean> {
    this.saving = true;
    this.error = null;
    try {
      const { cart } = await this.api.changeCartDetail(payload);
      runInAction(() => this.take(cart, false));
      return true;
    } catch (error) {
      runInAction(() => { this.error = messageOf(error, CartDetailMessage.changeFailure); });
      return false;
    } finally {
      runInAction(() => { this.saving = false; });
    }
  }

  /** A cart answer: its options and choices; the note typed stays unless this is the first read. */
  private take(cart: Cart, first: boolean): void {
    if (cart.shipmentOptions) this.options = cart.shipmentOptions;
    this.selectedId = cart.shipmentOptionId ?? this.options.find((option) => option.selected)?.id ?? null;
    this.giftBox = cart.giftBox ?? false;
    this.savedNote = cart.giftNote ?? '';
    if (first || !this.giftBox) this.giftNote = this.savedNote;
    this.takeCart(cart);
  }
}

/** The agreements for the chosen addresses and payment, read when the shopper opens one. */
export class AgreementsStore {
  texts: Agreements | null = null;
  loading = false;
  error: string | null = null;
  private key = '';

  constructor(private readonly api: Pick<ShippingChoicesApi, 'agreements'>) {
    makeAutoObservable<AgreementsStore, 'api' | 'key'>(this, { api: false, key: false });
  }

  /** Reads them again whenever what they are filled from may have changed (the cart is read fresh each time). */
  async load(payload: AgreementsPayload): Promise<void> {
    const key = JSON.stringify(payload);
    this.key = key;
    this.loading = true;
    this.error = null;
    this.texts = null;
    try {
      const answer = await this.api.agreements(payload);
      runInAction(() => { if (this.key === key) this.texts = { preInformation: answer.preInformation, salesAgreement: answer.salesAgreement }; });
    } catch (error) {
      runInAction(() => { if (this.key === key) this.error = messageOf(error, OrderDocumentMessage.agreementsFailure); });
    } finally {
      runInAction(() => { if (this.key === key) this.loading = false; });
    }
  }
}

/** Both stores of the page, made with the first checkout page that shows them. */
export class CheckoutChoices {
  readonly shipping: ShippingChoicesStore;
  readonly agreements: AgreementsStore;

  constructor(api: ShippingChoicesApi, takeCart: (cart: Cart) => void) {
    this.shipping = new ShippingChoicesStore(api, takeCart);
    this.agreements = new AgreementsStore(api);
  }
}

export const checkoutChoices: StoreFactory<CheckoutChoices> = (root) => new CheckoutChoices(shippingChoicesApi(root.api), (cart) => root.cart.take(cart));
