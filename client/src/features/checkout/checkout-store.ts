import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '../../../../contracts/order/entities';
import { OrderMessage } from '../../../../contracts/order/messages';
import type { PlaceOrderPayload } from '../../../../contracts/order/payloads';
import { asksForBotCheck } from '../../../../contracts/payment/payloads';
import { ApiError, messageOf } from '../../lib/api-client';
import type { StoreFactory } from '../../stores/root-store';
import { checkoutApi, type CheckoutApi } from './checkout-api';
import { DeliveryChoiceStore, WalletStore } from './delivery-choice-store';

/** A fresh Idempotency-Key (a UUID). */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();

/**
 * Placing the order (issue 15 item 5): one request in flight at a time, and one Idempotency-Key
 * per attempt. A retry of the same attempt (same order details, after an answer that was lost: a
 * network failure or a server error) sends the same key, so the server makes one order at most.
 * A clear refusal (declined card, out of stock) ends the attempt: the next try is a new one.
 * After a few declined cards the server asks for the bot check (issue 27 item 8): the form shows
 * it, and its solution goes with the next placement, once.
 */
export class PlaceOrderStore {
  placing = false;
  error: string | null = null;
  docNo: string | null = null;
  /** The bank's 3-D Secure page when the card needs it: the browser goes there, the order is made after it. */
  challengeUrl: string | null = null;
  /** The server asked for the bot check: the payment form shows it. */
  botCheckRequired = false;
  /** Grows with every solution sent: the form's widget starts again with a new challenge. */
  botCheckRound = 0;
  private botCheck: string | null = null;
  private attempt: { key: string; body: string } | null = null;

  constructor(private readonly api: Pick<CheckoutApi, 'placeOrder' | 'pendingChallenge'>, private readonly newKey: () => string = newIdempotencyKey) {
    makeAutoObservable<PlaceOrderStore, 'api' | 'newKey' | 'attempt' | 'botCheck'>(this, { api: false, newKey: false, attempt: false, botCheck: false });
  }

  /** The widget's solution, or null while there is none. */
  setBotCheckSolution(solution: string | null): void {
    this.botCheck = solution;
  }

  /** The docNo of the order placed, or null (refused, failed, or another placement already under way). */
  async place(payload: PlaceOrderPayload): Promise<string | null> {
    // On the way to the bank's 3-D Secure page: a second click must not start a second payment.
    if (this.placing || this.challengeUrl) return null;
    const body = JSON.stringify(payload);
    if (!this.attempt || this.attempt.body !== body) this.attempt = { key: this.newKey(), body };
    const { key } = this.attempt;
    const botCheck = this.botCheck ?? undefined;
    // A solution is taken once: the widget starts again for the next try.
    if (botCheck) {
      this.botCheck = null;
      this.botCheckRound += 1;
    }
    this.placing = true;
    this.error = null;
    try {
      const answer = await this.api.placeOrder(payload, key, botCheck);
      runInAction(() => {
        if (answer.threeDSecure) this.challengeUrl = answer.threeDSecure.challengeUrl;
        else this.docNo = answer.docNo;
        this.attempt = null;
      });
      return answer.docNo ?? null;
    } catch (error) {
      runInAction(() => {
        this.error = messageOf(error, OrderMessage.placeFailure);
        if (error instanceof ApiError && asksForBotCheck(error.data)) this.botCheckRequired = true;
        // A refusal is an answer: this attempt is over. A lost answer keeps its key for the retry.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) this.attempt = null;
      });
      return null;
    } finally {
      runInAction(() => { this.placing = false; });
    }
  }

  /**
   * A payment page opened again (reloaded) while the bank's window still waits (issue 32 item 7):
   * the server's record of the waiting payment gives its challenge back, and the page goes on
   * waiting for it instead of offering to pay a second time. True when one waits.
   */
  async resumeChallenge(): Promise<boolean> {
    if (this.placing || this.challengeUrl) return this.challengeUrl !== null;
    try {
      const { pending } = await this.api.pendingChallenge();
      if (!pending) return false;
      runInAction(() => { if (!this.placing && !this.challengeUrl) this.challengeUrl = pending.challengeUrl; });
      return true;
    } catch {
      // Nothing found is nothing to go on with: the form is offered as usual.
      return false;
    }
  }

  /**
   * The bank answered (the order made, or the payment refused): the page no longer waits, so a
   * payment page reached again (Back) is a new checkout, not a frozen "placing" one.
   */
  challengeEnded(docNo?: string): void {
    this.challengeUrl = null;
    if (docNo) this.docNo = docNo;
  }

  /** The key the next retry of the current attempt would send (tests, diagnostics). */
  get pendingKey(): string | null {
    return this.attempt?.key ?? null;
  }
}

/** The order shown on the order-summary page, read by its docNo. */
export class OrderLookup {
  order: Order | null = null;
  error: string | null = null;
  loading = false;
  private docNo: string | null = null;

  constructor(private readonly api: Pick<CheckoutApi, 'orderDetail'>) {
    makeAutoObservable<OrderLookup, 'api' | 'docNo'>(this, { api: false, docNo: false });
  }

  async load(docNo: string): Promise<void> {
    if (this.docNo === docNo && (this.order || this.loading)) return;
    this.docNo = docNo;
    this.order = null;
    this.error = null;
    this.loading = true;
    try {
      const { order } = await this.api.orderDetail(docNo);
      runInAction(() => { if (this.docNo === docNo) this.order = order; });
    } catch (error) {
      runInAction(() => { if (this.docNo === docNo) this.error = messageOf(error, OrderMessage.detailFailure); });
    } finally {
      runInAction(() => { if (this.docNo === docNo) this.loading = false; });
    }
  }
}

/** The checkout pages' state. */
export class CheckoutStore {
  readonly placement: PlaceOrderStore;
  readonly lookup: OrderLookup;
  readonly delivery: DeliveryChoiceStore;
  readonly wallet: WalletStore;

  constructor(api: CheckoutApi) {
    this.placement = new PlaceOrderStore(api);
    this.lookup = new OrderLookup(api);
    this.delivery = new DeliveryChoiceStore(api);
    this.wallet = new WalletStore(api);
  }
}

export const checkoutStore: StoreFactory<CheckoutStore> = (root) => new CheckoutStore(checkoutApi(root.api));
