import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { CampaignBadgesResult, CampaignsResult } from '../../../../contracts/gateway/campaign.js';
import type { ProductListItem } from '../../../../contracts/product/entities.js';
import type { CampaignRule } from '../cart/cart-totals.js';
import { shipsFreeAlone } from '../cart/free-shipping.js';
import { ReadCache } from '../../common/read-cache.js';
import { CatalogueIndexService } from '../product/catalogue-index.service.js';
import { badgesOf, type RunningCampaign } from './campaign-badges.js';
import { CampaignRepository, type CampaignRow } from './campaign.repository.js';

/** A jsonb map as either driver answers it (PGlite parses jsonb, node-postgres too; a string only from text casts). */
const perCurrency = (value: Record<string, number> | string, currencyId: number): number | undefined => {
  const map = typeof value === 'string' ? JSON.parse(value) as Record<string, number> : value;
  const amount = map[String(currencyId)];
  return typeof amount === 'number' ? amount : undefined;
};

/**
 * How long the running campaigns are read once for every badge request: a campaign starts,
 * ends or is switched at most this late. Badges go on every product card, so they are worked
 * out in memory against the catalogue index instead of a query per list.
 */
export const RUNNING_CAMPAIGNS_TTL_MS = 30_000;

interface PreparedCampaigns {
  campaigns: RunningCampaign[];
  /** Cart rules by culture and currency. */
  rules: Map<string, CampaignRule[]>;
  /** Per catalogue index (prices and reach change with it): whether a product ships free alone, by currency and product. */
  shipsFree: WeakMap<object, Map<string, boolean>>;
}

/** Engine campaign rules: which running campaigns badge which products, and what they give in a cart. */
@Injectable()
export class EngineCampaignService {
  // One key: the running campaigns at the time of the read. A failed read is not kept.
  private readonly running = new ReadCache<CampaignRow[]>(RUNNING_CAMPAIGNS_TTL_MS, 1);
  /** Per read of the running campaigns: a new read (every RUNNING_CAMPAIGNS_TTL_MS) starts afresh. */
  private readonly preparations = new WeakMap<CampaignRow[], PreparedCampaigns>();

  constructor(private readonly campaigns: CampaignRepository, private readonly catalogue: CatalogueIndexService) {}

  /**
   * Badges of the asked products; a hidden (unapproved) product gets none, as it is shown nowhere.
   * A free-shipping badge shows only where a cart in `currencyId` (the language's default, S1.04)
   * ships the product free by the cart's own rules (issue 32 item 3).
   */
  async badges(culture: Culture, productIds: number[], currencyId = culture === 'en' ? 2 : 1): Promise<CampaignBadgesResult> {
    const [rows, index] = await Promise.all([this.runningRows(), this.catalogue.index()]);
    const prepared = this.prepared(rows);
    const rules = this.rulesOf(prepared, rows, culture, currencyId);
    // Whether a product ships free alone depends on its price and the rules only, not on the language: kept per read of both.
    const decided = prepared.shipsFree.get(index) ?? new Map<string, boolean>();
    prepared.shipsFree.set(index, decided);
    const shipsFree = (productId: number) => {
      const key = `${currencyId}:${productId}`;
      let free = decided.get(key);
      if (free === undefined) {
        const reach = index.reachOf(productId);
        const unitPrice = index.salesPriceOf(productId, currencyId);
        free = reach !== undefined && unitPrice !== undefined && shipsFreeAlone({ productId, brandId: reach.brandId, categoryIds: [...reach.categoryIds], unitPrice }, rules, currencyId);
        decided.set(key, free);
      }
      return free;
    };
    return badgesOf(productIds.filter((productId) => index.isApproved(productId)), prepared.campaigns, (productId) => index.reachOf(productId), culture, shipsFree);
  }

  /** The running campaigns as badges() matches them, made once per read of the rows (every list page asks). */
  private prepared(rows: CampaignRow[]): PreparedCampaigns {
    let prepared = this.preparations.get(rows);
    if (!prepared) {
      prepared = {
        campaigns: rows.map((row) => ({
          id: row.id, kind: row.kind, name: { tr: row.name_tr, en: row.name_en },
          productIds: new Set(row.product_ids), brandIds: new Set(row.brand_ids), categoryIds: new Set(row.category_ids),
        })),
        rules: new Map(),
        shipsFree: new WeakMap(),
      };
      this.preparations.set(rows, prepared);
    }
    return prepared;
  }

  private rulesOf(prepared: PreparedCampaigns, rows: CampaignRow[], culture: Culture, currencyId: number): CampaignRule[] {
    const key = `${culture}|${currencyId}`;
    let rules = prepared.rules.get(key);
    if (!rules) {
      rules = rulesOf(rows, culture, currencyId);
      prepared.rules.set(key, rules);
    }
    return rules;
  }

  /**
   * The products with `campaignBadges` set where badges() gives them some (as the storefront
   * would add them from campaign badges), for a list that answers them in one call.
   */
  async withBadges<T extends ProductListItem>(culture: Culture, products: T[], currencyId: number): Promise<T[]> {
    if (!products.length) return products;
    const byProduct = new Map((await this.badges(culture, products.map((product) => product.id), currencyId)).badges.map((entry) => [entry.productId, entry.badges]));
    return products.map((product) => {
      const badges = byProduct.get(product.id);
      return badges ? { ...product, campaignBadges: badges } : product;
    });
  }

  /** The running campaigns as the campaigns list shows them (GET /api/get-campaings). */
  async list(culture: Culture): Promise<CampaignsResult> {
    const rows = await this.runningRows();
    return { campaigns: rows.map((row) => ({ id: row.id, kind: row.kind, name: culture === 'en' ? row.name_en : row.name_tr, description: culture === 'en' ? row.description_en : row.description_tr })) };
  }

  /**
   * What the running campaigns give in a cart priced in `currencyId`; a threshold or amount
   * campaign without a figure for that currency does not run in it.
   */
  async cartRules(culture: Culture, currencyId: number): Promise<CampaignRule[]> {
    return rulesOf(await this.runningRows(), culture, currencyId);
  }

  /**
   * A campaign was made, changed, paused or resumed (the console, issue 30 item 5): the running
   * campaigns are read afresh on the next badge or cart, not up to RUNNING_CAMPAIGNS_TTL_MS late.
   */
  forgetRunning(): void {
    this.running.clear();
  }

  private runningRows(): Promise<CampaignRow[]> {
    return this.running.get('running', () => this.campaigns.running(new Date()));
  }
}

/**
 * What the running campaigns give in a cart priced in `currencyId`; a threshold or amount
 * campaign without a figure for that currency does not run in it.
 */
function rulesOf(rows: CampaignRow[], culture: Culture, currencyId: number): CampaignRule[] {
  return rows.flatMap((row): CampaignRule[] => {
    const threshold = perCurrency(row.thresholds, currencyId);
    const amount = perCurrency(row.amounts, currencyId);
    if ((row.kind === 'free-shipping' || row.kind === 'amount-off') && threshold === undefined) return [];
    if (row.kind === 'amount-off' && amount === undefined) return [];
    return [{
      id: row.id, kind: row.kind, name: culture === 'en' ? row.name_en : row.name_tr, percent: row.percent ?? undefined, threshold, amount,
      productIds: row.product_ids, brandIds: row.brand_ids, categoryIds: row.category_ids,
    }];
  });
}
