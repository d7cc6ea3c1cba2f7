import { Inject, Injectable } from '@nestjs/common';
import type { AuditEntry } from '../../../../contracts/admin/audit.js';
import type { SqlListQuery } from '../common/list-query.js';
import { DATABASE, type Database } from '../db/database.js';

/** What the log can be narrowed to: whose changes, to which thing, when. */
export interface AuditFilter {
  staffId?: number;
  thingType?: string;
  thingId?: string;
  from?: Date;
  to?: Date;
}

interface EntryRow {
  id: string;
  at: Date | string;
  staff_id: number;
  staff_email: string;
  action: string;
  thing_type: string;
  thing_id: string;
  before: unknown;
  after: unknown;
  total: string;
}

const toEntry = (row: EntryRow): AuditEntry => ({
  id: Number(row.id), at: new Date(row.at).toISOString(), staffId: row.staff_id, staffEmail: row.staff_email,
  action: row.action, thingType: row.thing_type, thingId: row.thing_id, before: row.before, after: row.after,
});

/** Reads the audit log one page at a time, filtered and sorted in the database (its indexes lead with at, staff and thing). */
@Injectable()
export class AuditLogRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async page(filter: AuditFilter, query: SqlListQuery): Promise<{ rows: AuditEntry[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (condition: (placeholder: string) => string, value: unknown) => {
      params.push(value);
      where.push(condition(`$${params.length}`));
    };
    if (filter.staffId !== undefined) add((p) => `staff_id = ${p}`, filter.staffId);
    if (filter.thingType !== undefined) add((p) => `thing_type = ${p}`, filter.thingType);
    if (filter.thingId !== undefined) add((p) => `thing_id = ${p}`, filter.thingId);
    if (filter.from) add((p) => `at >= ${p}`, filter.from.toISOString());
    if (filter.to) add((p) => `at <= ${p}`, filter.to.toISOString());
    const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const rows = await this.db.query<EntryRow>(
      `SELECT id, at, staff_id, staff_email, action, thing_type, thing_id, before, after, count(*) OVER () AS total
         FROM audit_entry ${condition}
        ORDER BY ${query.sort.column} ${query.sort.order}, id ${query.sort.order} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, query.offset, query.limit]);
    const total = rows.length ? Number(rows[0].total) : Number((await this.db.query<{ total: string }>(`SELECT count(*) AS total FROM audit_entry ${condition}`, params))[0].total);
    return { rows: rows.map(toEntry), total };
  }
}
