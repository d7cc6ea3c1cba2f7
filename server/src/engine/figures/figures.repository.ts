import { Inject, Injectable } from '@nestjs/common';
import type { CurrencySales, FigureRange, LowStockRow, TopProductMeasure, TopProductRow, ZeroResultSearchRow } from '../../../../contracts/admin/figures.js';
import { OrderStatus } from '../../../../contracts/enums.js';
import { DATABASE, type Database } from '../db/database.js';
import { zeroResultQueries } from '../prediction/search-log.repository.js';

/**
 * Orders the figures count: every placed order but a cancelled (Cancel) or invalid (Invalid)
 * one; an order waiting for its bank transfer or pay-later due counts from its placement. Returns
 * and refunds do not take revenue back: the figures are what was ordered, not what was kept.
 */
const COUNTED_ORDER = `o.status NOT IN (${OrderStatus.Cancel}, ${OrderStatus.Invalid})`;

/** A currency's decimals, as the order list reads them (2 when the currency is gone). */
const DECIMALS = `COALESCE((SELECT c.decimals FROM currency c WHERE c.code = o.currency_code), 2)`;

/** Which stock rows count as low: at or under `threshold` units, in one warehouse or any. */
export interface LowStockFilter { threshold: number; warehouseId?: number }

/** The database's side of the day's figures (issue 30 item 6): each figure one grouped query. */
@Injectable()
export class FiguresRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Orders and revenue (the orders' net totals) per currency in `current` and in `previous`, one pass over both ranges. */
  async sales(current: FigureRange, previous: FigureRange): Promise<CurrencySales[]> {
    const rows = await this.db.query<{ currency: string; decimals: number; orders: string; revenue: string; previous_orders: string; previous_revenue: string }>(
      `SELECT o.currency_code AS currency, ${DECIMALS} AS decimals,
              count(*) FILTER (WHERE o.created_at >= $1) AS orders,
              COALESCE(sum(o.net_total) FILTER (WHERE o.created_at >= $1), 0) AS revenue,
              count(*) FILTER (WHERE o.created_at < $1) AS previous_orders,
              COALESCE(sum(o.net_total) FILTER (WHERE o.created_at < $1), 0) AS previous_revenue
         FROM orders o
        WHERE ${COUNTED_ORDER} AND o.created_at >= $3 AND o.created_at < $2
        GROUP BY o.currency_code ORDER BY o.currency_code`,
      [current.from, current.to, previous.from]);
    return rows.map((row) => ({
      currency: row.currency, decimals: Number(row.decimals), orders: Number(row.orders), revenue: Number(row.revenue),
      previousOrders: Number(row.previous_orders), previousRevenue: Number(row.previous_revenue),
    }));
  }

  /** The products most sold in `range`, per currency, ranked by units or by revenue (the lines' totals after discounts). */
  async topProducts(range: FigureRange, measure: TopProductMeasure, limit: number): Promise<TopProductRow[]> {
    const rows = await this.db.query<{ product_id: number; name_tr: string; name_en: string; currency: string; decimals: number; units: string; revenue: string }>(
      `SELECT l.product_id, COALESCE(p.name_tr, max(l.name)) AS name_tr, COALESCE(p.name_en, max(l.name)) AS name_en,
              o.currency_code AS currency, ${DECIMALS} AS decimals, sum(l.quantity) AS units, sum(l.total_with_tax) AS revenue
         FROM order_line l JOIN orders o ON o.id = l.order_id LEFT JOIN product p ON p.id = l.product_id
        WHERE ${COUNTED_ORDER} AND o.created_at >= $1 AND o.created_at < $2
        GROUP BY l.product_id, p.name_tr, p.name_en, o.currency_code
        ORDER BY ${measure === 'units' ? 'units DESC, revenue DESC' : 'revenue DESC, units DESC'}, l.product_id, o.currency_code
        LIMIT $3`,
      [range.from, range.to, limit]);
    return rows.map((row) => ({
      productId: Number(row.product_id), name: { tr: row.name_tr, en: row.name_en }, currency: row.currency, decimals: Number(row.decimals),
      units: Number(row.units), revenue: Number(row.revenue),
    }));
  }

  /** A page of the variants with `threshold` units or fewer in a warehouse, fewest first, and how many such there are. */
  async lowStock({ threshold, warehouseId }: LowStockFilter, offset: number, limit: number): Promise<{ rows: LowStockRow[]; total: number }> {
    const rows = await this.db.query<{ barcode_id: number; barcode: string; size: string | null; product_id: number; sku: string; name_tr: string; name_en: string; warehouse_id: number; warehouse_code: string; warehouse_name: string; quantity: number; total: string }>(
      `SELECT b.id AS barcode_id, b.barcode, b.size, p.id AS product_id, p.sku, p.name_tr, p.name_en,
              w.id AS warehouse_id, w.code AS warehouse_code, w.name AS warehouse_name, s.quantity, count(*) OVER () AS total
         FROM stock s JOIN barcode b ON b.id = s.barcode_id JOIN product p ON p.id = b.product_id JOIN warehouse w ON w.id = s.warehouse_id
        WHERE s.quantity <= $1 AND ($2::int IS NULL OR s.warehouse_id = $2)
        ORDER BY s.quantity, p.sku, b.barcode, w.code OFFSET $3 LIMIT $4`,
      [threshold, warehouseId ?? null, offset, limit]);
    const total = rows.length ? Number(rows[0].total) : Number((await this.db.query<{ total: string }>(
      'SELECT count(*) AS total FROM stock s WHERE s.quantity <= $1 AND ($2::int IS NULL OR s.warehouse_id = $2)', [threshold, warehouseId ?? null]))[0].total);
    return {
      rows: rows.map((row) => ({
        barcodeId: Number(row.barcode_id), barcode: row.barcode, productId: Number(row.product_id), sku: row.sku,
        name: { tr: row.name_tr, en: row.name_en }, size: row.size,
        warehouse: { id: Number(row.warehouse_id), code: row.warehouse_code, name: row.warehouse_name }, quantity: Number(row.quantity),
      })),
      total,
    };
  }

  /** The merchant's zero-result report, the same query npm run search:zero-results prints. */
  zeroResultSearches(limit: number): Promise<ZeroResultSearchRow[]> {
    return zeroResultQueries(this.db, limit);
  }
}
