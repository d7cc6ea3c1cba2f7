import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { MemberProductEntry, PriceAlarm, StockAlarm } from '../../../../contracts/member/entities.js';
import type { Queryable } from '../db/database.js';

/** The product columns every list shows, for product alias p and the price row pp. */
const productColumns = (culture: Culture) => `p.id AS product_id, ${culture === 'en' ? 'p.name_en' : 'p.name_tr'} AS name, ${culture === 'en' ? 'p.route_path_en' : 'p.route_path_tr'} AS route_path,
  (SELECT d.file_path FROM product_document d WHERE d.product_id = p.id AND d.document_type = 1 ORDER BY d.is_default DESC, d.sort_order LIMIT 1) AS image_path,
  pp.sales_price`;

/** An alarm that fires: whom to mail, in which language, about which product. */
export interface AlarmToMail {
  email: string;
  culture: Culture;
  name: string;
  routePath: string;
  /** The variant's size, for an alarm on one variant. */
  size?: string;
}

const ALARM_MAIL_COLUMNS = 'm.email, m.default_language, p.name_tr, p.name_en, p.route_path_tr, p.route_path_en';

function alarmToMailOf(row: Record<string, unknown>): AlarmToMail {
  const culture: Culture = row.default_language === 'en' ? 'en' : 'tr';
  return {
    email: String(row.email), culture, name: String(culture === 'en' ? row.name_en : row.name_tr), routePath: String(culture === 'en' ? row.route_path_en : row.route_path_tr),
    ...(typeof row.size === 'string' && row.size ? { size: row.size } : {}),
  };
}

function entryOf(row: Record<string, unknown>): MemberProductEntry {
  return {
    productId: Number(row.product_id), name: String(row.name), routePath: String(row.route_path), ...(typeof row.image_path === 'string' ? { imagePath: row.image_path } : {}),
    salesPrice: Number(row.sales_price ?? 0) / 100, createdAt: new Date(row.created_at as string).toISOString(),
  };
}

/**
 * The only SQL of a member's product lists: favourites, price alarms and stock alarms. Every
 * statement a shopper's call runs names the member, so one member never reaches another's
 * entries; only the engine's own price and stock changes fire alarms across members. A product
 * hidden (unapproved) after it was listed leaves every list, its price and stock with it.
 */
@Injectable()
export class MemberProductRepository {
  /** The product's price in the currency, or undefined when there is no approved product of that id. */
  async productPrice(db: Queryable, productId: number, currencyId: number): Promise<number | undefined> {
    const [row] = await db.query<{ sales_price: number | null }>(
      'SELECT pp.sales_price FROM product p LEFT JOIN product_price pp ON pp.product_id = p.id AND pp.currency_id = $2 WHERE p.id = $1 AND p.is_approved', [productId, currencyId]);
    return row && Number(row.sales_price ?? 0);
  }

  /** Units in stock of a variant, or of every variant of the product when none is named. */
  async stock(db: Queryable, productId: number, stockBarcodeId?: number): Promise<number | undefined> {
    const [row] = await db.query<{ barcodes: number; units: number }>(
      `SELECT count(DISTINCT bc.id)::int AS barcodes, COALESCE(sum(s.quantity), 0)::int AS units FROM barcode bc LEFT JOIN stock s ON s.barcode_id = bc.id
        WHERE bc.product_id = $1 AND ($2::int IS NULL OR bc.id = $2)`, [productId, stockBarcodeId ?? null]);
    return row && Number(row.barcodes) > 0 ? Number(row.units) : undefined;
  }

  async favorites(db: Queryable, memberId: number, culture: Culture, currencyId: number): Promise<MemberProductEntry[]> {
    const rows = await db.query(
      `SELECT ${productColumns(culture)}, f.created_at FROM favorite f JOIN product p ON p.id = f.product_id AND p.is_approved
         LEFT JOIN product_price pp ON pp.product_id = p.id AND pp.currency_id = $2 WHERE f.member_id = $1 ORDER BY f.created_at DESC`, [memberId, currencyId]);
    return rows.map(entryOf);
  }

  async addFavorite(db: Queryable, memberId: number, productId: number): Promise<void> {
    await db.query('INSERT INTO favorite (member_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [memberId, productId]);
  }

  async removeFavorite(db: Queryable, memberId: number, productId: number): Promise<void> {
    await db.query('DELETE FROM favorite WHERE member_id = $1 AND product_id = $2', [memberId, productId]);
  }

  async priceAlarms(db: Queryable, memberId: number, culture: Culture, currencyId: number): Promise<PriceAlarm[]> {
    const rows = await db.query(
      `SELECT ${productColumns(culture)}, a.created_at, a.alarm_price FROM price_alarm a JOIN product p ON p.id = a.product_id AND p.is_approved
         LEFT JOIN product_price pp ON pp.product_id = p.id AND pp.currency_id = a.currency_id WHERE a.member_id = $1 AND a.currency_id = $2 ORDER BY a.created_at DESC`, [memberId, currencyId]);
    return rows.map((row) => ({ ...entryOf(row), alarmPrice: Number(row.alarm_price) / 100 }));
  }

  /** Sets (or sets again) the alarm at today's price. */
  async addPriceAlarm(db: Queryable, memberId: number, productId: number, currencyId: number, price: number): Promise<void> {
    await db.query(
      `INSERT INTO price_alarm (member_id, product_id, currency_id, alarm_price) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, product_id) DO UPDATE SET currency_id = EXCLUDED.currency_id, alarm_price = EXCLUDED.alarm_price, created_at = now(), notified_at = NULL`,
      [memberId, productId, currencyId, price]);
  }

  async removePriceAlarm(db: Queryable, memberId: number, productId: number): Promise<void> {
    await db.query('DELETE FROM price_alarm WHERE member_id = $1 AND product_id = $2', [memberId, productId]);
  }

  async stockAlarms(db: Queryable, memberId: number, culture: Culture, currencyId: number): Promise<StockAlarm[]> {
    const rows = await db.query(
      `SELECT ${productColumns(culture)}, a.created_at, a.stock_barcode_id, bc.size,
              COALESCE((SELECT sum(s.quantity) FROM stock s JOIN barcode b2 ON b2.id = s.barcode_id WHERE b2.product_id = p.id AND (a.stock_barcode_id = 0 OR b2.id = a.stock_barcode_id)), 0)::int AS units
         FROM stock_alarm a JOIN product p ON p.id = a.product_id AND p.is_approved LEFT JOIN barcode bc ON bc.id = a.stock_barcode_id
         LEFT JOIN product_price pp ON pp.product_id = p.id AND pp.currency_id = $2 WHERE a.member_id = $1 ORDER BY a.created_at DESC`, [memberId, currencyId]);
    return rows.map((row) => ({
      ...entryOf(row), ...(Number(row.stock_barcode_id) ? { stockBarcodeId: Number(row.stock_barcode_id) } : {}), ...(typeof row.size === 'string' ? { stockTypeName: row.size } : {}),
      inStock: Number(row.units) > 0,
    }));
  }

  /** Sets (or sets again: it may mail again once the product is back) the alarm. */
  async addStockAlarm(db: Queryable, memberId: number, productId: number, stockBarcodeId = 0): Promise<void> {
    await db.query(
      `INSERT INTO stock_alarm (member_id, product_id, stock_barcode_id) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, product_id, stock_barcode_id) DO UPDATE SET created_at = now(), notified_at = NULL`, [memberId, productId, stockBarcodeId]);
  }

  async removeStockAlarm(db: Queryable, memberId: number, productId: number, stockBarcodeId = 0): Promise<void> {
    await db.query('DELETE FROM stock_alarm WHERE member_id = $1 AND product_id = $2 AND stock_barcode_id = $3', [memberId, productId, stockBarcodeId]);
  }

  /**
   * Marks notified, and answers, the price alarms of the product in the currency that were set
   * above `price` and have not mailed yet: each alarm answers once, whoever asks at the same time.
   */
  async takeDroppedPriceAlarms(tx: Queryable, productId: number, currencyId: number, price: number): Promise<AlarmToMail[]> {
    const rows = await tx.query(
      `UPDATE price_alarm a SET notified_at = now() FROM member m, product p
        WHERE a.product_id = $1 AND a.currency_id = $2 AND a.alarm_price > $3 AND a.notified_at IS NULL
          AND m.id = a.member_id AND m.deleted_at IS NULL AND p.id = a.product_id AND p.is_approved
        RETURNING ${ALARM_MAIL_COLUMNS}, NULL AS size`, [productId, currencyId, price]);
    return rows.map(alarmToMailOf);
  }

  /**
   * Marks notified, and answers, the stock alarms of the product for the variants in
   * `stockBarcodeIds` (0: the alarms for any variant) that have not mailed yet.
   */
  async takeReturnedStockAlarms(tx: Queryable, productId: number, stockBarcodeIds: number[]): Promise<AlarmToMail[]> {
    const rows = await tx.query(
      `UPDATE stock_alarm a SET notified_at = now() FROM member m, product p
        WHERE a.product_id = $1 AND a.stock_barcode_id = ANY($2::int[]) AND a.notified_at IS NULL
          AND m.id = a.member_id AND m.deleted_at IS NULL AND p.id = a.product_id AND p.is_approved
        RETURNING ${ALARM_MAIL_COLUMNS}, (SELECT bc.size FROM barcode bc WHERE bc.id = a.stock_barcode_id) AS size`, [productId, stockBarcodeIds]);
    return rows.map(alarmToMailOf);
  }
}
