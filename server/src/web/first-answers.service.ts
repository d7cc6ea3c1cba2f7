import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { RequestHeader, type Culture } from '../../../contracts/enums.js';
import type { RouteInfo } from '../../../contracts/route/entities.js';
import type { ApiRequest } from '../../../contracts/common/api-request.js';
import { productPageRequests, requestKey, routeInfoRequest, shellRequests } from '../../../contracts/site/first-answers.js';
import { LOGGER } from '../common/logger.js';
import { GatewayAddress } from '../gateway/gateway-address.js';
import { HttpHelper, isHttpFailure } from '../gateway/http-helper.js';

/**
 * Past this the page is sent without the answers still missing: the SPA asks for them itself.
 * The page waits for them, so it is kept well under a page's usual answer time.
 */
export const FIRST_ANSWERS_TIMEOUT_MS = 1500;

/** Answers by request key, as contracts/site/first-answers.ts builds the keys. */
export type FirstAnswerMap = Record<string, unknown>;

/** The visitor's side of the requests: the language of the page and the visitor's cookies (currency, session). */
export interface FirstAnswerAsker {
  culture: Culture;
  cookie?: string;
}

/**
 * Answers, inside the page, the storefront API requests the SPA makes while it starts on that
 * page (contracts/site/first-answers.ts): the shell's on every page, the route's on a catalogue
 * page, the product and its stock on a product page. They are asked of this process's own API
 * over loopback, with the visitor's language and cookies, so each answer is the one the SPA
 * would have received: the same validation, caches and currency choice, no second copy of the
 * controllers. A failed or late answer is left out and the SPA asks for it as before.
 */
@Injectable()
export class FirstAnswersService {
  constructor(
    private readonly address: GatewayAddress,
    private readonly http: HttpHelper,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The shell's answers: the same on every page of a language, so asked before the page's own. */
  shell(asker: FirstAnswerAsker): Promise<FirstAnswerMap> {
    return this.answer(shellRequests(asker.culture), asker);
  }

  /** A catalogue page's answers: its route, and for a product its product and stock. */
  forRoute(path: string, route: RouteInfo, asker: FirstAnswerAsker): Promise<FirstAnswerMap> {
    return this.answer([routeInfoRequest(path), ...(route.type === 'product' ? productPageRequests(route.id) : [])], asker);
  }

  private async answer(requests: ApiRequest[], asker: FirstAnswerAsker): Promise<FirstAnswerMap> {
    const origin = this.address.ownOrigin();
    const headers: Record<string, string> = {
      accept: 'application/json',
      // On this process's loopback: compression would cost CPU at both ends and save nothing.
      'accept-encoding': 'identity',
      [RequestHeader.Culture]: asker.culture,
      ...(asker.cookie ? { cookie: asker.cookie } : {}),
    };
    const answers = await Promise.all(requests.map(async (request): Promise<[string, unknown] | undefined> => {
      const response = await this.http.send<{ isSuccess?: boolean }>({ method: request.method, url: `${origin}${request.url}`, body: request.body, headers, timeoutMs: FIRST_ANSWERS_TIMEOUT_MS });
      if (isHttpFailure(response) || !response.data || typeof response.data !== 'object' || response.data.isSuccess === false) {
        this.logger.debug({ request: requestKey(request), status: response.status }, 'first answer left to the SPA');
        return undefined;
      }
      return [requestKey(request), response.data];
    }));
    return Object.fromEntries(answers.filter((entry) => entry !== undefined));
  }
}
