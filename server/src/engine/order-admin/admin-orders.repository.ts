import { Inject, Injectable } from '@nestjs/common';
import type { AdminOrderMail, AdminOrderRow } from '../../../../contracts/admin/orders.js';
import { PaymentType } from '../../../../contracts/enums.js';
import type { SqlListQuery } from '../common/list-query.js';
import { everyWordIn, sqlParams } from '../common/list-filters.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';

/** The order list's filters, checked (admin-order-list.ts). */
export interface OrderListFilter {
  ids?: number[];
  status?: number;
  paymentType?: number;
  paymentState?: string;
  from?: Date;
  to?: Date;
  customer?: string;
  number?: string;
  overdue?: boolean;
}

interface OrderRow {
  id: number;
  doc_no: string;
  created_at: Date | string;
  status: number;
  net_total: string | number;
  currency_code: string;
  currency_decimals: number;
  email: string;
  customer_name: string;
  payment_type: number;
  payment_state: string | null;
  due_at: Date | string | null;
  tracking_number: string | null;
  total: string;
}

/** Fields of the console's order list, with their columns. */
export const ORDER_SORTABLE = {
  id: 'o.id', number: 'o.doc_no', createdAt: 'o.created_at', status: 'o.status', total: 'o.net_total', customerEmail: 'o.email', dueAt: 'p.due_at',
};

const CUSTOMER_NAME = "trim(coalesce(o.invoice_address->>'name', '') || ' ' || coalesce(o.invoice_address->>'surname', ''))";

/** The WHERE of `filter`, its parameters numbered from $1. */
function whereOf(filter: OrderListFilter, now: Date): { sql: string; params: unknown[] } {
  const { params, param } = sqlParams();
  const conditions: string[] = [];
  const add = (condition: (n: string) => string, value: unknown) => conditions.push(condition(param(value)));
  if (filter.ids) add((n) => `o.id = ANY(${n}::int[])`, filter.ids);
  if (filter.status !== undefined) add((n) => `o.status = ${n}`, filter.status);
  if (filter.paymentType !== undefined) add((n) => `o.payment_type = ${n}`, filter.paymentType);
  if (filter.paymentState !== undefined) add((n) => `p.status = ${n}`, filter.paymentState);
  if (filter.from) add((n) => `o.created_at >= ${n}`, filter.from);
  if (filter.to) add((n) => `o.created_at <= ${n}`, filter.to);
  if (filter.customer) conditions.push(everyWordIn(filter.customer, ['o.email', CUSTOMER_NAME], param));
  if (filter.number) conditions.push(everyWordIn(filter.number, ['o.doc_no'], param));
  if (filter.overdue !== undefined) {
    const [type, at] = [param(PaymentType.PayLater), param(now)];
    conditions.push(`o.payment_type = ${type} AND p.status = 'waiting' AND ${filter.overdue ? '' : 'NOT '}(p.due_at < ${at})`);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

// An order has one payment row (placement writes it); the lateral join keeps a row without one.
const FROM = `FROM orders o LEFT JOIN LATERAL (SELECT status, due_at FROM payment WHERE order_id = o.id ORDER BY id DESC LIMIT 1) p ON true`;

/** Orders as the console lists them, one page at a time from the database. */
@Injectable()
export class AdminOrdersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async page(filter: OrderListFilter, query: SqlListQuery, now = new Date()): Promise<{ rows: AdminOrderRow[]; total: number }> {
    const where = whereOf(filter, now);
    const n = where.params.length;
    const rows = await this.db.query<OrderRow>(
      `SELECT o.id, o.doc_no, o.created_at, o.status, o.net_total, o.currency_code, o.email, o.payment_type, o.tracking_number, ${CUSTOMER_NAME} AS customer_name,
              p.status AS payment_state, p.due_at, count(*) OVER () AS total,
              COALESCE((SELECT c.decimals FROM currency c WHERE c.code = o.currency_code), 2) AS currency_decimals
         ${FROM} ${where.sql}
        ORDER BY ${query.sort.column} ${query.sort.order} NULLS LAST, o.id ${query.sort.order} OFFSET $${n + 1} LIMIT $${n + 2}`,
      [...where.params, query.offset, query.limit]);
    const total = rows.length ? Number(rows[0].total) : Number((await this.db.query<{ total: string }>(`SELECT count(*) AS total ${FROM} ${where.sql}`, where.params))[0].total);
    return { rows: rows.map(rowOf), total };
  }

  /** One order's list row; undefined when there is none. */
  async row(db: Queryable, id: number): Promise<AdminOrderRow | undefined> {
    const [row] = await db.query<OrderRow>(
      `SELECT o.id, o.doc_no, o.created_at, o.status, o.net_total, o.currency_code, o.email, o.payment_type, o.tracking_number, ${CUSTOMER_NAME} AS customer_name,
              p.status AS payment_state, p.due_at, 1 AS total,
              COALESCE((SELECT c.decimals FROM currency c WHERE c.code = o.currency_code), 2) AS currency_decimals
         ${FROM} WHERE o.id = $1`, [id]);
    return row && rowOf(row);
  }

  /** The order's number; undefined when there is no such order. */
  async numberOf(db: Queryable, id: number): Promise<string | undefined> {
    const [row] = await db.query<{ doc_no: string }>('SELECT doc_no FROM orders WHERE id = $1', [id]);
    return row?.doc_no;
  }

  /**
   * The mails the engine wrote about the order, newest first: every order and return mail goes
   * through the outbox and names the order's number in its subject (order-mails.ts), so the
   * outbox is their record; the number is matched whole (VTR-2026-1 is not VTR-2026-12).
   */
  async mails(db: Queryable, email: string, docNo: string): Promise<AdminOrderMail[]> {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT id, to_address, subject, created_at, sent_at FROM notification_outbox
        WHERE lower(to_address) = lower($1) AND subject ~* ('(^|[^0-9A-Za-z-])' || $2 || '($|[^0-9A-Za-z-])')
        ORDER BY id DESC LIMIT 100`, [email, docNo.replace(/[^0-9A-Za-z-]/g, '')]);
    return rows.map((row) => ({
      id: Number(row.id), to: String(row.to_address), subject: String(row.subject), createdAt: new Date(row.created_at as string).toISOString(),
      ...(row.sent_at ? { sentAt: new Date(row.sent_at as string).toISOString() } : {}),
    }));
  }
}

function rowOf(row: OrderRow): AdminOrderRow {
  return {
    id: row.id, number: row.doc_no, createdAt: new Date(row.created_at).toISOString(), status: row.status,
    total: Number(row.net_total), currency: row.currency_code, currencyDecimals: Number(row.currency_decimals), customerEmail: row.email,
    customerName: row.customer_name, paymentType: Number(row.payment_type), paymentState: row.payment_state ?? 'waiting',
    ...(row.due_at ? { dueAt: new Date(row.due_at).toISOString() } : {}),
    ...(row.tracking_number ? { trackingNumber: row.tracking_number } : {}),
  };
}
