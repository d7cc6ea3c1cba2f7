import type { SiteConfig } from '../../../contracts/site/entities';
import { blogApi } from '../features/blog/api';
import { BlogStore } from '../features/blog/blog-store';
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

/**
 * Hands every domain store what it needs (STYLE 7). Each is created the first time it is asked
 * for: making a store observable is real work on a slow phone, and a page that never shows a
 * blog or a footer pays nothing for them, while the others are spread over the first render's
 * slices instead of one long task at start-up.
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
  #blog?: BlogStore;
  #texts?: TextsStore;

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
  get blog(): BlogStore { return (this.#blog ??= new BlogStore(blogApi(this.api))); }
  get texts(): TextsStore { return (this.#texts ??= new TextsStore(this.api)); }

  /** The page's language changed: language-bound data is read again (a store not made yet has none). */
  changeCulture(culture: 'tr' | 'en'): void {
    if (this.ui.culture === culture) return;
    void loadDictionary(culture);
    this.ui.setCulture(culture);
    this.#content?.reset();
    this.#currency?.reset();
    this.#search?.reset();
    this.#blog?.reset();
  }
}
