import { makeAutoObservable } from 'mobx';
import { ProductRequestFlags } from '../../../../contracts/enums';
import type { ProductListItem } from '../../../../contracts/product/entities';
import { Loadable } from '../../lib/loadable';
import type { CatalogueApi } from './api';
import { PRODUCT_SEARCH_FAILURE } from './messages';
import { ProductRowStore } from './product-row-store';

export { PRODUCT_SEARCH_FAILURE };

/** Products of the home page's "new arrivals" grid. */
export const HOME_GRID_SIZE = 12;

/**
 * The catalogue: the home page's product grid and a store per product row. Product lists make
 * their own and the product page's store is a lazy one (productDetailStore), in their chunks.
 */
export class CatalogueStore {
  private readonly home = new Loadable<ProductListItem[]>(PRODUCT_SEARCH_FAILURE);
  /** The grid's load started with the app (main.tsx), for the home page to take over. */
  private preloadedHome: Promise<void> | null = null;

  constructor(private readonly api: CatalogueApi) {
    makeAutoObservable<CatalogueStore, 'api' | 'home' | 'preloadedHome'>(this, { api: false, home: false, preloadedHome: false });
  }

  get homeProducts(): ProductListItem[] { return this.home.data ?? []; }
  /** The grid's first answer has arrived (until then it shows skeletons). */
  get homeLoaded(): boolean { return this.home.data !== null; }
  get loading(): boolean { return this.home.loading; }
  get error(): string | null { return this.home.error; }

  /** A store for one product row (a home widget, recently viewed products, a blog ProductWidget). */
  createRow(): ProductRowStore {
    return new ProductRowStore(this.api);
  }

  /**
   * Starts loading the home grid with the app, while the page's first render is still ahead: the
   * first render then draws the cards instead of skeletons that a second render replaces.
   */
  preloadHome(): Promise<void> {
    return (this.preloadedHome = this.loadHome());
  }

  /** The home page's load: the preloaded one when there is one (taken once), else a new one. */
  loadHomeForPage(): Promise<void> {
    const preloaded = this.preloadedHome;
    this.preloadedHome = null;
    return preloaded ?? this.loadHome();
  }

  async loadHome(): Promise<void> {
    await this.home.load(async () => (await this.api.searchProducts({
      pageSize: HOME_GRID_SIZE, flags: ProductRequestFlags.Default | ProductRequestFlags.GroupVariations,
      sort: 'newest', includes: ['Id', 'Name', 'Documents', 'SalesPrice', 'DiscountRate', 'RoutePath', 'Brand'],
    })).products);
  }
}
