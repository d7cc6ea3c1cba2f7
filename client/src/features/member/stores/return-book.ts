import { makeAutoObservable, runInAction } from 'mobx';
import type { PaginationSummary } from '../../../../../contracts/common/responses';
import type { Culture } from '../../../../../contracts/enums';
import { ReturnMessage, type OrderReason, type OrderReturn, type OrderReturnSummary, type ReturnOrderPayload } from '../../../../../contracts/order/order-return';
import { LoadedByKey, Loadable } from '../../../lib/loadable';
import { OpenRecord } from '../../../lib/open-record';
import type { AccountApi } from '../account-api';

interface ReturnPage {
  returns: OrderReturnSummary[];
  pagination: PaginationSummary;
}

/** Which of the shop's reason lists. */
export type ReasonKind = 'cancel' | 'return';

/**
 * The member's returns (/u/order-return/{docNo}, /u/returns, /u/returns/{id}) and the shop's
 * cancel and return reasons: one page of the list, the one return open, a new request.
 */
export class ReturnBook {
  private readonly list = new Loadable<ReturnPage>(ReturnMessage.returnsFailure);
  /** The return the detail page shows. */
  readonly opened = new OpenRecord<number, OrderReturn>((orderReturn) => orderReturn.id, ReturnMessage.detailFailure);
  /** The reason lists by kind and language, read once each. */
  readonly reasons: LoadedByKey<`${ReasonKind}:${Culture}`, OrderReason[]>;

  constructor(private readonly api: AccountApi) {
    this.reasons = new LoadedByKey(async (key) => (await (key.startsWith('cancel') ? api.cancelReasons() : api.returnReasons())).reasons, ReturnMessage.reasonsFailure);
    makeAutoObservable<ReturnBook, 'api' | 'list'>(this, { api: false, list: false, opened: false, reasons: false });
  }

  get returns(): readonly OrderReturnSummary[] { return this.list.data?.returns ?? []; }
  get pagination(): PaginationSummary | null { return this.list.data?.pagination ?? null; }
  get loaded(): boolean { return this.list.loaded; }
  get loading(): boolean { return this.list.loading; }
  get error(): string | null { return this.list.error; }

  /** The reasons of `kind` in `culture`, once read (loadReasons). */
  reasonsOf(kind: ReasonKind, culture: Culture): readonly OrderReason[] | undefined {
    return this.reasons.get(`${kind}:${culture}`);
  }

  loadReasons(kind: ReasonKind, culture: Culture): Promise<void> {
    return this.reasons.load(`${kind}:${culture}`);
  }

  /** Reads page `page` (1-based) of the member's returns, newest first. */
  async load(page = 1): Promise<void> {
    await this.list.load(async () => {
      const { returns, pagination } = await this.api.returns(page);
      return { returns, pagination };
    });
  }

  /** Reads one of the member's returns; another's (404) or a malformed id is "not found". */
  async open(id: number): Promise<void> {
    await this.opened.open(id, async () => (await this.api.returnDetail(id)).orderReturn);
  }

  /** Asks to return lines of an order; the answer becomes the open return. A refusal is thrown (the form shows it). */
  async request(payload: ReturnOrderPayload): Promise<OrderReturn> {
    const { orderReturn } = await this.api.returnOrder(payload);
    runInAction(() => {
      this.opened.show(orderReturn);
      this.list.reset();
    });
    return orderReturn;
  }

  /** The language changed or the member left. */
  reset(): void {
    this.list.reset();
    this.opened.reset();
  }
}
