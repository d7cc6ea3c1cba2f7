import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ProductRequestFlags } from '../../../../contracts/enums';
import type { ProductListItem } from '../../../../contracts/product/entities';
import { messageOf } from '../../lib/api-client';
import { EarlyAnswer } from '../../lib/early-answer';
import type { CatalogApi } from './api';
import { ProductDetailStore } from './product-detail-store';
import { PRODUCT_SEARCH_FAILURE } from './messages';
import { ProductRowStore } from './product-row-store';

export { PRODUCT_SEARCH_FAILURE };

/** The early answer's key of the home grid (one grid, one key). */
const HOME_GRID = 'home';

/** Products of the home page's "new arrivals" grid. */
export const HOME_GRID_SIZE = 12;

/** The catalogue: the home page's product grid, the product detail page, and a store per product row (product lists make their own, in their lazy chunk). */
export class CatalogStore {
  /** The product detail page (one at a time). */
  readonly detail: ProductDetailStore;
  homeProducts: ProductListItem[] = [];
  /** The grid's first answer has arrived (until then it shows skeletons). */
  homeLoaded = false;
  loading = false;
  error: string | null = null;
  /** Only the latest request may write: a currency change can overtake an earlier load. */
  private latestRequest = 0;
  /** The grid's load started with the app (main.tsx), for the home page to take over. */
  private readonly early = new EarlyAnswer<void>();

  constructor(private readonly api: CatalogApi) {
    this.detail = new ProductDetailStore(api);
    // Answers are replaced, never edited: references only, no deep observables to build.
    makeAutoObservable<CatalogStore, 'api' | 'latestRequest' | 'early'>(this, { api: false, latestRequest: false, early: false, detail: false, homeProducts: observableRef });
  }

  /** A store for one product row (a home widget, recently viewed products, a blog ProductWidget). */
  createRow(): ProductRowStore {
    return new ProductRowStore(this.api);
  }

  /**
   * Starts loading the home grid with the app, while the page's first render is still ahead: the
   * first render then draws the cards instead of skeletons that a second render replaces.
   */
  preloadHome(): Promise<void> {
    return this.early.ask(HOME_GRID, () => this.loadHome());
  }

  /** The home page's load: the preloaded request when there is one, else a new one. */
  loadHomeForPage(): Promise<void> {
    return this.early.take(HOME_GRID) ?? this.loadHome();
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
      runInAction(() => {
        if (request !== this.latestRequest) return;
        this.homeProducts = products;
        this.homeLoaded = true;
      });
    } catch (error) {
      runInAction(() => { if (request === this.latestRequest) this.error = messageOf(error, PRODUCT_SEARCH_FAILURE); });
    } finally {
      runInAction(() => { if (request === this.latestRequest) this.loading = false; });
    }
  }
}
