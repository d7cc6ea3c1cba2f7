import type { SiteConfig } from '../../../contracts/site/entities';
import { catalogueApi } from '../features/catalogue/api';
import { CatalogueStore } from '../features/catalogue/catalogue-store';
import { CompareStore } from '../features/compare/compare-store';
import { cartApi } from '../features/cart/api';
import { CartStore, type CartItemView } from '../features/cart/cart-store';
import { contentApi } from '../features/content/api';
import { ContentStore } from '../features/content/content-store';
import { currencyApi } from '../features/currency/api';
import { CurrencyStore } from '../features/currency/currency-store';
import { menuApi } from '../features/menu/api';
import { MenuStore } from '../features/menu/menu-store';
import { searchApi } from '../features/search/api';
import { SearchStore } from '../features/search/search-store';
import { TextsStore } from '../features/texts/texts-store';
import { loadDictionary } from '../i18n/translate';
import { trackEcommerce } from '../lib/analytics';
import { ApiClient } from '../lib/api-client';
import type { LiveChannel } from '../lib/hub-connection';
import type { PreloadedAnswers } from '../lib/preloaded-answers';
import { isLanguageBound } from './language-bound';
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
  #compare?: CompareStore;
  #search?: SearchStore;
  #menu?: MenuStore;
  #texts?: TextsStore;
  readonly #lazy = new Map<StoreFactory<object>, object>();

  constructor(config: SiteConfig, { fetch, preloadedAnswers }: { fetch?: typeof globalThis.fetch; preloadedAnswers?: PreloadedAnswers } = {}) {
    this.ui = new UiStore(config);
    this.api = new ApiClient({ culture: () => this.ui.culture, deviceType: () => this.ui.deviceType, fetch, preloadedAnswers });
  }

  get currency(): CurrencyStore { return (this.#currency ??= new CurrencyStore(currencyApi(this.api))); }
  get content(): ContentStore { return (this.#content ??= new ContentStore(contentApi(this.api))); }
  get catalogue(): CatalogueStore { return (this.#catalogue ??= new CatalogueStore(catalogueApi(this.api))); }
  get cart(): CartStore {
    return (this.#cart ??= new CartStore(cartApi(this.api), {
      added: (item, raised) => { if (!raised) this.ui.setLastAddedCartItem(item); this.trackCart('add_to_cart', item); },
      removed: (item) => this.trackCart('remove_from_cart', item),
      hasCart: () => void this.startLiveCart(),
    }));
  }
  get compare(): CompareStore { return (this.#compare ??= new CompareStore()); }
  get search(): SearchStore { return (this.#search ??= new SearchStore(searchApi(this.api), () => this.ui.culture)); }
  get menu(): MenuStore { return (this.#menu ??= new MenuStore(menuApi(this.api))); }
  get texts(): TextsStore { return (this.#texts ??= new TextsStore(this.api)); }

  /**
   * The one store `create` makes, made the first time it is asked for. Its module exports the
   * factory and is imported only by lazy pages, so the first download never carries it; it is
   * told when the language changes if it is LanguageBound.
   */
  lazyStore<T extends object>(create: StoreFactory<T>): T {
    let store = this.#lazy.get(create);
    if (!store) this.#lazy.set(create, (store = create(this)));
    return store as T;
  }

  #live?: Promise<LiveChannel>;
  #liveHasCookie = false;

  /**
   * The live cart channel (features.liveCart), once the shopper has a cart on the server. The
   * server reads the cart's cookie when the channel opens, so a channel opened before the first
   * add is opened again after it.
   */
  async startLiveCart(): Promise<void> {
    if (!this.ui.config.features.liveCart || typeof WebSocket === 'undefined') return;
    const hadCookie = this.#liveHasCookie;
    this.#liveHasCookie = true;
    if (this.#live) {
      if (!hadCookie) await (await this.#live).restart();
      return;
    }
    this.#live = import('../lib/hub-connection').then(({ openLiveChannel }) => openLiveChannel((event) => {
      if (event.target === 'OnShoppingCartUpdated') this.cart.liveUpdate(event.arguments[0]);
    }, (connected) => this.ui.setLiveCartConnected(connected)));
    await this.#live;
  }

  /**
   * The sign-in changed (signed in, on as a guest, out, or a new password): the token names
   * another cart, and the live channel, which the server authenticates by the cookie it had when
   * it opened, is opened again with the new one; a token that ended hears nothing more (issue 27
   * item 6). Signed out, it closes until the visitor's first cart change opens it again.
   */
  async signInChanged(hasToken: boolean): Promise<void> {
    this.cart.cartReplaced();
    const live = this.#live;
    if (!live) return;
    if (hasToken) {
      await (await live).restart();
      return;
    }
    this.#live = undefined;
    this.#liveHasCookie = false;
    await (await live).stop();
  }

  private trackCart(event: 'add_to_cart' | 'remove_from_cart', item: CartItemView): void {
    const code = this.#currency?.selectedCurrency?.code ?? '';
    trackEcommerce(event, () => ({ currency: code, value: item.price * item.quantity, items: [{ item_id: String(item.productId), item_name: item.name, price: item.price, quantity: item.quantity, currency: code }] }));
  }

  /** The page's language changed: language-bound data is read again (a store not made yet has none). */
  changeCulture(culture: 'tr' | 'en'): void {
    if (this.ui.culture === culture) return;
    void loadDictionary(culture);
    this.ui.setCulture(culture);
    for (const store of [this.#content, this.#currency, this.#search, ...this.#lazy.values()]) {
      if (store && isLanguageBound(store)) store.languageChanged();
    }
  }
}
