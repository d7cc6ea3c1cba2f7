import { Injectable } from '@nestjs/common';
import { OrderStatus, type Culture } from '../../../../contracts/enums.js';
import type { CollectionItem } from '../../../../contracts/member/member-club.js';
import type { Queryable } from '../db/database.js';

/** An order as the club counts it: money in minor units of its currency. */
export interface ClubOrderRow {
  docNo: string;
  status: OrderStatus;
  currencyCode: string;
  netTotal: number;
  /** What refunded returns of the order paid back, in the same minor units. */
  refunded: number;
  createdAt: Date;
}


/** Orders that never reached the member: they earn nothing and put nothing in the collection. */
export const VOID_STATUSES: readonly OrderStatus[] = [OrderStatus.Cancel, OrderStatus.Rejected, OrderStatus.Invalid];

/** The club's and the collection's reads of a member's orders (read only: orders are written by order placement). */
@Injectable()
export class MemberClubRepository {
  async orders(db: Queryable, memberId: number): Promise<ClubOrderRow[]> {
    const rows = await db.query<{ doc_no: string; status: number; currency_code: string; net_total: string | number; refunded: string | number; created_at: Date }>(
      `SELECT o.doc_no, o.status, o.currency_code, o.net_total, o.created_at,
              COALESCE((SELECT sum(r.refunded_amount) FROM order_return r WHERE r.order_id = o.id AND r.status = 'refunded'), 0) AS refunded
         FROM orders o WHERE o.member_id = $1 ORDER BY o.created_at DESC, o.id DESC`,
      [memberId],
    );
    return rows.map((row) => ({
      docNo: row.doc_no, status: row.status, currencyCode: row.currency_code, netTotal: Number(row.net_total), refunded: Number(row.refunded), createdAt: new Date(row.created_at),
    }));
  }

  /**
   * Every product of the member's orders that did not fail and that the shop still sells, as it is
   * today (name, page, first picture, price in `currencyId`), most recently bought first.
   */
  async collection(db: Queryable, memberId: number, culture: Culture, currencyId: number, limit: number): Promise<CollectionItem[]> {
    const en = culture === 'en';
    const rows = await db.query<{ product_id: number; name: string; route_path: string; image_path: string | null; sales_price: string | number; quantity: string | number; last_bought_at: Date }>(
      `WITH bought AS (
         SELECT l.product_id, sum(l.quantity) AS quantity, max(o.created_at) AS last_bought_at
           FROM order_line l JOIN orders o ON o.id = l.order_id
          WHERE o.member_id = $1 AND o.status <> ALL($2::smallint[])
          GROUP BY l.product_id)
       SELECT b.product_id, ${en ? 'p.name_en' : 'p.name_tr'} AS name, ${en ? 'p.route_path_en' : 'p.route_path_tr'} AS route_path,
              (SELECT d.file_path FROM product_document d WHERE d.product_id = p.id AND d.document_type = 1 ORDER BY d.is_default DESC, d.sort_order LIMIT 1) AS image_path,
              pp.sales_price, b.quantity, b.last_bought_at
         FROM bought b
         JOIN product p ON p.id = b.product_id AND p.is_approved
         JOIN product_price pp ON pp.product_id = p.id AND pp.currency_id = $3
        ORDER BY b.last_bought_at DESC, b.product_id
        LIMIT $4`,
      [memberId, VOID_STATUSES, currencyId, limit],
    );
    return rows.map((row) => ({
      productId: row.product_id, name: row.name, routePath: row.route_path, ...(row.image_path ? { imagePath: row.image_path } : {}),
      salesPrice: Number(row.sales_price) / 100, quantity: Number(row.quantity), createdAt: new Date(row.last_bought_at).toISOString(),
    }));
  }
}
