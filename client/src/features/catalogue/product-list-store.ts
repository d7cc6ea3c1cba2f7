import { makeAutoObservable } from 'mobx';
import type { ProductListItem } from '../../../../contracts/product/entities';
import type { SearchProductsPayload } from '../../../../contracts/product/payloads';
import type { Aggregation, SearchProductsResponse } from '../../../../contracts/product/responses';
import type { PaginationSummary } from '../../../../contracts/common/responses';
import { Loadable } from '../../lib/loadable';
import { EMPTY_CRITERIA, searchPayload, type FixedCriteria, type ListCriteria } from '../../lib/list-criteria';
import type { RecentAnswers } from '../../lib/recent-answers';
import type { CatalogueApi } from './api';
import { PRODUCT_SEARCH_FAILURE } from './messages';

/** A list request's key: the same request body is the same list. */
const listKey = (payload: SearchProductsPayload) => JSON.stringify(payload);

/** Asks for a list's first page while the app starts; resolves when it is in, a failure included (the page reports it). */
export function preloadList(api: CatalogueApi, fixed: FixedCriteria, criteria: ListCriteria): Promise<void> {
  return api.preloadSearch(searchPayload(fixed, criteria)).then(() => undefined, () => undefined);
}

/**
 * One product list (category, brand, type or search results): what the URL asks for, the answer
 * and its facets. Each list on screen has its own store; only the latest request may write, so a
 * quick back-and-forth never leaves an older answer on screen.
 */
export class ProductListStore {
  fixed: FixedCriteria = {};
  criteria: ListCriteria = EMPTY_CRITERIA;
  private readonly list = new Loadable<SearchProductsResponse>(PRODUCT_SEARCH_FAILURE);
  /** Key of the preloaded answer the store was started from: the page's first load is already done. */
  private adopted: string | null = null;
  /**
   * The names of the categories the list's answers offered: a chosen one is not among the next
   * answer's buckets (they are its children), yet its chip needs its name (issue 32 item 15).
   */
  private readonly categoryNames = new Map<string, string>();

  /**
   * `recent` with the language and currency of the page (`shownIn`): each answer is kept there,
   * and `restoreRecent` starts from one.
   */
  constructor(private readonly api: CatalogueApi, private readonly recent?: { lists: RecentAnswers<SearchProductsResponse>; shownIn: () => string }) {
    makeAutoObservable<ProductListStore, 'api' | 'list' | 'adopted' | 'recent'>(this, { api: false, list: false, adopted: false, recent: false });
  }

  get response(): SearchProductsResponse | null { return this.list.data; }
  get loading(): boolean { return this.list.loading; }
  get error(): string | null { return this.list.error; }

  /**
   * Starts from the list preloaded while the app was starting (preloadList) when it is this
   * list's and has arrived, so the page's first render draws the cards instead of skeletons.
   */
  adoptPreloaded(fixed: FixedCriteria, criteria: ListCriteria): this {
    const payload = searchPayload(fixed, criteria);
    const response = this.api.arrivedSearch(payload);
    if (response) {
      const key = listKey(payload);
      void this.api.searchProducts(payload); // takes the preloaded answer: it is handed out once
      this.fixed = fixed;
      this.criteria = criteria;
      this.list.set(response);
      this.rememberCategories(response);
      this.adopted = key;
    }
    return this;
  }

  /**
   * Starts from this list as it was last shown in the page's language and currency (Back to it):
   * the first load is already done, as with a preloaded answer.
   */
  restoreRecent(fixed: FixedCriteria, criteria: ListCriteria): this {
    if (this.adopted || !this.recent) return this;
    const key = listKey(searchPayload(fixed, criteria));
    const answer = this.recent.lists.get(`${this.recent.shownIn()}|${key}`);
    if (answer) {
      this.fixed = fixed;
      this.criteria = criteria;
      this.list.set(answer);
      this.rememberCategories(answer);
      this.adopted = key;
    }
    return this;
  }

  get products(): ProductListItem[] { return this.response?.products ?? []; }
  get pagination(): PaginationSummary | null { return this.response?.pagination ?? null; }
  get totalItems(): number { return this.response?.pagination.totalItems ?? 0; }

  /** Facets worth showing: with at least one value, and not the page's own fixed brand. */
  /** The facets to offer: a value that would find nothing is left out unless it is chosen (then it can be taken off). */
  get facets(): Aggregation[] {
    return (this.response?.aggregations ?? [])
      .filter((facet) => !(facet.name === 'Brand' && this.fixed.brandIds?.length))
      .map((facet) => ({ ...facet, buckets: facet.buckets.filter((bucket) => bucket.count > 0 || bucket.selected) }))
      .filter((facet) => facet.buckets.length > 0);
  }

  /**
   * The chosen categories the facets do not list as chosen (the answer's category buckets are the
   * chosen one's children), by the name an earlier answer gave them: each needs its chip.
   */
  get chosenCategories(): { key: string; label: string }[] {
    const listed = new Set(this.facets.filter((facet) => facet.name === 'Category').flatMap((facet) => facet.buckets.filter((bucket) => bucket.selected).map((bucket) => bucket.key)));
    return this.criteria.categoryIds.map(String).filter((key) => !listed.has(key) && this.categoryNames.has(key)).map((key) => ({ key, label: this.categoryNames.get(key)! }));
  }

  private rememberCategories(response: SearchProductsResponse): void {
    for (const facet of response.aggregations ?? []) if (facet.name === 'Category') for (const bucket of facet.buckets) this.categoryNames.set(bucket.key, bucket.label);
  }

  /** Loaded and nothing matched. */
  get isEmpty(): boolean { return !this.loading && !this.error && this.response !== null && this.products.length === 0; }

  /** Reads the list for the page's scope and the URL's criteria; answers the response (or null on failure). */
  async load(fixed: FixedCriteria, criteria: ListCriteria): Promise<SearchProductsResponse | null> {
    const payload = searchPayload(fixed, criteria);
    const key = listKey(payload);
    const adopted = this.adopted === key;
    this.adopted = null;
    if (adopted) return this.response;
    this.fixed = fixed;
    this.criteria = criteria;
    const shownIn = this.recent?.shownIn();
    // Still on its way when the page asks: the preloaded request is taken over, not sent again.
    const answer = await this.list.load(() => this.api.searchProducts(payload));
    if (answer) this.rememberCategories(answer);
    if (answer && this.recent) this.recent.lists.set(`${shownIn}|${key}`, answer);
    return answer;
  }
}
