import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { CampaignsResponse } from '../../../../contracts/cart/responses.js';
import type { Culture } from '../../../../contracts/enums.js';
import type { ProductListItem } from '../../../../contracts/product/entities.js';
import { LOGGER } from '../../common/logger.js';
import type { RequestContext } from '../../common/request-context.js';
import { CurrencyService } from '../currency/currency.service.js';
import { CampaignClient } from './campaign.client.js';

/** Most products one badge call names; longer lists are asked for in parts. */
const BADGE_BATCH = 200;

/** Campaign rules of the storefront: badges on the products a page shows. */
@Injectable()
export class CampaignService {
  constructor(private readonly client: CampaignClient, private readonly currency: CurrencyService, @Inject(LOGGER) private readonly logger: Logger) {}

  /** The running campaigns (GET /api/get-campaings), amounts in the currency the shopper sees. */
  async campaigns(context: RequestContext): Promise<CampaignsResponse> {
    const { campaigns } = await this.client.campaigns(context.culture, await this.currency.activeCurrencyId(context));
    return { isSuccess: true, campaigns };
  }

  /**
   * The products with `campaignBadges` set where a running campaign reaches them. Badges are a
   * bonus: when the campaign service fails the products are shown without them.
   */
  async withBadges<T extends ProductListItem>(culture: Culture, products: T[]): Promise<T[]> {
    const ids = [...new Set(products.map((product) => product.id))];
    if (!ids.length) return products;
    try {
      const batches = await Promise.all(
        Array.from({ length: Math.ceil(ids.length / BADGE_BATCH) }, (_, index) => this.client.badges(culture, ids.slice(index * BADGE_BATCH, (index + 1) * BADGE_BATCH))));
      const byProduct = new Map(batches.flatMap((batch) => batch.badges).map((entry) => [entry.productId, entry.badges]));
      return products.map((product) => (byProduct.has(product.id) ? { ...product, campaignBadges: byProduct.get(product.id) } : product));
    } catch (error) {
      this.logger.warn({ err: error }, 'campaign badges unavailable');
      return products;
    }
  }
}
