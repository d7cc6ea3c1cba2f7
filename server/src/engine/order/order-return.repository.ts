import { Injectable } from '@nestjs/common';
import type { ReturnStatus } from '../../../../contracts/order/order-return.js';
import type { Queryable } from '../db/database.js';

/** A return row with what its reads need of the order. */
export interface ReturnRow {
  id: number;
  orderId: number;
  docNo: string;
  memberId: number;
  email: string;
  isGuest: boolean;
  culture: 'tr' | 'en';
  currencyCode: string;
  reasonId: number;
  note: string | null;
  status: ReturnStatus;
  amount: number;
  refundedAmount: number;
  createdAt: Date;
}

export interface ReturnLineRow {
  orderLineId: number;
  productId: number;
  stockBarcodeId: number;
  name: string;
  size: string | null;
  quantity: number;
  amount: number;
  unitPriceWithTax: number;
}

export interface NewReturn {
  orderId: number;
  memberId: number;
  reasonId: number;
  note: string | null;
  amount: number;
  lines: { orderLineId: number; quantity: number; amount: number }[];
}

const RETURN_COLUMNS = `r.id, r.order_id, o.doc_no, r.member_id, o.email, o.is_guest, o.culture, o.currency_code, r.reason_id, r.note, r.status, r.amount,
  r.refunded_amount, r.created_at`;

function returnOf(row: Record<string, unknown>): ReturnRow {
  return {
    id: Number(row.id), orderId: Number(row.order_id), docNo: String(row.doc_no), memberId: Number(row.member_id), email: String(row.email),
    isGuest: row.is_guest === true, culture: row.culture === 'en' ? 'en' : 'tr', currencyCode: String(row.currency_code), reasonId: Number(row.reason_id),
    note: row.note as string | null, status: row.status as ReturnStatus, amount: Number(row.amount), refundedAmount: Number(row.refunded_amount),
    createdAt: new Date(row.created_at as string | Date),
  };
}

/** The only SQL of returns. Methods take the transaction they run in. */
@Injectable()
export class OrderReturnRepository {
  /** Units of each order line already sent back or on their way (every return but a rejected one), by order line id. */
  async returnedUnits(db: Queryable, orderId: number): Promise<Map<number, number>> {
    const rows = await db.query<{ order_line_id: number; n: number }>(
      `SELECT l.order_line_id, sum(l.quantity)::int AS n FROM order_return_line l JOIN order_return r ON r.id = l.return_id
        WHERE r.order_id = $1 AND r.status <> 'rejected' GROUP BY l.order_line_id`, [orderId]);
    return new Map(rows.map((row) => [Number(row.order_line_id), Number(row.n)]));
  }

  async insert(tx: Queryable, request: NewReturn): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO order_return (order_id, member_id, reason_id, note, amount) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [request.orderId, request.memberId, request.reasonId, request.note, request.amount]);
    const id = Number(row.id);
    for (const line of request.lines) {
      await tx.query('INSERT INTO order_return_line (return_id, order_line_id, quantity, amount) VALUES ($1, $2, $3, $4)', [id, line.orderLineId, line.quantity, line.amount]);
    }
    await this.addHistory(tx, id, 'requested', null);
    return id;
  }

  /** Minor units already paid back for the order's other returns. */
  async refundedBefore(tx: Queryable, orderId: number, exceptReturnId: number): Promise<number> {
    const [row] = await tx.query<{ n: number }>('SELECT COALESCE(sum(refunded_amount), 0)::int AS n FROM order_return WHERE order_id = $1 AND id <> $2', [orderId, exceptReturnId]);
    return Number(row.n);
  }

  async addHistory(tx: Queryable, returnId: number, status: ReturnStatus, note: string | null): Promise<void> {
    await tx.query('INSERT INTO order_return_history (return_id, status, note) VALUES ($1, $2, $3)', [returnId, status, note]);
  }

  async setStatus(tx: Queryable, returnId: number, status: ReturnStatus, refundedAmount: number): Promise<void> {
    await tx.query('UPDATE order_return SET status = $2, refunded_amount = $3, updated_at = now() WHERE id = $1', [returnId, status, refundedAmount]);
  }

  /** The units of each line the refund took back (a partial refund leaves the others at 0). */
  async setRefundedUnits(tx: Queryable, returnId: number, units: { orderLineId: number; quantity: number }[]): Promise<void> {
    for (const unit of units) {
      await tx.query('UPDATE order_return_line SET refunded_quantity = $3 WHERE return_id = $1 AND order_line_id = $2', [returnId, unit.orderLineId, unit.quantity]);
    }
  }

  /** The return; `lock` holds its row (and its order's) until the transaction ends. */
  async byId(db: Queryable, id: number, lock = false): Promise<ReturnRow | undefined> {
    const [row] = await db.query(`SELECT ${RETURN_COLUMNS} FROM order_return r JOIN orders o ON o.id = r.order_id WHERE r.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return row && returnOf(row);
  }

  async lines(db: Queryable, returnId: number): Promise<ReturnLineRow[]> {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT l.order_line_id, ol.product_id, ol.stock_barcode_id, ol.name, ol.size, l.quantity, l.amount, ol.unit_price_with_tax
         FROM order_return_line l JOIN order_line ol ON ol.id = l.order_line_id WHERE l.return_id = $1 ORDER BY l.id`, [returnId]);
    return rows.map((row) => ({
      orderLineId: Number(row.order_line_id), productId: Number(row.product_id), stockBarcodeId: Number(row.stock_barcode_id), name: String(row.name),
      size: row.size as string | null, quantity: Number(row.quantity), amount: Number(row.amount), unitPriceWithTax: Number(row.unit_price_with_tax),
    }));
  }

  async history(db: Queryable, returnId: number): Promise<{ status: ReturnStatus; note: string | null; at: Date }[]> {
    const rows = await db.query<{ status: string; note: string | null; created_at: string | Date }>(
      'SELECT status, note, created_at FROM order_return_history WHERE return_id = $1 ORDER BY id', [returnId]);
    return rows.map((row) => ({ status: row.status as ReturnStatus, note: row.note, at: new Date(row.created_at) }));
  }

  /** The member's returns, newest first, with their unit counts, and how many there are. */
  async ofMember(db: Queryable, memberId: number, limit: number, offset: number): Promise<{ rows: (ReturnRow & { itemCount: number })[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      db.query<Record<string, unknown>>(
        `SELECT ${RETURN_COLUMNS}, (SELECT COALESCE(sum(l.quantity), 0)::int FROM order_return_line l WHERE l.return_id = r.id) AS item_count
           FROM order_return r JOIN orders o ON o.id = r.order_id WHERE r.member_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
        [memberId, limit, offset]),
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_return WHERE member_id = $1', [memberId]),
    ]);
    return { rows: rows.map((row) => ({ ...returnOf(row), itemCount: Number(row.item_count) })), total: Number(count.n) };
  }
}
