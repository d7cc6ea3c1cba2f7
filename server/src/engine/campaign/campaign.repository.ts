import { Inject, Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { CampaignKind } from '../../../../contracts/campaign/entities.js';
import { DATABASE, type Database } from '../db/database.js';

/** One running campaign reaching one product. */
export interface CampaignBadgeRow { product_id: number; campaign_id: number; kind: CampaignKind; name: string }

/** Campaign reads of the engine. */
@Injectable()
export class CampaignRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Running campaigns (switched on, inside their dates) that reach these products by id, brand
   * or category (a campaign on a category covers its descendants), in campaign order.
   */
  badgeRows(productIds: number[], culture: Culture, now: Date): Promise<CampaignBadgeRow[]> {
    return this.db.query<CampaignBadgeRow>(
      `SELECT p.id AS product_id, c.id AS campaign_id, c.kind, CASE WHEN $2 = 'en' THEN c.name_en ELSE c.name_tr END AS name
         FROM product p
         JOIN campaign c ON c.is_active
              AND (c.starts_at IS NULL OR c.starts_at <= $3) AND (c.ends_at IS NULL OR c.ends_at > $3)
              AND (p.id = ANY(c.product_ids) OR p.brand_id = ANY(c.brand_ids)
                   OR EXISTS (SELECT 1 FROM product_category pc JOIN category k ON k.id = pc.category_id
                               WHERE pc.product_id = p.id AND k.path && c.category_ids))
        WHERE p.id = ANY($1::int[])
        ORDER BY p.id, c.sort_order, c.id`,
      [productIds, culture, now.toISOString()]);
  }
}
