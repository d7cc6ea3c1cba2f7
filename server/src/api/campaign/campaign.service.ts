import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { CampaignsResponse } from '../../../../contracts/cart/responses.js';
import type { Culture } from '../../../../contracts/enums.js';
import type { CampaignBadge } from '../../../../contracts/campaign/entities.js';
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
   * The products with `campaignBadges` set where a running campaign reaches them, for a cart in
   * `currencyId` (a free-shipping badge says what that cart does). Badges are a bonus: when the
   * campaign service fails the products are shown without them.
   */
  async withBadges<T extends ProductListItem>(culture: Culture, currencyId: number, products: T[]): Promise<T[]> {
    const ids = [...new Set(products.map((product) => product.id))];
    if (!ids.length) return products;
    const byProduct = await this.badgesOf(culture, currencyId, ids);
    return products.map((product) => badged(product, byProduct));
  }

  /**
   * The badges of these products, by product id, for a caller that asks for them beside the
   * products themselves (one round trip less); empty when the campaign service fails.
   */
  async badgesOf(culture: Culture, currencyId: number, ids: readonly number[]): Promise<ReadonlyMap<number, CampaignBadge[]>> {
    try {
      const batches = await Promise.all(
        Array.from({ length: Math.ceil(ids.length / BADGE_BATCH) }, (_, index) => this.client.badges(culture, currencyId, ids.slice(index * BADGE_BATCH, (index + 1) * BADGE_BATCH))));
      return new Map(batches.flatMap((batch) => batch.badges).map((entry) => [entry.productId, entry.badges]));
    } catch (error) {
      this.logger.warn({ err: error }, 'campaign badges unavailable');
      return new Map();
    }
  }
}

/** The product with its badges from `byProduct` (CampaignService.badgesOf), as it is when it has none. */
export function badged<T extends ProductListItem>(product: T, byProduct: ReadonlyMap<number, CampaignBadge[]>): T {
  const badges = byProduct.get(product.id);
  return badges ? { ...product, campaignBadges: badges } : product;
}
