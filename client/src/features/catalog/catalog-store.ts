import { makeAutoObservable, runInAction } from 'mobx';
import { ProductRequestFlags } from '../../../../contracts/enums';
import type { ProductListItem } from '../../../../contracts/product/entities';
import { messageOf } from '../../lib/api-client';
import type { CatalogApi } from './api';

/** spec §8: product search failure. */
export const PRODUCT_SEARCH_FAILURE = 'Failed to search products';
/** Products of the home page's "new arrivals" grid. */
export const HOME_GRID_SIZE = 12;

/** The home page's product grid. */
export class CatalogStore {
  homeProducts: ProductListItem[] = [];
  loading = false;
  error: string | null = null;
  /** Only the latest request may write: a currency change can overtake an earlier load. */
  private latestRequest = 0;

  constructor(private readonly api: CatalogApi) {
    makeAutoObservable<CatalogStore, 'api' | 'latestRequest'>(this, { api: false, latestRequest: false });
  }

  async loadHome(): Promise<void> {
    const request = ++this.latestRequest;
    this.loading = true;
    this.error = null;
    try {
      const { products } = await this.api.searchProducts({
        pageSize: HOME_GRID_SIZE, flags: ProductRequestFlags.Default,
        sort: 'newest', includes: ['Id', 'Name', 'Documents', 'SalesPrice', 'DiscountRate', 'RoutePath', 'Brand'],
      });
      runInAction(() => { if (request === this.latestRequest) this.homeProducts = products; });
    } catch (error) {
      runInAction(() => { if (request === this.latestRequest) this.error = messageOf(error, PRODUCT_SEARCH_FAILURE); });
    } finally {
      runInAction(() => { if (request === this.latestRequest) this.loading = false; });
    }
  }
}
