import { makeAutoObservable } from 'mobx';
import { ProductRequestFlags } from '../../../../contracts/enums';
import type { ProductListItem } from '../../../../contracts/product/entities';
import type { SearchProductsPayload } from '../../../../contracts/product/payloads';
import { Loadable } from '../../lib/loadable';
import type { CatalogueApi } from './api';
import { PRODUCT_SEARCH_FAILURE } from './messages';

/** Fields a product card shows. */
export const CARD_FIELDS: SearchProductsPayload['includes'] = ['Id', 'Name', 'Documents', 'SalesPrice', 'DiscountRate', 'RoutePath', 'Brand'];

/** Tag of product display calls (§7: tag variations, pageSize equal to the number of ids). */
export const VARIATIONS_TAG = 'variations';

/**
 * The search of a product display call: these ids, in this order, one page holding them all (§7);
 * a model shows once, in the colour seen last (issue 16).
 */
export function productDisplayPayload(productIds: number[]): SearchProductsPayload {
  return { productIds, pageSize: productIds.length, flags: ProductRequestFlags.Default | ProductRequestFlags.GroupVariations, tags: [VARIATIONS_TAG], includes: CARD_FIELDS, aggregateBy: ['None'] };
}

/** One product row of a page (a home widget, recently viewed products): its search and its answer. */
export class ProductRowStore {
  private readonly row = new Loadable<ProductListItem[]>(PRODUCT_SEARCH_FAILURE);

  constructor(private readonly api: CatalogueApi) {
    makeAutoObservable<ProductRowStore, 'api' | 'row'>(this, { api: false, row: false });
  }

  get products(): ProductListItem[] { return this.row.data ?? []; }
  get loading(): boolean { return this.row.loading; }
  get error(): string | null { return this.row.error; }
  /** The last load finished (with or without products). */
  get loaded(): boolean { return this.row.loaded; }

  /** Reads the row; only the latest request may write (a currency change can overtake a load). */
  async load(payload: SearchProductsPayload): Promise<void> {
    await this.row.load(async () => (await this.api.searchProducts(payload)).products);
  }

  /** Shows the products of these ids, in their order (recently viewed); no ids, no call. */
  async loadIds(productIds: number[]): Promise<void> {
    if (productIds.length) return this.load(productDisplayPayload(productIds));
    this.row.set([]);
  }
}
