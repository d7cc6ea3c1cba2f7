import { apiUrl, type ApiRequest } from '../common/api-request.js';
import { BannerContainer, type Culture } from '../enums.js';
import type { SearchProductsPayload } from '../product/payloads.js';

/**
 * Preloaded answers: answers to what the SPA asks the storefront API for while it starts on a
 * page, known before the page asks. The server answers some inside the page itself (a JSON script
 * tag: the route, the product, the shell's currencies, banners and texts); the SPA sends others
 * early (a list's products). Both sides build the requests here, so the key the server writes is
 * the key the SPA looks up.
 */

/** Id of the JSON script tag with the preloaded answers, by request key. */
export const PRELOADED_ANSWERS_ELEMENT_ID = 'vitrin-preloaded-answers';

/** The banner containers every page draws (hero, campaign tiles, footer icons, social links). */
export const SHELL_CONTAINERS: readonly number[] = [BannerContainer.HomeSlider, BannerContainer.HomeCampaigns, BannerContainer.FooterFeatureIcons, BannerContainer.SocialLinks];

/** The key of a request among the preloaded answers: method, URL and the JSON body. */
export function requestKey(request: ApiRequest): string {
  return request.body === undefined ? `${request.method} ${request.url}` : `${request.method} ${request.url} ${JSON.stringify(request.body)}`;
}

// The start-up requests, one builder each: the SPA sends exactly these, the server answers them.
export const currenciesRequest = (): ApiRequest => ({ method: 'GET', url: apiUrl('/api/currencies') });
export const bannerListRequest = (bannerContainerIds: readonly number[]): ApiRequest => ({ method: 'POST', url: apiUrl('/api/get-banner-list'), body: { bannerContainerIds } });
export const localizedTextsRequest = (culture: Culture): ApiRequest => ({ method: 'GET', url: apiUrl('/api/localized-texts', { culture }) });
/** What the route service says about a catalogue path (product, category, brand, type page). */
export const routeInfoRequest = (path: string): ApiRequest => ({ method: 'GET', url: apiUrl('/api/route-info', { path }) });
export const searchProductsRequest = (payload: SearchProductsPayload): ApiRequest => ({ method: 'POST', url: apiUrl('/api/search-products'), body: payload });
export const productRequest = (productId: number): ApiRequest => ({ method: 'POST', url: apiUrl('/api/get-product'), body: { productId } });
export const stockAvailabilitiesRequest = (productId: number): ApiRequest => ({ method: 'GET', url: apiUrl('/api/stock-availabilities', { productId }) });

/** What every page asks for at start-up: currencies, the shell's banners, the language's texts. */
export const shellRequests = (culture: Culture): ApiRequest[] => [currenciesRequest(), bannerListRequest(SHELL_CONTAINERS), localizedTextsRequest(culture)];

/** A product page's product and its stock by barcode. */
export const productPageRequests = (productId: number): ApiRequest[] => [productRequest(productId), stockAvailabilitiesRequest(productId)];
