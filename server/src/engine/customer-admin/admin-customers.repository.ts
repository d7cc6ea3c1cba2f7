import { Inject, Injectable } from '@nestjs/common';
import type { AdminCustomer, AdminCustomerRow, AdminMessageRow, CustomerKind } from '../../../../contracts/admin/customers.js';
import type { Culture } from '../../../../contracts/enums.js';
import type { ReturnStatus } from '../../../../contracts/order/order-return.js';
import { everyWordIn, sqlParams } from '../common/list-filters.js';
import type { SqlListQuery } from '../common/list-query.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { previewOf } from '../member-message/member-message.repository.js';

/** Fields of the console's customer list, with their columns. */
export const CUSTOMER_SORTABLE = { id: 'm.id', email: 'm.email', name: 'm.name', createdAt: 'm.created_at', orderCount: 'm.order_count' };
/** Fields of the console's message list. */
export const MESSAGE_SORTABLE = { id: 't.id', lastMessageAt: 't.last_message_at', createdAt: 't.created_at' };

export interface CustomerFilter {
  /** Words typed, each found in the name, e-mail or phone (everyWordIn). */
  q?: string;
  /** Words typed, each found in one of the customer's order numbers. */
  orderNumber?: string;
  kind?: CustomerKind;
}

export interface MessageFilter {
  answered?: boolean;
  customerId?: number;
}

const iso = (value: unknown) => new Date(value as string).toISOString();
const isoOrNothing = (value: unknown) => (value ? iso(value) : undefined);
const DECIMALS = (code: string) => `COALESCE((SELECT c.decimals FROM currency c WHERE c.code = ${code}), 2)`;

const CUSTOMER_COLUMNS = `m.id, m.is_guest, m.email, trim(m.name || ' ' || m.surname) AS name, m.mobile_phone, m.created_at,
  (SELECT count(*)::int FROM orders o WHERE o.member_id = m.id) AS order_count`;

function customerOf(row: Record<string, unknown>): AdminCustomerRow {
  return {
    id: Number(row.id), kind: row.is_guest === true ? 'guest' : 'member', email: String(row.email), name: ((row.name as string | null) ?? ''),
    ...(row.mobile_phone ? { phone: (row.mobile_phone as string) } : {}), orderCount: Number(row.order_count), createdAt: iso(row.created_at),
  };
}

const MESSAGE_COLUMNS = `t.id, t.member_id, mb.email, trim(mb.name || ' ' || mb.surname) AS member_name, {subject} AS subject, t.created_at, t.last_message_at,
  (SELECT left(m.body, 640) FROM thread_message m WHERE m.thread_id = t.id ORDER BY m.id LIMIT 1) AS first_body,
  (SELECT m.author FROM thread_message m WHERE m.thread_id = t.id ORDER BY m.id DESC LIMIT 1) AS last_author,
  (SELECT count(*) FROM thread_message m WHERE m.thread_id = t.id)::int AS message_count`;
const MESSAGE_FROM = 'FROM message_thread t JOIN message_subject s ON s.id = t.subject_id JOIN member mb ON mb.id = t.member_id AND mb.deleted_at IS NULL';

function messageOf(row: Record<string, unknown>): AdminMessageRow {
  return {
    id: Number(row.id), customerId: Number(row.member_id), customerEmail: String(row.email), customerName: ((row.member_name as string | null) ?? ''), subject: String(row.subject),
    preview: previewOf(typeof row.first_body === 'string' ? row.first_body : ''), answered: row.last_author === 'shop', messageCount: Number(row.message_count),
    createdAt: iso(row.created_at), lastMessageAt: iso(row.last_message_at),
  };
}

/** Customers and their threads as the console reads them (changes go through the engine's own services). */
@Injectable()
export class AdminCustomersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async page(filter: CustomerFilter, query: SqlListQuery): Promise<{ rows: AdminCustomerRow[]; total: number }> {
    const { params, param } = sqlParams();
    const where = ['m.deleted_at IS NULL'];
    if (filter.q) where.push(everyWordIn(filter.q, ['m.email', 'm.name', 'm.surname', 'm.mobile_phone'], param));
    if (filter.orderNumber) where.push(`EXISTS (SELECT 1 FROM orders o WHERE o.member_id = m.id AND ${everyWordIn(filter.orderNumber, ['o.doc_no'], param)})`);
    if (filter.kind) where.push(`m.is_guest = ${param(filter.kind === 'guest')}`);
    const condition = `WHERE ${where.join(' AND ')}`;
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT * FROM (SELECT ${CUSTOMER_COLUMNS}, count(*) OVER () AS total FROM member m ${condition}) m
        ORDER BY ${query.sort.column} ${query.sort.order}, m.id ${query.sort.order} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, query.offset, query.limit]);
    const total = rows.length ? Number(rows[0].total) : Number((await this.db.query<{ n: string }>(`SELECT count(*) AS n FROM member m ${condition}`, params))[0].n);
    return { rows: rows.map(customerOf), total };
  }

  async customer(db: Queryable, id: number): Promise<AdminCustomerRow | undefined> {
    const [row] = await db.query<Record<string, unknown>>(`SELECT ${CUSTOMER_COLUMNS} FROM member m WHERE m.id = $1 AND m.deleted_at IS NULL`, [id]);
    return row && customerOf(row);
  }

  /** What a customer's page shows besides the club and segments (read in one go, at one moment). */
  async details(id: number, culture: Culture): Promise<Omit<AdminCustomer, keyof AdminCustomerRow | 'club' | 'segments' | 'messages'>> {
    const name = culture === 'en' ? 'p.name_en' : 'p.name_tr';
    const [orders, returns, addresses, stockAlarms, priceAlarms, wallet, entries, [consent]] = await Promise.all([
      this.db.query<Record<string, unknown>>(
        `SELECT o.id, o.doc_no, o.status, o.created_at, o.net_total, o.currency_code, ${DECIMALS('o.currency_code')} AS decimals
           FROM orders o WHERE o.member_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT 100`, [id]),
      this.db.query<Record<string, unknown>>(
        `SELECT r.id, o.doc_no, r.status, r.created_at, r.amount, o.currency_code, ${DECIMALS('o.currency_code')} AS decimals
           FROM order_return r JOIN orders o ON o.id = r.order_id WHERE o.member_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 100`, [id]),
      this.db.query<Record<string, unknown>>('SELECT id, title, name, surname, mobile_phone, description, postal_code FROM member_address WHERE member_id = $1 ORDER BY id', [id]),
      this.db.query<Record<string, unknown>>(
        `SELECT a.product_id, ${name} AS product_name, a.stock_barcode_id, a.created_at, a.notified_at FROM stock_alarm a LEFT JOIN product p ON p.id = a.product_id
          WHERE a.member_id = $1 ORDER BY a.created_at DESC`, [id]),
      this.db.query<Record<string, unknown>>(
        `SELECT a.product_id, ${name} AS product_name, a.alarm_price, c.code, c.decimals, a.created_at, a.notified_at FROM price_alarm a
           LEFT JOIN product p ON p.id = a.product_id JOIN currency c ON c.id = a.currency_id WHERE a.member_id = $1 ORDER BY a.created_at DESC`, [id]),
      this.db.query<Record<string, unknown>>(
        'SELECT w.currency_id, w.balance, c.code, c.decimals FROM member_wallet w JOIN currency c ON c.id = w.currency_id WHERE w.member_id = $1 ORDER BY c.code', [id]),
      this.db.query<Record<string, unknown>>(
        `SELECT e.amount, e.note, e.created_at, c.code, c.decimals FROM wallet_entry e JOIN currency c ON c.id = e.currency_id
          WHERE e.member_id = $1 ORDER BY e.id DESC LIMIT 20`, [id]),
      this.db.query<Record<string, unknown>>(
        `SELECT m.is_email_permitted, m.email_permitted_at, m.is_sms_permitted, m.sms_permitted_at,
                (SELECT n.status FROM newsletter_subscription n WHERE n.email = m.email) AS newsletter FROM member m WHERE m.id = $1`, [id]),
    ]);
    const money = (amount: unknown, row: Record<string, unknown>, code = 'currency_code') => ({ amount: Number(amount), currency: String(row[code]), currencyDecimals: Number(row.decimals) });
    return {
      orders: orders.map((row) => ({ id: Number(row.id), number: String(row.doc_no), status: Number(row.status), createdAt: iso(row.created_at), ...money(row.net_total, row) })),
      returns: returns.map((row) => ({ id: Number(row.id), orderNumber: String(row.doc_no), status: row.status as ReturnStatus, createdAt: iso(row.created_at), ...money(row.amount, row) })),
      addresses: addresses.map((row) => ({
        id: Number(row.id), title: String(row.title), name: `${String(row.name)} ${String(row.surname)}`.trim(), phone: (row.mobile_phone as string), description: String(row.description),
        ...(row.postal_code ? { postalCode: (row.postal_code as string) } : {}),
      })),
      stockAlarms: stockAlarms.map((row) => ({
        productId: Number(row.product_id), productName: String(row.product_name ?? row.product_id), stockBarcodeId: Number(row.stock_barcode_id), createdAt: iso(row.created_at),
        ...(row.notified_at ? { notifiedAt: isoOrNothing(row.notified_at) } : {}),
      })),
      priceAlarms: priceAlarms.map((row) => ({
        productId: Number(row.product_id), productName: String(row.product_name ?? row.product_id), createdAt: iso(row.created_at),
        ...(row.notified_at ? { notifiedAt: isoOrNothing(row.notified_at) } : {}), ...money(row.alarm_price, row, 'code'),
      })),
      wallet: wallet.map((row) => ({ currencyId: Number(row.currency_id), ...money(row.balance, row, 'code') })),
      walletEntries: entries.map((row) => ({ note: ((row.note as string | null) ?? ''), createdAt: iso(row.created_at), ...money(row.amount, row, 'code') })),
      consents: {
        email: consent?.is_email_permitted === true, ...(consent?.email_permitted_at ? { emailAt: isoOrNothing(consent.email_permitted_at) } : {}),
        sms: consent?.is_sms_permitted === true, ...(consent?.sms_permitted_at ? { smsAt: isoOrNothing(consent.sms_permitted_at) } : {}),
        ...(consent?.newsletter ? { newsletter: (consent.newsletter as string) } : {}),
      },
    };
  }

  /** The member's assigned segments, with when each was assigned (ISO). */
  async segmentMappings(id: number): Promise<Map<string, string>> {
    const rows = await this.db.query<{ segment_code: string; assigned_at: string }>('SELECT segment_code, assigned_at FROM member_segment_mapping WHERE member_id = $1', [id]);
    return new Map(rows.map((row) => [row.segment_code, iso(row.assigned_at)]));
  }

  /** A currency's code by id (undefined for none). */
  async currency(id: number): Promise<string | undefined> {
    const [row] = await this.db.query<{ code: string }>('SELECT code FROM currency WHERE id = $1', [id]);
    return row?.code;
  }

  async messages(filter: MessageFilter, query: SqlListQuery, culture: Culture): Promise<{ rows: AdminMessageRow[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (condition: (n: string) => string, value: unknown) => { params.push(value); where.push(condition(`$${params.length}`)); };
    if (filter.customerId) add((n) => `t.member_id = ${n}`, filter.customerId);
    if (filter.answered !== undefined) {
      add((n) => `((SELECT m.author FROM thread_message m WHERE m.thread_id = t.id ORDER BY m.id DESC LIMIT 1) = 'shop') = ${n}`, filter.answered);
    }
    const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const columns = MESSAGE_COLUMNS.replace('{subject}', culture === 'en' ? 's.name_en' : 's.name_tr');
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT ${columns}, count(*) OVER () AS total ${MESSAGE_FROM} ${condition}
        ORDER BY ${query.sort.column} ${query.sort.order}, t.id ${query.sort.order} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, query.offset, query.limit]);
    const total = rows.length ? Number(rows[0].total) : Number((await this.db.query<{ n: string }>(`SELECT count(*) AS n ${MESSAGE_FROM} ${condition}`, params))[0].n);
    return { rows: rows.map(messageOf), total };
  }

  async message(id: number, culture: Culture): Promise<AdminMessageRow | undefined> {
    const columns = MESSAGE_COLUMNS.replace('{subject}', culture === 'en' ? 's.name_en' : 's.name_tr');
    const [row] = await this.db.query<Record<string, unknown>>(`SELECT ${columns} ${MESSAGE_FROM} WHERE t.id = $1`, [id]);
    return row && messageOf(row);
  }
}
