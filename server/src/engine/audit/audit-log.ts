import { Injectable } from '@nestjs/common';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import type { Queryable } from '../db/database.js';

/** A change to record: what was done to which thing, and the thing before and after. */
export interface AuditedChange {
  action: string;
  thingType: string;
  thingId: string | number;
  before: unknown;
  after: unknown;
}

/**
 * The audit log's one writer. Every staff change calls `record` with the transaction that makes
 * the change (never the database itself), so the change and its record commit together.
 */
@Injectable()
export class AuditLog {
  async record(tx: Queryable, actor: StaffIdentity, change: AuditedChange): Promise<void> {
    await tx.query(
      `INSERT INTO audit_entry (staff_id, staff_email, action, thing_type, thing_id, before, after)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
      [actor.id, actor.email, change.action, change.thingType, String(change.thingId), jsonOrNull(change.before), jsonOrNull(change.after)]);
  }
}

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
