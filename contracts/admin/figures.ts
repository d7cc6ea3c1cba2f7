/**
 * The day's figures, the console's dashboard (issue 30 item 6): GET /admin/api/figures/*, read by
 * the owner and the orders role. Money is in minor units of its currency with that currency's
 * decimals beside it (the orders role may not read the currencies route).
 */

/** The calendar periods figures are counted over, in the shop's time zone; a week starts on Monday. */
export const FIGURE_PERIODS = ['today', 'week', 'month'] as const;
export type FigurePeriod = (typeof FIGURE_PERIODS)[number];

/** An instant range, from included, to excluded (ISO 8601). */
export interface FigureRange {
  from: string;
  to: string;
}

/** One currency's orders and revenue in a period and in the period just before it. */
export interface CurrencySales {
  currency: string;
  /** Minor digits of the currency (2 for TRY). */
  decimals: number;
  orders: number;
  /** Sum of the orders' net totals (what the shoppers pay), in minor units. */
  revenue: number;
  previousOrders: number;
  previousRevenue: number;
}

/** A period's sales per currency, against the period of the same kind just before it. */
export interface PeriodSales {
  period: FigurePeriod;
  current: FigureRange;
  previous: FigureRange;
  /** Every currency sold in either range, by currency code. */
  currencies: CurrencySales[];
}

/** GET /admin/api/figures/sales: today, this week and this month. */
export interface SalesFigures {
  /** The zone the periods are calendar days, weeks and months of (spec S1.06). */
  timeZone: string;
  periods: PeriodSales[];
}

/** How top products are ranked. */
export const TOP_PRODUCT_MEASURES = ['units', 'revenue'] as const;
export type TopProductMeasure = (typeof TOP_PRODUCT_MEASURES)[number];

/** A product's sales in one currency over the chosen period (GET /admin/api/figures/top-products). */
export interface TopProductRow {
  productId: number;
  /** The product's name now, or the name on its order lines when it is gone. */
  name: { tr: string; en: string };
  currency: string;
  decimals: number;
  units: number;
  /** Its order lines' totals after campaigns and coupon, tax included, in minor units. */
  revenue: number;
}

/** A variant at or under the threshold in one warehouse (GET /admin/api/figures/low-stock). */
export interface LowStockRow {
  barcodeId: number;
  barcode: string;
  productId: number;
  sku: string;
  name: { tr: string; en: string };
  size: string | null;
  warehouse: { id: number; code: string; name: string };
  quantity: number;
}

/** A search whose last run found nothing (GET /admin/api/figures/zero-result-searches), the report of npm run search:zero-results. */
export interface ZeroResultSearchRow {
  culture: string;
  query: string;
  searches: number;
  lastSearchedAt: string;
}
