import { Inject, Injectable } from '@nestjs/common';
import type { StaffAccount, StaffIdentity, StaffRole } from '../../../../contracts/admin/staff.js';
import { everyWordIn, sqlParams } from '../common/list-filters.js';
import type { SqlListQuery } from '../common/list-query.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';

/** What signing in needs of an account. */
export interface StaffCredentials {
  identity: StaffIdentity;
  passwordHash: string | null;
  totpSecret: string | null;
  totpLastStep: number | null;
}

/** An enrolment link still open (not used, not expired). */
export interface OpenEnrolment {
  staffId: number;
  email: string;
  pendingPasswordHash: string | null;
  pendingTotpSecret: string | null;
}

/** What the staff list can be narrowed to: words of the e-mail or name, a role, enabled or not, given accounts. */
export interface StaffFilter {
  q?: string;
  role?: StaffRole;
  enabled?: boolean;
  ids?: number[];
}

const RECORD_COLUMNS = `id, email, name, role, enabled, (password_hash IS NOT NULL AND totp_secret IS NOT NULL) AS enrolled, created_at`;

interface RecordRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  enabled: boolean;
  enrolled: boolean;
  created_at: Date | string;
}

const toRecord = (row: RecordRow): StaffAccount => ({
  id: row.id, email: row.email, name: row.name, role: row.role, enabled: row.enabled, enrolled: row.enrolled,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Staff accounts, their enrolment links and recovery codes (sessions: StaffSessionService). */
@Injectable()
export class StaffRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async credentialsByEmail(email: string): Promise<StaffCredentials | undefined> {
    const [row] = await this.db.query<{ id: number; email: string; name: string; role: StaffRole; password_hash: string | null; totp_secret: string | null; totp_last_step: string | null }>(
      'SELECT id, email, name, role, password_hash, totp_secret, totp_last_step FROM staff WHERE email = $1 AND enabled', [email]);
    if (!row) return undefined;
    return {
      identity: { id: row.id, email: row.email, name: row.name, role: row.role },
      passwordHash: row.password_hash,
      totpSecret: row.totp_secret,
      totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    };
  }

  /** Takes a TOTP time step for the account; false when a code of that step or a later one was taken already (two requests raced). */
  async takeTotpStep(db: Queryable, staffId: number, step: number): Promise<boolean> {
    const rows = await db.query('UPDATE staff SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id', [staffId, step]);
    return rows.length === 1;
  }

  /** Uses up one of the account's recovery codes; false when it is not one or was used. */
  async takeRecoveryCode(staffId: number, codeHash: string): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE staff_recovery_code SET used_at = now() WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING staff_id', [staffId, codeHash]);
    return rows.length === 1;
  }

  /** A new account, not yet enrolled; undefined when the e-mail is taken. */
  async insert(tx: Queryable, staff: { email: string; name: string; role: StaffRole }): Promise<StaffAccount | undefined> {
    const [row] = await tx.query<RecordRow>(
      `INSERT INTO staff (email, name, role) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING RETURNING ${RECORD_COLUMNS}`,
      [staff.email, staff.name, staff.role]);
    return row && toRecord(row);
  }

  async byId(db: Queryable, id: number, { forUpdate = false } = {}): Promise<StaffAccount | undefined> {
    const [row] = await db.query<RecordRow>(`SELECT ${RECORD_COLUMNS} FROM staff WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
    return row && toRecord(row);
  }

  async byEmail(db: Queryable, email: string, { forUpdate = false } = {}): Promise<StaffAccount | undefined> {
    const [row] = await db.query<RecordRow>(`SELECT ${RECORD_COLUMNS} FROM staff WHERE email = $1${forUpdate ? ' FOR UPDATE' : ''}`, [email]);
    return row && toRecord(row);
  }

  async update(tx: Queryable, id: number, change: { role: StaffRole; enabled: boolean }): Promise<StaffAccount> {
    const [row] = await tx.query<RecordRow>(`UPDATE staff SET role = $2, enabled = $3 WHERE id = $1 RETURNING ${RECORD_COLUMNS}`, [id, change.role, change.enabled]);
    return toRecord(row);
  }

  /**
   * Owners other than `id` who can sign in (enabled and enrolled: an unfollowed link may expire),
   * locked while the change that could remove the last one commits.
   */
  async otherActiveOwners(tx: Queryable, id: number): Promise<number> {
    const rows = await tx.query(
      `SELECT id FROM staff WHERE role = 'owner' AND enabled AND password_hash IS NOT NULL AND totp_secret IS NOT NULL AND id <> $1 FOR UPDATE`, [id]);
    return rows.length;
  }

  async list(filter: StaffFilter, query: SqlListQuery): Promise<{ rows: StaffAccount[]; total: number }> {
    const { params, param } = sqlParams();
    const where: string[] = [];
    if (filter.q !== undefined) where.push(everyWordIn(filter.q, ['email', 'name'], param));
    if (filter.role !== undefined) where.push(`role = ${param(filter.role)}`);
    if (filter.enabled !== undefined) where.push(`enabled = ${param(filter.enabled)}`);
    if (filter.ids !== undefined) where.push(`id = ANY(${param(filter.ids)}::int[])`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const countParams = [...params];
    const { column, order } = query.sort;
    const rows = await this.db.query<RecordRow & { total: string }>(
      `SELECT ${RECORD_COLUMNS}, count(*) OVER () AS total FROM staff ${whereSql}
        ORDER BY ${column} ${order}, id ${order} OFFSET ${param(query.offset)} LIMIT ${param(query.limit)}`, params);
    const total = rows.length ? Number(rows[0].total) : Number((await this.db.query<{ total: string }>(`SELECT count(*) AS total FROM staff ${whereSql}`, countParams))[0].total);
    return { rows: rows.map(toRecord), total };
  }

  /** A new link for the account; the links it had before close (only the newest one handed out works). */
  async insertEnrolment(tx: Queryable, staffId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await tx.query('UPDATE staff_enrolment SET used_at = now() WHERE staff_id = $1 AND used_at IS NULL', [staffId]);
    await tx.query('INSERT INTO staff_enrolment (token_hash, staff_id, expires_at) VALUES ($1, $2, $3)', [tokenHash, staffId, expiresAt.toISOString()]);
  }

  async openEnrolment(db: Queryable, tokenHash: string, { forUpdate = false } = {}): Promise<OpenEnrolment | undefined> {
    const [row] = await db.query<{ staff_id: number; email: string; pending_password_hash: string | null; pending_totp_secret: string | null }>(
      `SELECT e.staff_id, s.email, e.pending_password_hash, e.pending_totp_secret
         FROM staff_enrolment e JOIN staff s ON s.id = e.staff_id
        WHERE e.token_hash = $1 AND e.used_at IS NULL AND e.expires_at > now() AND s.enabled${forUpdate ? ' FOR UPDATE OF e' : ''}`, [tokenHash]);
    return row && { staffId: row.staff_id, email: row.email, pendingPasswordHash: row.pending_password_hash, pendingTotpSecret: row.pending_totp_secret };
  }

  async setPendingEnrolment(tokenHash: string, passwordHash: string, totpSecret: string): Promise<void> {
    await this.db.query('UPDATE staff_enrolment SET pending_password_hash = $2, pending_totp_secret = $3 WHERE token_hash = $1', [tokenHash, passwordHash, totpSecret]);
  }

  /** Moves the link's password and secret onto the account, closes the link and replaces the recovery codes. */
  async completeEnrolment(tx: Queryable, tokenHash: string, enrolment: OpenEnrolment, totpStep: number, recoveryCodeHashes: string[]): Promise<void> {
    await tx.query('UPDATE staff_enrolment SET used_at = now() WHERE token_hash = $1', [tokenHash]);
    await tx.query('UPDATE staff SET password_hash = $2, totp_secret = $3, totp_last_step = $4 WHERE id = $1',
      [enrolment.staffId, enrolment.pendingPasswordHash, enrolment.pendingTotpSecret, totpStep]);
    await tx.query('DELETE FROM staff_recovery_code WHERE staff_id = $1', [enrolment.staffId]);
    for (const hash of recoveryCodeHashes) await tx.query('INSERT INTO staff_recovery_code (staff_id, code_hash) VALUES ($1, $2)', [enrolment.staffId, hash]);
  }
}
