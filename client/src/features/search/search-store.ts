import { makeAutoObservable, runInAction } from 'mobx';
import { SEARCH_SUGGESTIONS_BLOG_KEYS } from '../../../../contracts/blog/entities';
import { ProductRequestFlags, type Culture } from '../../../../contracts/enums';
import type { ProductField } from '../../../../contracts/product/payloads';
import type { ProductListItem } from '../../../../contracts/product/entities';
import { track } from '../../lib/analytics';
import { messageOf } from '../../lib/api-client';
import { LIST_PARAMS } from '../../lib/list-params';
import { pagePath } from '../../lib/routes';
import type { LanguageBound } from '../../stores/language-bound';
import type { SearchApi } from './api';

/** Search constants (S9.03, S5.03). */
export const SEARCH_SUGGEST_MIN = 3;
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_PRODUCTS = 4;
export const SEARCH_CATEGORIES_MAX = 6;
export const SEARCH_SKELETONS = 8;
export const SEARCH_SUBMIT_MIN = 2;
/** Banner container of popular searches (S3.20, S9.10). */
export const POPULAR_SEARCHES_CONTAINER = 10;
/** Popular searches shown: the merchant's first, then what shoppers searched most. */
export const POPULAR_SEARCHES_MAX = 10;
/** Tag of the search-as-you-type query: the engine treats the last word as unfinished. */
export const SEARCH_AS_YOU_TYPE_TAG = 'search-as-you-type';
/** spec §8: product search failure. */
export const SEARCH_FAILURE = 'Failed to search products';

const SUGGESTION_FIELDS: ProductField[] = ['Id', 'Name', 'Documents', 'SalesPrice', 'DiscountRate', 'RoutePath', 'Brand', 'Categories'];

/** A category offered beside the products, derived from them. */
export interface CategorySuggestion {
  id: number;
  name: string;
}

/** A popular search: text and where it leads. */
export interface PopularSearchItem {
  text: string;
  href: string;
}

/** One entry of the overlay's listbox, in keyboard order. */
export interface SearchOption {
  /** DOM id (aria-activedescendant). */
  id: string;
  kind: 'product' | 'category' | 'popular' | 'suggested' | 'all';
  label: string;
  href: string;
  product?: ProductListItem;
}

/** idle: nothing to suggest; pending: waiting out the debounce; loading: asked; done; error. */
export type SuggestionStatus = 'idle' | 'pending' | 'loading' | 'done' | 'error';

/** Text compared without case and Turkish marks, to drop a popular search listed twice. */
const fold = (text: string) => text.toLocaleLowerCase('tr').replace(/ı/g, 'i').normalize('NFKD').replace(/\p{M}/gu, '').trim();

/**
 * Up to SEARCH_CATEGORIES_MAX categories of the found products: each product's main category
 * first (most frequent first), then their parents, without repeats.
 */
export function deriveCategories(products: ProductListItem[], max = SEARCH_CATEGORIES_MAX): CategorySuggestion[] {
  const counts = new Map<number, { category: CategorySuggestion; count: number; rank: number }>();
  const add = (id: number, name: string, rank: number) => {
    if (!name) return;
    const entry = counts.get(id);
    if (entry) { entry.count += 1; entry.rank = Math.min(entry.rank, rank); } else counts.set(id, { category: { id, name }, count: 1, rank });
  };
  for (const product of products) {
    const categories = product.categories ?? [];
    const main = categories.find((category) => category.isDefault) ?? categories[0];
    if (!main) continue;
    add(main.id, main.name, 0);
    // Parents nearest first; the top level last, as it says least.
    const parents = main.hierarchy.filter((parent) => parent.id !== main.id).reverse();
    parents.forEach((parent, index) => add(parent.id, parent.name, index + 1));
  }
  return [...counts.values()].sort((a, b) => a.rank - b.rank || b.count - a.count).slice(0, max).map((entry) => entry.category);
}

/** The search overlay (S4.05, S5.03, S9.03): text, debounced suggestions, popular searches. */
export class SearchStore implements LanguageBound {
  isOpen = false;
  text = '';
  status: SuggestionStatus = 'idle';
  products: ProductListItem[] = [];
  categories: CategorySuggestion[] = [];
  /** The text the shown suggestions answer. */
  resultTerm = '';
  error: string | null = null;
  /** Container 10 (S3.20). */
  bannerPopular: PopularSearchItem[] = [];
  /** What shoppers searched most (recorded by the engine). */
  recordedPopular: PopularSearchItem[] = [];
  /** Products of the SearchSuggestions blog post (S7.04). */
  suggestedProducts: ProductListItem[] = [];
  suggestedTitle = '';
  /** Index in `options` of the keyboard-highlighted entry, -1 for none. */
  activeIndex = -1;

  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Only the newest suggestion request may write (typing overtakes slow answers). */
  private latestRequest = 0;
  private extrasCulture: Culture | null = null;

  constructor(private readonly api: SearchApi, private readonly culture: () => Culture) {
    makeAutoObservable<SearchStore, 'api' | 'culture' | 'timer' | 'latestRequest' | 'extrasCulture'>(this, {
      api: false, culture: false, timer: false, latestRequest: false, extrasCulture: false,
    });
  }

  get term(): string {
    return this.text.trim();
  }

  /** Suggestions run from 3 characters (S5.03). */
  get canSuggest(): boolean {
    return this.term.length >= SEARCH_SUGGEST_MIN;
  }

  /** The results page needs 2 characters (S5.03). */
  get canSubmit(): boolean {
    return this.term.length >= SEARCH_SUBMIT_MIN;
  }

  get isLoading(): boolean {
    return this.status === 'pending' || this.status === 'loading';
  }

  /** The no-results view (S8.15). */
  get hasNoResults(): boolean {
    return this.status === 'done' && this.products.length === 0;
  }

  /** Container 10 first, then recorded searches not already listed. */
  get popular(): PopularSearchItem[] {
    const seen = new Set<string>();
    return [...this.bannerPopular, ...this.recordedPopular].filter((item) => {
      const key = fold(item.text);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }).slice(0, POPULAR_SEARCHES_MAX);
  }

  /** The results page of a text, in the page's language. */
  resultsPath(term: string, categoryId?: number): string {
    const params = new URLSearchParams({ q: term });
    // The listing of the results page reads its category filter from the same parameter.
    if (categoryId !== undefined) params.set(LIST_PARAMS.category, String(categoryId));
    return `${pagePath('search', this.culture())}?${params.toString()}`;
  }

  /** What the listbox offers, in keyboard order. */
  get options(): SearchOption[] {
    if (this.status === 'done' && this.products.length) {
      return [
        ...this.products.map((product) => ({ id: `search-option-product-${product.id}`, kind: 'product' as const, label: product.name ?? '', href: product.routePath ?? '#', product })),
        ...this.categories.map((category) => ({ id: `search-option-category-${category.id}`, kind: 'category' as const, label: category.name, href: this.resultsPath(this.resultTerm, category.id) })),
        { id: 'search-option-all', kind: 'all' as const, label: this.resultTerm, href: this.resultsPath(this.resultTerm) },
      ];
    }
    if (this.isLoading || this.status === 'error') return [];
    const popular = this.popular.map((item, index) => ({ id: `search-option-popular-${index}`, kind: 'popular' as const, label: item.text, href: item.href }));
    if (this.hasNoResults) return popular;
    return [
      ...popular,
      ...this.suggestedProducts.map((product) => ({ id: `search-option-suggested-${product.id}`, kind: 'suggested' as const, label: product.name ?? '', href: product.routePath ?? '#', product })),
    ];
  }

  get activeOption(): SearchOption | undefined {
    return this.options[this.activeIndex];
  }

  open(): void {
    if (this.isOpen) return;
    this.isOpen = true;
    void this.loadExtras();
  }

  close(): void {
    this.isOpen = false;
    this.activeIndex = -1;
  }

  /** The shopper typed: suggestions follow 500 ms after the last key, from 3 characters. */
  setText(text: string): void {
    this.text = text;
    this.activeIndex = -1;
    this.open();
    clearTimeout(this.timer);
    if (!this.canSuggest) {
      this.latestRequest++;
      this.status = 'idle';
      this.products = [];
      this.categories = [];
      this.resultTerm = '';
      return;
    }
    if (this.term === this.resultTerm && this.status === 'done') return;
    this.status = 'pending';
    const term = this.term;
    this.timer = setTimeout(() => void this.suggest(term), SEARCH_DEBOUNCE_MS);
  }

  /** The search-as-you-type query (S7.06): searchTerm, pageSize 4, includes. */
  async suggest(term: string): Promise<void> {
    const request = ++this.latestRequest;
    this.status = 'loading';
    this.error = null;
    try {
      const { products } = await this.api.searchProducts({ searchTerm: term, pageSize: SEARCH_PRODUCTS, flags: ProductRequestFlags.Default | ProductRequestFlags.GroupVariations, includes: SUGGESTION_FIELDS, tags: [SEARCH_AS_YOU_TYPE_TAG] });
      runInAction(() => {
        if (request !== this.latestRequest) return;
        this.products = products.slice(0, SEARCH_PRODUCTS);
        this.categories = deriveCategories(this.products);
        this.resultTerm = term;
        this.status = 'done';
      });
    } catch (error) {
      runInAction(() => {
        if (request !== this.latestRequest) return;
        this.error = messageOf(error, SEARCH_FAILURE);
        this.status = 'error';
      });
    }
  }

  /** Arrow keys: move through the options, wrapping at both ends. */
  moveActive(step: 1 | -1): void {
    this.open();
    const count = this.options.length;
    if (!count) { this.activeIndex = -1; return; }
    this.activeIndex = this.activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (this.activeIndex + step + count) % count;
  }

  setActive(index: number): void {
    this.activeIndex = index;
  }

  /**
   * Where Enter leads: the highlighted option, else the results page when the text has 2
   * characters (S5.03); undefined when it leads nowhere.
   */
  submitTarget(): string | undefined {
    if (this.activeOption) return this.activeOption.href;
    return this.canSubmit ? this.resultsPath(this.term) : undefined;
  }

  /** A search was made (results page shown): GA4 `search` event. */
  trackSearch(term: string): void {
    track('search', { search_term: term });
  }

  /** Popular searches (container 10 and recorded) and the suggestion post: once per language. */
  async loadExtras(): Promise<void> {
    const culture = this.culture();
    if (this.extrasCulture === culture) return;
    this.extrasCulture = culture;
    const [banners, recorded, posts] = await Promise.allSettled([
      this.api.banners([POPULAR_SEARCHES_CONTAINER]),
      this.api.popularSearches(POPULAR_SEARCHES_MAX),
      this.api.blogPosts([SEARCH_SUGGESTIONS_BLOG_KEYS[culture]]),
    ]);
    runInAction(() => {
      if (banners.status === 'fulfilled') {
        this.bannerPopular = banners.value.banners
          .filter((banner) => banner.bannerContainerIds.includes(POPULAR_SEARCHES_CONTAINER))
          .sort((a, b) => a.order - b.order)
          .flatMap((banner) => banner.extensionData.ButtonSetListLocalized ?? [])
          .map((button) => ({ text: button.Title, href: button.Link }));
      }
      if (recorded.status === 'fulfilled') {
        this.recordedPopular = recorded.value.searches.map((search) => ({ text: search.text, href: this.resultsPath(search.text) }));
      }
    });
    const widget = posts.status === 'fulfilled'
      ? posts.value.blogPosts[0]?.extensionData.PageBuilder?.find((item) => item.Type === 'ProductWidget' && item.List?.length)
      : undefined;
    if (!widget?.List) return;
    try {
      const { products } = await this.api.searchProducts({ productIds: widget.List.slice(0, SEARCH_PRODUCTS), includes: SUGGESTION_FIELDS });
      runInAction(() => {
        this.suggestedProducts = products;
        this.suggestedTitle = widget.Title ?? '';
      });
    } catch {
      // Suggestions are a nicety: the overlay works without them.
    }
  }

  /** The language changed: language-bound lists are read again. */
  languageChanged(): void {
    clearTimeout(this.timer);
    this.latestRequest++;
    this.extrasCulture = null;
    this.bannerPopular = [];
    this.recordedPopular = [];
    this.suggestedProducts = [];
    this.products = [];
    this.categories = [];
    this.status = 'idle';
    this.resultTerm = '';
    this.isOpen = false;
    this.activeIndex = -1;
  }
}
