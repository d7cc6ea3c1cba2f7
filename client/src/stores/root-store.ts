import type { SiteConfig } from '../../../contracts/site/entities';
import { catalogueApi } from '../features/catalogue/api';
import { CatalogueStore } from '../features/catalogue/catalogue-store';
import { CartStore } from '../features/cart/cart-store';
import { contentApi } from '../features/content/api';
import { ContentStore } from '../features/content/content-store';
import { FooterStore } from '../features/content/footer-store';
import { currencyApi } from '../features/currency/api';
import { CurrencyStore } from '../features/currency/currency-store';
import { menuApi } from '../features/menu/api';
import { MenuStore } from '../features/menu/menu-store';
import { searchApi } from '../features/search/api';
import { SearchStore } from '../features/search/search-store';
import { TextsStore } from '../features/texts/texts-store';
import { loadDictionary } from '../i18n/translate';
import { ApiClient } from '../lib/api-client';
import type { PreloadedAnswers } from '../lib/preloaded-answers';
import { UiStore } from './ui-store';

/** Makes a store whose code comes with a lazily loaded page (see RootStore.lazyStore). */
export type StoreFactory<T extends object> = (root: RootStore) => T;

/**
 * Hands every domain store what it needs (STYLE 7). Each is created the first time it is asked
 * for: making a store observable is real work on a slow phone, and a page that never shows a
 * blog or a footer pays nothing for them, while the others are spread over the first render's
 * slices instead of one long task at start-up. A store only lazy pages use is not imported here
 * at all (lazyStore): its code stays out of the first download.
 */
export class RootStore {
  readonly ui: UiStore;
  readonly api: ApiClient;
  #currency?: CurrencyStore;
  #content?: ContentStore;
  #catalogue?: CatalogueStore;
  #cart?: CartStore;
  #search?: SearchStore;
  #menu?: MenuStore;
  #footer?: FooterStore;
  #texts?: TextsStore;
  readonly #lazy = new Map<StoreFactory<object>, object>();

  constructor(config: SiteConfig, { fetch, preloadedAnswers }: { fetch?: typeof globalThis.fetch; preloadedAnswers?: PreloadedAnswers } = {}) {
    this.ui = new UiStore(config);
    this.api = new ApiClient({ culture: () => this.ui.culture, deviceType: () => this.ui.deviceType, fetch, preloadedAnswers });
  }

  get currency(): CurrencyStore { return (this.#currency ??= new CurrencyStore(currencyApi(this.api))); }
  get content(): ContentStore { return (this.#content ??= new ContentStore(contentApi(this.api))); }
  get catalogue(): CatalogueStore { return (this.#catalogue ??= new CatalogueStore(catalogueApi(this.api))); }
  get cart(): CartStore { return (this.#cart ??= new CartStore()); }
  get search(): SearchStore { return (this.#search ??= new SearchStore(searchApi(this.api), () => this.ui.culture)); }
  get menu(): MenuStore { return (this.#menu ??= new MenuStore(menuApi(this.api))); }
  get footer(): FooterStore { return (this.#footer ??= new FooterStore(contentApi(this.api))); }
  get texts(): TextsStore { return (this.#texts ??= new TextsStore(this.api)); }

  /**
   * The one store `create` makes, made the first time it is asked for. Its module exports the
   * factory and is imported only by lazy pages, so the first download never carries it; it is
   * reset with the others when the language changes, if it has a reset().
   */
  lazyStore<T extends object>(create: StoreFactory<T>): T {
    let store = this.#lazy.get(create);
    if (!store) this.#lazy.set(create, (store = create(this)));
    return store as T;
  }

  /** The page's language changed: language-bound data is read again (a store not made yet has none). */
  changeCulture(culture: 'tr' | 'en'): void {
    if (this.ui.culture === culture) return;
    void loadDictionary(culture);
    this.ui.setCulture(culture);
    this.#content?.reset();
    this.#currency?.reset();
    this.#search?.reset();
    for (const store of this.#lazy.values()) (store as { reset?: () => void }).reset?.();
  }
}
