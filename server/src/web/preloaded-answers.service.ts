import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { ApiRequest } from '../../../contracts/common/api-request.js';
import type { RouteInfo } from '../../../contracts/route/entities.js';
import { UNKNOWN_ROUTE_ANSWER } from '../../../contracts/route/responses.js';
import {
  bannerListRequest, currenciesRequest, localizedTextsRequest, productRequest, requestKey, routeInfoRequest, SHELL_CONTAINERS, stockAvailabilitiesRequest,
} from '../../../contracts/site/preloaded-answers.js';
import { BannerService } from '../api/banner/banner.service.js';
import { GetBannerListDto } from '../api/banner/dto/get-banner-list.dto.js';
import { CurrencyService } from '../api/currency/currency.service.js';
import { LocalizedTextsQueryDto } from '../api/localization/dto/localized-texts.dto.js';
import { LocalizationService } from '../api/localization/localization.service.js';
import { GetProductDto, StockAvailabilitiesQueryDto } from '../api/product/dto/catalogue.dto.js';
import { ProductService } from '../api/product/product.service.js';
import { RouteInfoQueryDto } from '../api/route/dto/route-info.query.js';
import { RouteService } from '../api/route/route.service.js';
import { LOGGER } from '../common/logger.js';
import type { RequestContext } from '../common/request-context.js';
import { validated } from '../common/validation.js';

/**
 * Past this the page is sent without the answers still missing: the SPA asks for them itself.
 * The page waits for them, so it is kept well under a page's usual answer time.
 */
export const PRELOAD_TIMEOUT_MS = 1500;

/** Answers by request key, as contracts/site/preloaded-answers.ts builds the keys. */
export type PreloadedAnswerMap = Record<string, unknown>;

/** The query of a request's URL, as the API receives it (strings). */
const queryOf = (request: ApiRequest): Record<string, string> => Object.fromEntries(new URL(request.url, 'http://vitrin').searchParams);

/**
 * Answers, inside the page, the storefront API requests the SPA makes while it starts on that
 * page (contracts/site/preloaded-answers.ts): the shell's on every page, the route's on a
 * catalogue page, the product and its stock on a product page. They come from the api services
 * in process, with the visitor's language and currency and the API's own validation and caches,
 * so each answer is the one the SPA would have received. A failed or late answer is left out and
 * the SPA asks for it as before.
 */
@Injectable()
export class PreloadedAnswersService {
  constructor(
    private readonly currencies: CurrencyService,
    private readonly banners: BannerService,
    private readonly texts: LocalizationService,
    private readonly routes: RouteService,
    private readonly products: ProductService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The shell's answers: the same on every page of a language. */
  shell(context: RequestContext): Promise<PreloadedAnswerMap> {
    return this.answers([
      [currenciesRequest(), () => this.currencies.currencies(context)],
      [bannerListRequest(SHELL_CONTAINERS), async (request) => this.banners.list(context, await validated(GetBannerListDto, request.body))],
      [localizedTextsRequest(context.culture), async (request) => this.texts.storefrontTexts(await validated(LocalizedTextsQueryDto, queryOf(request), 'query'))],
    ]);
  }

  /** A catalogue page's answers: its route, and for a product its product and stock. */
  forRoute(context: RequestContext, path: string, route: RouteInfo): Promise<PreloadedAnswerMap> {
    return this.answers([
      [routeInfoRequest(path), async (request) => this.routes.routeInfo(context, await validated(RouteInfoQueryDto, queryOf(request), 'query'))],
      ...(route.type === 'product' ? [
        [productRequest(route.id), async (request: ApiRequest) => (await this.products.getProduct(context, await validated(GetProductDto, request.body))).value],
        [stockAvailabilitiesRequest(route.id), async (request: ApiRequest) =>
          this.products.stockAvailabilities(context, await validated(StockAvailabilitiesQueryDto, queryOf(request), 'query'))],
      ] as const : []),
    ]);
  }

  /** A path the route service does not know: the SPA draws the not-found page from this, without asking again. */
  unknownRoute(path: string): PreloadedAnswerMap {
    return { [requestKey(routeInfoRequest(path))]: UNKNOWN_ROUTE_ANSWER };
  }

  private async answers(entries: readonly (readonly [ApiRequest, (request: ApiRequest) => Promise<unknown>])[]): Promise<PreloadedAnswerMap> {
    const answered = await Promise.all(entries.map(async ([request, answer]): Promise<[string, unknown] | undefined> => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<undefined>((resolve) => { timer = setTimeout(() => resolve(undefined), PRELOAD_TIMEOUT_MS); });
      try {
        const value = await Promise.race([answer(request), late]);
        return value === undefined ? undefined : [requestKey(request), value];
      } catch (error) {
        this.logger.debug({ err: error, request: requestKey(request) }, 'preloaded answer left to the SPA');
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    }));
    return Object.fromEntries(answered.filter((entry) => entry !== undefined));
  }
}
