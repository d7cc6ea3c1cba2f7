import { makeAutoObservable, runInAction } from 'mobx';
import type { PaginationSummary } from '../../../../../contracts/common/responses';
import type { Order, OrderSummary } from '../../../../../contracts/order/entities';
import { OrderMessage } from '../../../../../contracts/order/messages';
import { Loadable } from '../../../lib/loadable';
import { OpenRecord } from '../../../lib/open-record';
import type { AccountApi } from '../account-api';

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
  /** The order the detail and cancel pages show. */
  readonly opened = new OpenRecord<string, Order>((order) => order.docNo, OrderMessage.detailFailure);

  constructor(private readonly api: AccountApi) {
    makeAutoObservable<OrderBook, 'api' | 'list'>(this, { api: false, list: false, opened: false });
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
    await this.opened.open(docNo, async () => (await this.api.orderDetail(docNo)).order);
  }

  /** Cancels the order; the server's answer becomes the open order. A refusal is thrown (the form shows it). */
  async cancel(docNo: string, reason: string, reasonId?: number): Promise<Order> {
    const { order } = await this.api.cancelOrder({ docNo, reason, ...(reasonId === undefined ? {} : { reasonId }) });
    runInAction(() => {
      this.opened.show(order);
      // The list shows the new status when next read.
      this.list.reset();
    });
    return order;
  }

  /** The language changed or the member left. */
  reset(): void {
    this.list.reset();
    this.opened.reset();
  }
}
