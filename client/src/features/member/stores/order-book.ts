import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { PaginationSummary } from '../../../../../contracts/common/responses';
import type { Order, OrderSummary } from '../../../../../contracts/order/entities';
import { OrderMessage } from '../../../../../contracts/order/messages';
import { ApiError, messageOf } from '../../../lib/api-client';
import { Loadable } from '../../../lib/loadable';
import type { AccountApi } from '../account-api';

/** What the detail page shows of the order it asked for. */
export type OpenOrderState = 'loading' | 'loaded' | 'notFound' | 'failed';

interface OrderPage {
  orders: OrderSummary[];
  pagination: PaginationSummary;
}

/**
 * The member's orders (/u/orders, /u/orders/{docNo}, /u/order-cancel/{docNo}): one page of the
 * list at a time, the one order open on the detail and cancel pages, and its cancellation.
 */
export class OrderBook {
  private readonly list = new Loadable<OrderPage>(OrderMessage.listFailure);
  /** The docNo the detail page shows, and what came of asking for it. */
  openDocNo: string | null = null;
  openState: OpenOrderState = 'loading';
  openOrder: Order | null = null;
  openError: string | null = null;
  private openCall = 0;

  constructor(private readonly api: AccountApi) {
    makeAutoObservable<OrderBook, 'api' | 'list' | 'openCall'>(this, { api: false, list: false, openCall: false, openOrder: observableRef });
  }

  get orders(): readonly OrderSummary[] { return this.list.data?.orders ?? []; }
  get pagination(): PaginationSummary | null { return this.list.data?.pagination ?? null; }
  get loaded(): boolean { return this.list.loaded; }
  get loading(): boolean { return this.list.loading; }
  get error(): string | null { return this.list.error; }

  /** Reads page `page` (1-based) of the member's orders, newest first. */
  async load(page = 1): Promise<void> {
    await this.list.load(async () => {
      const { orders, pagination } = await this.api.orders(page);
      return { orders, pagination };
    });
  }

  /** Reads one of the member's orders; one that is not theirs (404) or a malformed docNo (400) is "not found". */
  async open(docNo: string): Promise<void> {
    const call = ++this.openCall;
    this.openDocNo = docNo;
    this.openState = 'loading';
    this.openError = null;
    if (this.openOrder?.docNo !== docNo) this.openOrder = null;
    try {
      const { order } = await this.api.orderDetail(docNo);
      runInAction(() => {
        if (call !== this.openCall) return;
        this.openOrder = order;
        this.openState = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        if (call !== this.openCall) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        this.openState = missing ? 'notFound' : 'failed';
        this.openError = missing ? null : messageOf(error, OrderMessage.detailFailure);
      });
    }
  }

  /** Cancels the order; the server's answer becomes the open order. A refusal is thrown (the form shows it). */
  async cancel(docNo: string, reason: string): Promise<Order> {
    const { order } = await this.api.cancelOrder({ docNo, reason });
    runInAction(() => {
      this.openCall += 1;
      this.openDocNo = docNo;
      this.openOrder = order;
      this.openState = 'loaded';
      this.openError = null;
      // The list shows the new status when next read.
      this.list.reset();
    });
    return order;
  }

  /** The language changed or the member left. */
  reset(): void {
    this.list.reset();
    this.openCall += 1;
    this.openDocNo = null;
    this.openOrder = null;
    this.openState = 'loading';
    this.openError = null;
  }
}
