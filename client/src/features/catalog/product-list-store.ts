import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ProductListItem } from '../../../../contracts/product/entities';
import type { Aggregation, SearchProductsResponse } from '../../../../contracts/product/responses';
import type { PaginationSummary } from '../../../../contracts/common/responses';
import { messageOf } from '../../lib/api-client';
import { EMPTY_CRITERIA, searchPayload, type FixedCriteria, type ListCriteria } from '../../lib/list-criteria';
import type { CatalogApi } from './api';
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

  constructor(private readonly api: CatalogApi) {
    // Answers are replaced, never edited: references only, no deep observables to build.
    makeAutoObservable<ProductListStore, 'api' | 'latestRequest'>(this, { api: false, latestRequest: false, response: observableRef });
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
    this.fixed = fixed;
    this.criteria = criteria;
    this.loading = true;
    this.error = null;
    try {
      const response = await this.api.searchProducts(searchPayload(fixed, criteria));
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
