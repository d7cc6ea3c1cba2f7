import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ProductListItem } from '../../../../contracts/product/entities';
import type { SearchProductsPayload } from '../../../../contracts/product/payloads';
import { messageOf } from '../../lib/api-client';
import type { CatalogApi } from './api';
import { PRODUCT_SEARCH_FAILURE } from './messages';

/** Fields a product card shows. */
export const CARD_FIELDS: SearchProductsPayload['includes'] = ['Id', 'Name', 'Documents', 'SalesPrice', 'DiscountRate', 'RoutePath', 'Brand'];

/** Tag of product display calls (§7: tag variations, pageSize equal to the number of ids). */
export const VARIATIONS_TAG = 'variations';

/** The search of a product display call: these ids, in this order, one page holding them all (§7). */
export function productDisplayPayload(productIds: number[]): SearchProductsPayload {
  return { productIds, pageSize: productIds.length, tags: [VARIATIONS_TAG], includes: CARD_FIELDS, aggregateBy: ['None'] };
}

/** One product row of a page (a home widget, recently viewed products): its search and its answer. */
export class ProductRowStore {
  products: ProductListItem[] = [];
  loading = false;
  error: string | null = null;
  /** The last load finished (with or without products). */
  loaded = false;
  private latestRequest = 0;

  constructor(private readonly api: CatalogApi) {
    // Answers are replaced, never edited: references only.
    makeAutoObservable<ProductRowStore, 'api' | 'latestRequest'>(this, { api: false, latestRequest: false, products: observableRef });
  }

  /** Reads the row; only the latest request may write (a currency change can overtake a load). */
  async load(payload: SearchProductsPayload): Promise<void> {
    const request = ++this.latestRequest;
    this.loading = true;
    this.error = null;
    try {
      const { products } = await this.api.searchProducts(payload);
      runInAction(() => { if (request === this.latestRequest) this.products = products; });
    } catch (error) {
      runInAction(() => { if (request === this.latestRequest) this.error = messageOf(error, PRODUCT_SEARCH_FAILURE); });
    } finally {
      runInAction(() => {
        if (request !== this.latestRequest) return;
        this.loading = false;
        this.loaded = true;
      });
    }
  }

  /** Shows the products of these ids, in their order (recently viewed); no ids, no call. */
  async loadIds(productIds: number[]): Promise<void> {
    if (productIds.length) return this.load(productDisplayPayload(productIds));
    ++this.latestRequest;
    this.products = [];
    this.loading = false;
    this.error = null;
    this.loaded = true;
  }
}
