import { Inject, Injectable } from '@nestjs/common';
import type { AdminCampaign } from '../../../../contracts/admin/campaigns.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import { NotFoundError } from '../../common/errors.js';
import { AuditLog } from '../audit/audit-log.js';
import { EngineCampaignService } from '../campaign/campaign.service.js';
import type { SqlListQuery } from '../common/list-query.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { ShopAnswerListeners } from '../prediction/shop-answer-listeners.js';
import type { CampaignInputDto } from './campaign-input.dto.js';
import { checkCurrencies, listCampaigns, readCampaign } from './campaign-records.js';
import { campaignTerms } from './campaign-terms.js';

/**
 * Campaigns made, changed, paused and resumed from the console. The console writes only the
 * campaign row; what it gives in a cart stays the engine's pricing (cart-totals.ts). Each change
 * is one transaction with its audit entry, and after it commits the engine's running campaigns
 * and the storefront's answers (product lists carry badges) are emptied, so the shop shows it at once.
 */
@Injectable()
export class CampaignEditorService {
  constructor(
    @Inject(DATABASE) private readonly db: Database, private readonly audit: AuditLog, private readonly campaigns: EngineCampaignService,
    private readonly shopAnswers: ShopAnswerListeners,
  ) {}

  list(query: SqlListQuery): Promise<{ rows: AdminCampaign[]; total: number }> {
    return listCampaigns(this.db, query);
  }

  async get(id: number): Promise<AdminCampaign> {
    const campaign = await readCampaign(this.db, id);
    if (!campaign) throw new NotFoundError('No such campaign');
    return campaign;
  }

  /** A new campaign is switched on: it runs from its start (now when it has none). */
  create(actor: StaffIdentity, input: CampaignInputDto): Promise<AdminCampaign> {
    return this.change(actor, undefined, 'campaign.create', async (tx) => {
      const terms = campaignTerms(input);
      await checkCurrencies(tx, [...input.thresholds, ...input.amounts].map((entry) => entry.currencyId));
      // Ids are the table's next: its writes take the lock first, so two never take the same.
      await tx.exec('LOCK TABLE campaign IN SHARE ROW EXCLUSIVE MODE');
      const [{ id }] = await tx.query<{ id: number }>('SELECT COALESCE(max(id), 0) + 1 AS id FROM campaign');
      await tx.query(
        `INSERT INTO campaign (id, kind, name_tr, name_en, description_tr, description_en, percent, thresholds, amounts, product_ids, brand_ids, category_ids,
                               starts_at, ends_at, sort_order, is_active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::int[], $11::int[], $12::int[], $13, $14, $15, true)`,
        [id, input.kind, input.name.tr, input.name.en, input.description.tr, input.description.en, terms.percent, JSON.stringify(terms.thresholds),
          JSON.stringify(terms.amounts), input.productIds, input.brandIds, input.categoryIds, terms.startsAt?.toISOString() ?? null,
          terms.endsAt?.toISOString() ?? null, input.sortOrder]);
      return Number(id);
    });
  }

  /** Changes what the campaign is and when it runs; pausing is its own step (pause, resume). */
  update(actor: StaffIdentity, id: number, input: CampaignInputDto): Promise<AdminCampaign> {
    return this.change(actor, id, 'campaign.update', async (tx) => {
      const terms = campaignTerms(input);
      await checkCurrencies(tx, [...input.thresholds, ...input.amounts].map((entry) => entry.currencyId));
      await tx.query(
        `UPDATE campaign SET kind = $2, name_tr = $3, name_en = $4, description_tr = $5, description_en = $6, percent = $7, thresholds = $8::jsonb, amounts = $9::jsonb,
                product_ids = $10::int[], brand_ids = $11::int[], category_ids = $12::int[], starts_at = $13, ends_at = $14, sort_order = $15 WHERE id = $1`,
        [id, input.kind, input.name.tr, input.name.en, input.description.tr, input.description.en, terms.percent, JSON.stringify(terms.thresholds),
          JSON.stringify(terms.amounts), input.productIds, input.brandIds, input.categoryIds, terms.startsAt?.toISOString() ?? null,
          terms.endsAt?.toISOString() ?? null, input.sortOrder]);
      return id;
    });
  }

  /** Paused: no badge, nothing in a cart, until resumed; its dates stay as they were. */
  setActive(actor: StaffIdentity, id: number, active: boolean): Promise<AdminCampaign> {
    return this.change(actor, id, active ? 'campaign.resume' : 'campaign.pause', async (tx) => {
      await tx.query('UPDATE campaign SET is_active = $2 WHERE id = $1', [id, active]);
      return id;
    });
  }

  private async change(actor: StaffIdentity, id: number | undefined, action: string, write: (tx: Queryable) => Promise<number>): Promise<AdminCampaign> {
    const after = await this.db.transaction(async (tx) => {
      // A change of one campaign waits for another of the same (the row lock), so each audit entry's "before" is what it changed.
      if (id !== undefined) await tx.query('SELECT 1 FROM campaign WHERE id = $1 FOR UPDATE', [id]);
      const before = id === undefined ? null : await readCampaign(tx, id);
      if (id !== undefined && !before) throw new NotFoundError('No such campaign');
      const savedId = await write(tx);
      const saved = (await readCampaign(tx, savedId))!;
      await this.audit.record(tx, actor, { action, thingType: 'campaign', thingId: savedId, before, after: saved });
      return saved;
    });
    this.campaigns.forgetRunning();
    this.shopAnswers.tell();
    return after;
  }
}
