import { Injectable } from '@nestjs/common';
import { SHIPMENT_OPTION } from '../../../../contracts/cart/cart-detail.js';
import { CART_QUANTITY_MAX } from '../../../../contracts/cart/payloads.js';
import type { Culture } from '../../../../contracts/enums.js';
import type { Queryable } from '../db/database.js';

/** A cart row, locked for the transaction that read it. */
export interface CartRow {
  id: number;
  couponCode: string | null;
  version: number;
  /** The chosen shipment option (shipment-options.ts). */
  shipmentOptionId: number;
  giftBox: boolean;
  giftNote: string | null;
}

const CART_COLUMNS = 'id, coupon_code, version, shipment_option_id, gift_box, gift_note';

function cartOf(row: Record<string, unknown> | undefined): CartRow | undefined {
  return row && {
    id: Number(row.id), couponCode: row.coupon_code as string | null, version: Number(row.version), shipmentOptionId: Number(row.shipment_option_id),
    giftBox: Boolean(row.gift_box), giftNote: row.gift_note as string | null,
  };
}

/** A line with what pricing and display need; product fields are null when the product is gone. */
export interface CartLineRow {
  id: number;
  productId: number;
  stockBarcodeId: number;
  quantity: number;
  orderNo: number;
  name: string | null;
  routePath: string | null;
  brandId: number | null;
  brandName: string | null;
  size: string | null;
  imagePath: string | null;
  /** Minor units, tax included; null when the product has no price in the currency. */
  salesPrice: number | null;
  stock: number;
  categoryIds: number[];
}

/** Cart $1's lines as a row source for linesSql. */
const CART_ITEMS = 'SELECT id, product_id, stock_barcode_id, quantity, order_no FROM cart_item WHERE cart_id = $1';

/**
 * The lines of `items` (rows of cart_item's id, product_id, stock_barcode_id, quantity, order_no)
 * priced in the currency of parameter `currency`, unordered: three correlated reads per line
 * (image, stock over every warehouse, the categories with their ancestors). A line's categories
 * are read by id: joined, the category table is small enough that the planner hashes all of it
 * for every line, about 45 µs a line on the embedded database against almost nothing (issue 28
 * item 4: a cart round trip prices six lines).
 */
function linesSql(culture: Culture, items = CART_ITEMS, currency = '$2'): string {
  const en = culture === 'en';
  return `SELECT ci.id, ci.product_id, ci.stock_barcode_id, ci.quantity, ci.order_no,
              ${en ? 'p.name_en' : 'p.name_tr'} AS name, ${en ? 'p.route_path_en' : 'p.route_path_tr'} AS route_path,
              p.brand_id, b.name AS brand_name, bc.size, pp.sales_price,
              (SELECT d.file_path FROM product_document d WHERE d.product_id = p.id AND d.document_type = 1 ORDER BY d.is_default DESC, d.sort_order LIMIT 1) AS image_path,
              COALESCE((SELECT sum(s.quantity) FROM stock s WHERE s.barcode_id = bc.id), 0)::int AS stock,
              ARRAY(SELECT DISTINCT unnest((SELECT c.path FROM category c WHERE c.id = pc.category_id)) FROM product_category pc WHERE pc.product_id = p.id) AS category_ids
         FROM (${items}) ci
         LEFT JOIN product p ON p.id = ci.product_id AND p.is_approved
         LEFT JOIN brand b ON b.id = p.brand_id
         -- A line whose product was hidden meanwhile shows nothing of it: no size, no stock (issue 27 item 12).
         LEFT JOIN barcode bc ON bc.id = ci.stock_barcode_id AND p.id IS NOT NULL
         LEFT JOIN product_price pp ON pp.product_id = p.id AND pp.currency_id = ${currency}`;
}

/** The lines of rows that joined linesSql LATERAL to one row of their own (a cart without lines gives one row of nulls). */
const linesOf = (rows: Record<string, unknown>[]) => rows.filter((row) => row.id !== null).map(lineOf);

function lineOf(row: Record<string, unknown>): CartLineRow {
  return {
    id: Number(row.id), productId: Number(row.product_id), stockBarcodeId: Number(row.stock_barcode_id), quantity: Number(row.quantity), orderNo: Number(row.order_no),
    name: row.name as string | null, routePath: row.route_path as string | null, brandId: row.brand_id === null ? null : Number(row.brand_id),
    brandName: row.brand_name as string | null, size: row.size as string | null, imagePath: row.image_path as string | null,
    salesPrice: row.sales_price === null ? null : Number(row.sales_price), stock: Number(row.stock),
    categoryIds: ((row.category_ids as (number | string)[] | null) ?? []).map(Number),
  };
}

/** A barcode as an add checks it. */
export interface BarcodeRow {
  productId: number;
  stock: number;
}

/**
 * The only SQL of the cart. Every method takes the transaction it runs in: a cart command locks
 * its cart row first (lock), so commands on one cart run one after another.
 */
@Injectable()
export class CartRepository {
  /** The cart row, locked until the transaction ends; undefined when the token names a cart that is gone. */
  async lock(tx: Queryable, cartId: number): Promise<CartRow | undefined> {
    const [row] = await tx.query<Record<string, unknown>>(`SELECT ${CART_COLUMNS} FROM cart WHERE id = $1 FOR UPDATE`, [cartId]);
    return cartOf(row);
  }

  /**
   * The start of a change: the cart row locked until the transaction ends and its version raised,
   * in one statement (a refused change rolls both back). Answers the row as it is after the change.
   */
  async lockForChange(tx: Queryable, cartId: number): Promise<CartRow | undefined> {
    const [row] = await tx.query<Record<string, unknown>>(`UPDATE cart SET version = version + 1, updated_at = now() WHERE id = $1 RETURNING ${CART_COLUMNS}`, [cartId]);
    return cartOf(row);
  }

  async lines(db: Queryable, cartId: number, culture: Culture, currencyId: number): Promise<CartLineRow[]> {
    const rows = await db.query<Record<string, unknown>>(`${linesSql(culture)} ORDER BY ci.order_no`, [cartId, currencyId]);
    return rows.map(lineOf);
  }

  /**
   * The cart row (unlocked) with its lines, in one statement (a get-cart's whole read); undefined
   * when the token names a cart that is gone.
   */
  async findWithLines(db: Queryable, cartId: number, culture: Culture, currencyId: number): Promise<{ row: CartRow; lines: CartLineRow[] } | undefined> {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT c.id AS cart_id, c.coupon_code, c.version, c.shipment_option_id, c.gift_box, c.gift_note, l.*
         FROM cart c LEFT JOIN LATERAL (${linesSql(culture)}) l ON true
        WHERE c.id = $1
        ORDER BY l.order_no`,
      [cartId, currencyId]);
    if (!rows.length) return undefined;
    return { row: cartOf({ ...rows[0], id: rows[0].cart_id })!, lines: linesOf(rows) };
  }

  /** A barcode of an approved product on the shelf, with its stock over every warehouse. */
  async barcode(tx: Queryable, barcodeId: number): Promise<BarcodeRow | undefined> {
    const [row] = await tx.query<{ product_id: number; stock: number }>(
      `SELECT bc.product_id, COALESCE((SELECT sum(s.quantity) FROM stock s WHERE s.barcode_id = bc.id), 0)::int AS stock
         FROM barcode bc JOIN product p ON p.id = bc.product_id AND p.is_approved AND p.is_on_shelf
        WHERE bc.id = $1`, [barcodeId]);
    return row && { productId: Number(row.product_id), stock: Number(row.stock) };
  }

  /** The variants of an approved product on the shelf, with their stock, in barcode order (a list's add names no variant). */
  async variants(tx: Queryable, productId: number): Promise<{ id: number; stock: number }[]> {
    const rows = await tx.query<{ id: number; stock: number }>(
      `SELECT bc.id, COALESCE((SELECT sum(s.quantity) FROM stock s WHERE s.barcode_id = bc.id), 0)::int AS stock
         FROM barcode bc JOIN product p ON p.id = bc.product_id AND p.is_approved AND p.is_on_shelf
        WHERE bc.product_id = $1 ORDER BY bc.sort_order, bc.id`, [productId]);
    return rows.map((row) => ({ id: Number(row.id), stock: Number(row.stock) }));
  }

  /** What an add checks, in one read: the barcode (as `barcode` answers it) and this cart's line of it, if any. */
  async barcodeAndLine(tx: Queryable, cartId: number, barcodeId: number): Promise<{ barcode?: BarcodeRow; line?: { id: number; quantity: number } }> {
    const [row] = await tx.query<{ product_id: number | null; stock: number | null; line_id: number | null; line_quantity: number | null }>(
      `SELECT bc.product_id, COALESCE((SELECT sum(s.quantity) FROM stock s WHERE s.barcode_id = bc.id), 0)::int AS stock, ci.id AS line_id, ci.quantity AS line_quantity
         FROM (SELECT $2::int AS id) wanted
         LEFT JOIN (barcode bc JOIN product p ON p.id = bc.product_id AND p.is_approved AND p.is_on_shelf) ON bc.id = wanted.id
         LEFT JOIN cart_item ci ON ci.cart_id = $1 AND ci.stock_barcode_id = wanted.id`, [cartId, barcodeId]);
    return {
      ...(row.product_id === null ? {} : { barcode: { productId: Number(row.product_id), stock: Number(row.stock) } }),
      ...(row.line_id === null ? {} : { line: { id: Number(row.line_id), quantity: Number(row.line_quantity) } }),
    };
  }

  /**
   * An add in one statement, run after the cart row is locked (its snapshot then sees every change
   * committed before the lock): the barcode of this approved product on the shelf, its stock and
   * the quantity the cart would then hold (this cart's line of it plus `quantity`); that quantity
   * is written (a new line last, or the line raised) only when it is at most `most` and the stock,
   * and then the answer carries the cart's lines as they are after it (the statement's own reads
   * do not see its write: the written line stands in for the one it read). undefined when the
   * barcode is not this product's on the shelf.
   */
  async addOrRaise(tx: Queryable, cartId: number, productId: number, barcodeId: number, quantity: number, most: number, culture: Culture, currencyId: number): Promise<{
    stock: number; wanted: number; lines?: CartLineRow[];
  } | undefined> {
    const rows = await tx.query<Record<string, unknown>>(
      `WITH wanted AS (
         SELECT bc.id, bc.product_id, COALESCE((SELECT sum(s.quantity) FROM stock s WHERE s.barcode_id = bc.id), 0)::int AS stock,
                (COALESCE(ci.quantity, 0) + $4::int)::int AS quantity
           FROM barcode bc JOIN product p ON p.id = bc.product_id AND p.is_approved AND p.is_on_shelf
           LEFT JOIN cart_item ci ON ci.cart_id = $1 AND ci.stock_barcode_id = bc.id
          WHERE bc.id = $3 AND bc.product_id = $2
       ), written AS (
         INSERT INTO cart_item (cart_id, product_id, stock_barcode_id, quantity, order_no)
         SELECT $1, product_id, id, quantity, (SELECT COALESCE(max(order_no), 0) + 1 FROM cart_item WHERE cart_id = $1)
           FROM wanted WHERE quantity <= $5 AND quantity <= stock
         ON CONFLICT (cart_id, stock_barcode_id) DO UPDATE SET quantity = EXCLUDED.quantity
         RETURNING id, product_id, stock_barcode_id, quantity, order_no
       ), answer AS (
         SELECT stock, quantity, EXISTS (SELECT 1 FROM written) AS written FROM wanted
       )
       SELECT a.stock AS barcode_stock, a.quantity AS wanted, a.written, l.*
         FROM (SELECT 1) one LEFT JOIN answer a ON true
         LEFT JOIN LATERAL (${linesSql(culture, `${CART_ITEMS} AND id NOT IN (SELECT id FROM written) UNION ALL SELECT * FROM written`, '$6')}) l ON a.written
        ORDER BY l.order_no`,
      [cartId, productId, barcodeId, quantity, most, currencyId]);
    const [first] = rows;
    if (first.barcode_stock === null) return undefined;
    return { stock: Number(first.barcode_stock), wanted: Number(first.wanted), ...(first.written ? { lines: linesOf(rows) } : {}) };
  }

  /**
   * Deletes a line of this cart (another cart's line is not touched: it is not this shopper's), in
   * one statement run after the cart row is locked; answers the cart's lines after it, undefined
   * when there was no such line.
   */
  async removeOwnLine(tx: Queryable, cartId: number, itemId: number, culture: Culture, currencyId: number): Promise<CartLineRow[] | undefined> {
    const rows = await tx.query<Record<string, unknown>>(
      `WITH gone AS (DELETE FROM cart_item WHERE cart_id = $1 AND id = $2 RETURNING id),
       answer AS (SELECT EXISTS (SELECT 1 FROM gone) AS removed)
       SELECT a.removed, l.*
         FROM answer a LEFT JOIN LATERAL (${linesSql(culture, `${CART_ITEMS} AND id NOT IN (SELECT id FROM gone)`, '$3')}) l ON a.removed
        ORDER BY l.order_no`,
      [cartId, itemId, currencyId]);
    return rows[0].removed ? linesOf(rows) : undefined;
  }

  /** A line of this cart (another cart's line is not found: it is not this shopper's). */
  async line(tx: Queryable, cartId: number, itemId: number): Promise<{ id: number; stockBarcodeId: number } | undefined> {
    const [row] = await tx.query<{ id: number; stock_barcode_id: number }>('SELECT id, stock_barcode_id FROM cart_item WHERE cart_id = $1 AND id = $2', [cartId, itemId]);
    return row && { id: Number(row.id), stockBarcodeId: Number(row.stock_barcode_id) };
  }

  async addLine(tx: Queryable, cartId: number, productId: number, barcodeId: number, quantity: number): Promise<void> {
    await tx.query(
      `INSERT INTO cart_item (cart_id, product_id, stock_barcode_id, quantity, order_no)
       VALUES ($1, $2, $3, $4, (SELECT COALESCE(max(order_no), 0) + 1 FROM cart_item WHERE cart_id = $1))`,
      [cartId, productId, barcodeId, quantity]);
  }

  async setQuantity(tx: Queryable, itemId: number, quantity: number): Promise<void> {
    await tx.query('UPDATE cart_item SET quantity = $2 WHERE id = $1', [itemId, quantity]);
  }

  /** Answers the row as it is now. */
  async setCoupon(tx: Queryable, cartId: number, code: string | null): Promise<CartRow> {
    const [row] = await tx.query<Record<string, unknown>>(`UPDATE cart SET coupon_code = $2 WHERE id = $1 RETURNING ${CART_COLUMNS}`, [cartId, code]);
    return cartOf(row)!;
  }

  /** The cart-wide choices (change cart detail); answers the row as it is now. */
  async setDetail(tx: Queryable, cartId: number, detail: { shipmentOptionId: number; giftBox: boolean; giftNote: string | null }): Promise<CartRow> {
    const [row] = await tx.query<Record<string, unknown>>(
      `UPDATE cart SET shipment_option_id = $2, gift_box = $3, gift_note = $4 WHERE id = $1 RETURNING ${CART_COLUMNS}`, [cartId, detail.shipmentOptionId, detail.giftBox, detail.giftNote]);
    return cartOf(row)!;
  }

  /**
   * Every line, the coupon and the gift box go (the cart became an order), as one change of the
   * cart: answers its new version. The next order ships standard again.
   */
  async clear(tx: Queryable, cartId: number): Promise<number> {
    await tx.query('DELETE FROM cart_item WHERE cart_id = $1', [cartId]);
    const [row] = await tx.query<{ version: number }>(
      `UPDATE cart SET coupon_code = NULL, shipment_option_id = DEFAULT, gift_box = false, gift_note = NULL, version = version + 1, updated_at = now()
        WHERE id = $1 RETURNING version`, [cartId]);
    return Number(row.version);
  }

  /** Marks the change: the cart's version grows by one. */
  async bump(tx: Queryable, cartId: number): Promise<number> {
    const [row] = await tx.query<{ version: number }>('UPDATE cart SET version = version + 1, updated_at = now() WHERE id = $1 RETURNING version', [cartId]);
    return Number(row.version);
  }

  /**
   * Moves every line of one cart into another (a visitor's cart joining a member's at sign-in):
   * lines of the same variant add up, at most CART_QUANTITY_MAX. Answers how many lines moved.
   */
  async moveLines(tx: Queryable, fromCartId: number, intoCartId: number): Promise<number> {
    await tx.query(
      `INSERT INTO cart_item (cart_id, product_id, stock_barcode_id, quantity, order_no)
       SELECT $2, product_id, stock_barcode_id, LEAST(quantity, $3), (SELECT COALESCE(max(order_no), 0) FROM cart_item WHERE cart_id = $2) + order_no
         FROM cart_item WHERE cart_id = $1
       ON CONFLICT (cart_id, stock_barcode_id) DO UPDATE SET quantity = LEAST($3, cart_item.quantity + EXCLUDED.quantity)`,
      [fromCartId, intoCartId, CART_QUANTITY_MAX]);
    const moved = await tx.query('DELETE FROM cart_item WHERE cart_id = $1 RETURNING id', [fromCartId]);
    return moved.length;
  }

  /**
   * The cart-wide choices of a visitor's cart join the cart it is handed to, where that one has
   * made none: the coupon, the gift box with its note, a shipment option other than the standard.
   */
  async takeChoices(tx: Queryable, fromCartId: number, intoCartId: number): Promise<void> {
    await tx.query(
      `UPDATE cart i SET coupon_code = COALESCE(i.coupon_code, f.coupon_code),
              gift_box = i.gift_box OR f.gift_box, gift_note = CASE WHEN i.gift_box THEN i.gift_note ELSE f.gift_note END,
              shipment_option_id = CASE WHEN i.shipment_option_id = $3 THEN f.shipment_option_id ELSE i.shipment_option_id END
         FROM cart f WHERE i.id = $2 AND f.id = $1`, [fromCartId, intoCartId, SHIPMENT_OPTION.standard]);
  }

  /** A visitor's cart that was handed over goes, lines and all; a cart a member or guest holds never does. */
  async deleteHandedOver(tx: Queryable, cartId: number): Promise<void> {
    await tx.query('DELETE FROM cart WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM member WHERE cart_id = $1)', [cartId]);
  }

  /** Units in the cart (the basket badge). */
  async units(db: Queryable, cartId: number): Promise<number> {
    const [row] = await db.query<{ units: number }>('SELECT COALESCE(sum(quantity), 0)::int AS units FROM cart_item WHERE cart_id = $1', [cartId]);
    return Number(row.units);
  }
}
