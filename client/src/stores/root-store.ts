import type { SiteConfig } from '../../../contracts/site/entities';
import { blogApi } from '../features/blog/api';
import { BlogStore } from '../features/blog/blog-store';
import { catalogApi } from '../features/catalog/api';
import { CatalogStore } from '../features/catalog/catalog-store';
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
import { UiStore } from './ui-store';

/** Creates every domain store and hands them what they need (STYLE 7). */
export class RootStore {
  readonly ui: UiStore;
  readonly api: ApiClient;
  readonly currency: CurrencyStore;
  readonly content: ContentStore;
  readonly catalog: CatalogStore;
  readonly cart: CartStore;
  readonly search: SearchStore;
  readonly menu: MenuStore;
  readonly footer: FooterStore;
  readonly blog: BlogStore;
  readonly texts: TextsStore;

  constructor(config: SiteConfig, fetcher?: typeof fetch) {
    this.ui = new UiStore(config);
    this.api = new ApiClient({ culture: () => this.ui.culture, deviceType: () => this.ui.deviceType, fetch: fetcher });
    this.currency = new CurrencyStore(currencyApi(this.api));
    this.content = new ContentStore(contentApi(this.api));
    this.catalog = new CatalogStore(catalogApi(this.api));
    this.cart = new CartStore();
    this.search = new SearchStore(searchApi(this.api), () => this.ui.culture);
    this.menu = new MenuStore(menuApi(this.api));
    this.footer = new FooterStore(contentApi(this.api));
    this.blog = new BlogStore(blogApi(this.api));
    this.texts = new TextsStore(this.api);
  }

  /** The page's language changed: language-bound data is read again. */
  changeCulture(culture: 'tr' | 'en'): void {
    if (this.ui.culture === culture) return;
    void loadDictionary(culture);
    this.ui.setCulture(culture);
    this.content.reset();
    this.currency.reset();
    this.search.reset();
    this.blog.reset();
  }
}
