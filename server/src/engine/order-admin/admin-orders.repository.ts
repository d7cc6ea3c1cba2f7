import { Inject, Injectable } from '@nestjs/common';
import type { AdminOrderRow } from '../../../../contracts/admin/orders.js';
import type { SqlListQuery } from '../common/list-query.js';
import { DATABASE, type Database } from '../db/database.js';

interface OrderRow {
  id: number;
  doc_no: string;
  created_at: Date | string;
  status: number;
  net_total: string | number;
  currency_code: string;
  currency_decimals: number;
  email: string;
  total: string;
}

/** Fields of the console's order list, with their columns. */
export const ORDER_SORTABLE = { id: 'id', number: 'doc_no', createdAt: 'created_at', status: 'status', total: 'net_total', customerEmail: 'email' };

/** Orders as the console lists them, one page at a time from the database. */
@Injectable()
export class AdminOrdersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async page(filter: { status?: number }, query: SqlListQuery): Promise<{ rows: AdminOrderRow[]; total: number }> {
    const params: unknown[] = filter.status === undefined ? [] : [filter.status];
    const condition = filter.status === undefined ? '' : 'WHERE status = $1';
    const rows = await this.db.query<OrderRow>(
      `SELECT id, doc_no, created_at, status, net_total, currency_code, email, count(*) OVER () AS total,
              COALESCE((SELECT c.decimals FROM currency c WHERE c.code = orders.currency_code), 2) AS currency_decimals
         FROM orders ${condition}
        ORDER BY ${query.sort.column} ${query.sort.order}, id ${query.sort.order} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, query.offset, query.limit]);
    const total = rows.length ? Number(rows[0].total) : Number((await this.db.query<{ total: string }>(`SELECT count(*) AS total FROM orders ${condition}`, params))[0].total);
    return {
      rows: rows.map((row) => ({
        id: row.id, number: row.doc_no, createdAt: new Date(row.created_at).toISOString(), status: row.status,
        total: Number(row.net_total), currency: row.currency_code, currencyDecimals: Number(row.currency_decimals), customerEmail: row.email,
      })),
      total,
    };
  }
}
