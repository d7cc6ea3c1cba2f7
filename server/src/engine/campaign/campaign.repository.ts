import { Inject, Injectable } from '@nestjs/common';
import type { CampaignKind } from '../../../../contracts/campaign/entities.js';
import { DATABASE, type Database } from '../db/database.js';

/** A campaign row as stored. */
export interface CampaignRow {
  id: number; kind: CampaignKind; name_tr: string; name_en: string; product_ids: number[]; brand_ids: number[]; category_ids: number[];
  description_tr: string; description_en: string;
  /** Cart rules (0005_cart.sql): percent, and per-currency thresholds and amounts in minor units. */
  percent: number | null; thresholds: Record<string, number> | string; amounts: Record<string, number> | string;
}

/** Campaign reads of the engine. */
@Injectable()
export class CampaignRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Campaigns switched on and inside their dates at `now`, in campaign order. */
  running(now: Date): Promise<CampaignRow[]> {
    return this.db.query<CampaignRow>(
      `SELECT id, kind, name_tr, name_en, product_ids, brand_ids, category_ids, description_tr, description_en, percent, thresholds, amounts
         FROM campaign
        WHERE is_active AND (starts_at IS NULL OR starts_at <= $1) AND (ends_at IS NULL OR ends_at > $1)
        ORDER BY sort_order, id`,
      [now.toISOString()]);
  }
}
