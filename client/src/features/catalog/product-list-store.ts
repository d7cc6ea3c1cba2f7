import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ProductListItem } from '../../../../contracts/product/entities';
import type { Aggregation, SearchProductsResponse } from '../../../../contracts/product/responses';
import type { PaginationSummary } from '../../../../contracts/common/responses';
import { messageOf } from '../../lib/api-client';
import { EMPTY_CRITERIA, searchPayload, type FixedCriteria, type ListCriteria } from '../../lib/list-criteria';
import type { CatalogApi } from './api';
import { earlyList, listKey } from './early-list';
import { PRODUCT_SEARCH_FAILURE } from './messages';

/**
 * One product list (category, brand, type or search results): what the URL asks for, the answer
 * and its facets. Each list on screen has its own store; only the latest request may write, so a
 * quick back-and-forth never leaves an older answer on screen.
 */
export class ProductListStore {
  fixed: FixedCriteria = {};
  criteria: ListCriteria = EMPTY_CRITERIA;
  response: SearchProductsResponse | null = null;
  loading = false;
  error: string | null = null;
  private latestRequest = 0;
  /** Key of the early answer the store was started from: the page's first load is already done. */
  private adopted: string | null = null;

  constructor(private readonly api: CatalogApi) {
    // Answers are replaced, never edited: references only, no deep observables to build.
    makeAutoObservable<ProductListStore, 'api' | 'latestRequest' | 'adopted'>(this, { api: false, latestRequest: false, adopted: false, response: observableRef });
  }

  /**
   * Starts from the answer asked for while the app was starting (early-list.ts) when it is this
   * list's and has arrived, so the page's first render draws the cards instead of skeletons.
   */
  adoptEarly(fixed: FixedCriteria, criteria: ListCriteria): this {
    const key = listKey(searchPayload(fixed, criteria));
    const response = earlyList.arrived(key);
    if (response) {
      earlyList.take(key);
      this.fixed = fixed;
      this.criteria = criteria;
      this.response = response;
      this.adopted = key;
    }
    return this;
  }

  get products(): ProductListItem[] { return this.response?.products ?? []; }
  get pagination(): PaginationSummary | null { return this.response?.pagination ?? null; }
  get totalItems(): number { return this.response?.pagination.totalItems ?? 0; }

  /** Facets worth showing: with at least one value, and not the page's own fixed brand. */
  get facets(): Aggregation[] {
    return (this.response?.aggregations ?? []).filter((facet) =>
      facet.buckets.length > 0 && !(facet.name === 'Brand' && this.fixed.brandIds?.length));
  }

  /** Loaded and nothing matched. */
  get isEmpty(): boolean { return !this.loading && !this.error && this.response !== null && this.products.length === 0; }

  /** Reads the list for the page's scope and the URL's criteria; answers the response (or null on failure). */
  async load(fixed: FixedCriteria, criteria: ListCriteria): Promise<SearchProductsResponse | null> {
    const request = ++this.latestRequest;
    const payload = searchPayload(fixed, criteria);
    const key = listKey(payload);
    const adopted = this.adopted === key;
    this.adopted = null;
    if (adopted) return this.response;
    this.fixed = fixed;
    this.criteria = criteria;
    this.loading = true;
    this.error = null;
    try {
      // Still on its way when the page asks: the early request is taken over, not sent again.
      const response = await (earlyList.take(key) ?? this.api.searchProducts(payload));
      if (request !== this.latestRequest) return null;
      runInAction(() => { this.response = response; this.loading = false; });
      return response;
    } catch (error) {
      runInAction(() => {
        if (request !== this.latestRequest) return;
        this.error = messageOf(error, PRODUCT_SEARCH_FAILURE);
        this.loading = false;
      });
      return null;
    }
  }
}
