import { Inject, Injectable } from '@nestjs/common';
import type { AdminReturnLine, AdminReturnRow } from '../../../../contracts/admin/returns.js';
import type { Culture } from '../../../../contracts/enums.js';
import type { ReturnStatus } from '../../../../contracts/order/order-return.js';
import { everyWordIn, sqlParams } from '../common/list-filters.js';
import type { SqlListQuery } from '../common/list-query.js';
import { DATABASE, type Database } from '../db/database.js';
import { reasonName, RETURN_REASONS } from '../order/order-reasons.js';

/** Fields of the console's return list, with their columns. */
export const RETURN_SORTABLE = { id: 'r.id', createdAt: 'r.created_at', status: 'r.status', orderNumber: 'o.doc_no', amount: 'r.amount', customerEmail: 'o.email' };

/** The list's filters, checked by the controller. */
export interface ReturnFilter {
  status?: ReturnStatus;
  from?: Date;
  to?: Date;
  /** Words typed, each found in the order number (everyWordIn). */
  orderNumber?: string;
  /** Words typed, each found in the e-mail or the member's name. */
  customer?: string;
  customerId?: number;
}

const ROW_COLUMNS = `r.id, r.order_id, o.doc_no, r.status, r.reason_id, o.email, trim(m.name || ' ' || m.surname) AS customer_name, r.amount, r.refunded_amount,
  o.currency_code, COALESCE((SELECT c.decimals FROM currency c WHERE c.code = o.currency_code), 2) AS currency_decimals, r.created_at, r.note,
  (SELECT COALESCE(sum(l.quantity), 0)::int FROM order_return_line l WHERE l.return_id = r.id) AS item_count`;
const FROM = 'FROM order_return r JOIN orders o ON o.id = r.order_id JOIN member m ON m.id = o.member_id';

/** Returns as the console reads them, one page at a time (the rules of a return stay in engine/order). */
@Injectable()
export class AdminReturnsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async page(filter: ReturnFilter, query: SqlListQuery, culture: Culture): Promise<{ rows: AdminReturnRow[]; total: number }> {
    const { params, param } = sqlParams();
    const where: string[] = [];
    const add = (condition: (n: string) => string, value: unknown) => where.push(condition(param(value)));
    if (filter.status) add((n) => `r.status = ${n}`, filter.status);
    if (filter.from) add((n) => `r.created_at >= ${n}`, filter.from);
    if (filter.to) add((n) => `r.created_at <= ${n}`, filter.to);
    if (filter.orderNumber) where.push(everyWordIn(filter.orderNumber, ['o.doc_no'], param));
    if (filter.customer) where.push(everyWordIn(filter.customer, ['o.email', 'm.name', 'm.surname'], param));
    if (filter.customerId) add((n) => `o.member_id = ${n}`, filter.customerId);
    const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT ${ROW_COLUMNS}, count(*) OVER () AS total ${FROM} ${condition}
        ORDER BY ${query.sort.column} ${query.sort.order}, r.id ${query.sort.order} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, query.offset, query.limit]);
    const total = rows.length ? Number(rows[0].total) : Number((await this.db.query<{ n: string }>(`SELECT count(*) AS n ${FROM} ${condition}`, params))[0].n);
    return { rows: rows.map((row) => rowOf(row, culture)), total };
  }

  async one(id: number, culture: Culture): Promise<(AdminReturnRow & { note: string | null; paymentType: number; paymentStatus?: string }) | undefined> {
    const [row] = await this.db.query<Record<string, unknown>>(
      `SELECT ${ROW_COLUMNS}, o.payment_type, (SELECT p.status FROM payment p WHERE p.order_id = o.id ORDER BY p.id DESC LIMIT 1) AS payment_status ${FROM} WHERE r.id = $1`, [id]);
    if (!row) return undefined;
    return { ...rowOf(row, culture), note: row.note as string | null, paymentType: Number(row.payment_type), ...(row.payment_status ? { paymentStatus: (row.payment_status as string) } : {}) };
  }

  /** The return's lines with the warehouses their units came from (and go back to). */
  async lines(id: number): Promise<AdminReturnLine[]> {
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT ol.stock_barcode_id, ol.product_id, ol.name, ol.size, l.quantity, l.refunded_quantity, l.amount,
              ARRAY(SELECT w.name FROM jsonb_array_elements(ol.taken_from) t JOIN warehouse w ON w.id = (t->>'warehouseId')::int) AS warehouses
         FROM order_return_line l JOIN order_line ol ON ol.id = l.order_line_id WHERE l.return_id = $1 ORDER BY l.id`, [id]);
    return rows.map((row) => ({
      stockBarcodeId: Number(row.stock_barcode_id), productId: Number(row.product_id), name: String(row.name), ...(row.size ? { size: (row.size as string) } : {}),
      quantity: Number(row.quantity), refundedQuantity: Number(row.refunded_quantity), amount: Number(row.amount), warehouses: (row.warehouses as string[] | null) ?? [],
    }));
  }
}

function rowOf(row: Record<string, unknown>, culture: Culture): AdminReturnRow {
  return {
    id: Number(row.id), orderId: Number(row.order_id), orderNumber: String(row.doc_no), status: row.status as ReturnStatus,
    reasonName: reasonName(RETURN_REASONS, Number(row.reason_id), culture) ?? String(row.reason_id), customerEmail: String(row.email), customerName: ((row.customer_name as string | null) ?? ''),
    itemCount: Number(row.item_count), amount: Number(row.amount), refundedAmount: Number(row.refunded_amount), currency: String(row.currency_code),
    currencyDecimals: Number(row.currency_decimals), createdAt: new Date(row.created_at as string).toISOString(),
  };
}
