import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { CartMessage } from '../../../../contracts/cart/messages.js';
import { CookieName } from '../../../../contracts/enums.js';
import { GatewayError } from '../../common/errors.js';
import { LOGGER } from '../../common/logger.js';
import type { RequestContext } from '../../common/request-context.js';
import type { Shopper } from './cart.client.js';
import { EnvironmentClient } from './environment.client.js';

/** What a call does for a shopper who has no environment token yet. */
export type WithoutToken = 'create' | 'skip';

/**
 * The shopper's environment token (spec §3): read once from the request context, issued by the
 * gateway's environment service on a visitor's first cart change, kept in the httpOnly
 * environment_token cookie. A token the gateway no longer accepts (expired, forged, signed by a
 * key it has dropped) is replaced once, so a stale cookie never leaves a shopper stuck.
 */
@Injectable()
export class EnvironmentTokenService {
  constructor(private readonly client: EnvironmentClient, @Inject(LOGGER) private readonly logger: Logger) {}

  /**
   * `call`'s answer for the shopper; undefined when the shopper has no token and `withoutToken`
   * is skip (a read of a cart that cannot exist yet).
   */
  async forShopper<T>(context: RequestContext, withoutToken: WithoutToken, call: (shopper: Shopper) => Promise<T>): Promise<T | undefined> {
    const token = context.environmentToken;
    if (!token) {
      if (withoutToken === 'skip') {
        this.logger.debug({ reqId: context.requestId }, CartMessage.tokenMissing);
        return undefined;
      }
      return call({ culture: context.culture, token: await this.issue(context) });
    }
    try {
      return await call({ culture: context.culture, token });
    } catch (error) {
      if (!(error instanceof GatewayError) || error.status !== 401) throw error;
      this.logger.info({ reqId: context.requestId }, 'environment token refused by the gateway; replaced');
      return call({ culture: context.culture, token: await this.issue(context) });
    }
  }

  private async issue(context: RequestContext): Promise<string> {
    const { token } = await this.client.init(context.culture);
    // The spec's 180 days (S9.07): a visitor's cart outlives the browser session.
    context.cookies.set(CookieName.EnvironmentToken, token);
    return token;
  }
}
