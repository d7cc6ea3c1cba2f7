import { Injectable } from '@nestjs/common';
import type { MemberDocument } from '../../../../contracts/member/member-details.js';
import type { Queryable } from '../db/database.js';
import { VOID_STATUSES } from '../order/member-club.repository.js';

/** A member's mapping to an operator-assigned segment. */
export interface SegmentMappingRow {
  code: string;
  assignedAt: Date;
}

/** A member the operator looks up: the id and the integration code with the join date. */
export interface IntegrationRow {
  id: number;
  integrationCode: string | null;
  createdAt: Date;
}

const iso = (value: unknown) => new Date(value as string).toISOString();

/** The SQL of the member service's details: integration codes, segments, documents, references. */
@Injectable()
export class MemberDetailsRepository {
  async byIntegrationCode(db: Queryable, code: string): Promise<number | undefined> {
    const [row] = await db.query<{ id: number }>('SELECT id FROM member WHERE integration_code = $1 AND deleted_at IS NULL', [code]);
    return row && Number(row.id);
  }

  async integration(db: Queryable, memberId: number): Promise<IntegrationRow | undefined> {
    const [row] = await db.query<{ id: number; integration_code: string | null; created_at: string }>(
      'SELECT id, integration_code, created_at FROM member WHERE id = $1 AND deleted_at IS NULL', [memberId]);
    return row && { id: Number(row.id), integrationCode: row.integration_code, createdAt: new Date(row.created_at) };
  }

  /** False when another member holds the code (the unique index decides). */
  async setIntegrationCode(tx: Queryable, memberId: number, code: string): Promise<boolean> {
    const [taken] = await tx.query('SELECT 1 FROM member WHERE integration_code = $1 AND id <> $2', [code, memberId]);
    if (taken) return false;
    await tx.query('UPDATE member SET integration_code = $2 WHERE id = $1', [memberId, code]);
    return true;
  }

  /** The derived segments' facts: an order that was not cancelled, a confirmed newsletter subscription of `email` (none without one). */
  async segmentFacts(db: Queryable, memberId: number, email: string | undefined): Promise<{ buyer: boolean; newsletter: boolean }> {
    const [row] = await db.query<{ buyer: boolean; newsletter: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM orders WHERE member_id = $1 AND status <> ALL($2::smallint[])) AS buyer,
              EXISTS (SELECT 1 FROM newsletter_subscription WHERE email = $3 AND status = 'confirmed') AS newsletter`,
      [memberId, VOID_STATUSES, email ?? null]);
    return { buyer: row.buyer === true, newsletter: row.newsletter === true };
  }

  async mappings(db: Queryable, memberId: number): Promise<SegmentMappingRow[]> {
    const rows = await db.query<{ segment_code: string; assigned_at: string }>(
      'SELECT segment_code, assigned_at FROM member_segment_mapping WHERE member_id = $1 ORDER BY assigned_at, segment_code', [memberId]);
    return rows.map((row) => ({ code: row.segment_code, assignedAt: new Date(row.assigned_at) }));
  }

  async map(tx: Queryable, memberId: number, code: string, assigned: boolean): Promise<void> {
    await tx.query(assigned
      ? 'INSERT INTO member_segment_mapping (member_id, segment_code) VALUES ($1, $2) ON CONFLICT DO NOTHING'
      : 'DELETE FROM member_segment_mapping WHERE member_id = $1 AND segment_code = $2', [memberId, code]);
  }

  /** What the member accepted: the membership agreement at sign-up, the newsletter consent of `email` (none without one), each order's two agreements; newest first. */
  async documents(db: Queryable, memberId: number, email: string | undefined): Promise<MemberDocument[]> {
    const [member] = await db.query<{ created_at: string }>('SELECT created_at FROM member WHERE id = $1', [memberId]);
    const consents = await db.query<{ consent_version: string; consent_at: string }>(
      "SELECT consent_version, consent_at FROM newsletter_subscription WHERE email = $1 AND status = 'confirmed'", [email ?? null]);
    const orders = await db.query<{ doc_no: string; accepted_at: string | null; created_at: string }>(
      "SELECT doc_no, agreements->>'acceptedAt' AS accepted_at, created_at FROM orders WHERE member_id = $1 AND agreements IS NOT NULL", [memberId]);
    const documents: MemberDocument[] = [
      ...(member ? [{ type: 'membership-agreement' as const, acceptedAt: iso(member.created_at) }] : []),
      ...consents.map((row) => ({ type: 'newsletter-consent' as const, acceptedAt: iso(row.consent_at), version: row.consent_version })),
      ...orders.flatMap((row) => (['pre-information-form', 'sales-agreement'] as const).map((type) => ({ type, acceptedAt: iso(row.accepted_at ?? row.created_at), docNo: row.doc_no }))),
    ];
    return documents.sort((a, b) => b.acceptedAt.localeCompare(a.acceptedAt));
  }

  async referenceCode(db: Queryable, memberId: number): Promise<string | null> {
    const [row] = await db.query<{ reference_code: string | null }>('SELECT reference_code FROM member WHERE id = $1', [memberId]);
    return row?.reference_code ?? null;
  }

  /** Gives the member a code unless they have one; false when another member already holds it (try another). */
  async giveReferenceCode(db: Queryable, memberId: number, code: string): Promise<boolean> {
    const [taken] = await db.query('SELECT 1 FROM member WHERE reference_code = $1', [code]);
    if (taken) return false;
    await db.query('UPDATE member SET reference_code = $2 WHERE id = $1 AND reference_code IS NULL', [memberId, code]);
    return true;
  }

  async referred(db: Queryable, memberId: number): Promise<{ name: string; surname: string; joinedAt: Date }[]> {
    const rows = await db.query<{ name: string; surname: string; referred_at: string }>(
      'SELECT name, surname, referred_at FROM member WHERE referred_by = $1 AND deleted_at IS NULL ORDER BY referred_at DESC, id DESC', [memberId]);
    return rows.map((row) => ({ name: row.name, surname: row.surname, joinedAt: new Date(row.referred_at) }));
  }

  async referrerCode(db: Queryable, memberId: number): Promise<string | undefined> {
    const [row] = await db.query<{ reference_code: string | null }>(
      'SELECT r.reference_code FROM member m JOIN member r ON r.id = m.referred_by WHERE m.id = $1', [memberId]);
    return row?.reference_code ?? undefined;
  }

  /** The member's referrer, locked with the member's row for the one change allowed. */
  async lockReferredBy(tx: Queryable, memberId: number): Promise<number | null> {
    const [row] = await tx.query<{ referred_by: number | null }>('SELECT referred_by FROM member WHERE id = $1 FOR UPDATE', [memberId]);
    return row?.referred_by ?? null;
  }

  async memberByReferenceCode(db: Queryable, code: string): Promise<number | undefined> {
    const [row] = await db.query<{ id: number }>('SELECT id FROM member WHERE reference_code = $1 AND deleted_at IS NULL AND NOT is_guest', [code]);
    return row && Number(row.id);
  }

  async setReferredBy(tx: Queryable, memberId: number, referrerId: number): Promise<void> {
    await tx.query('UPDATE member SET referred_by = $2, referred_at = now() WHERE id = $1', [memberId, referrerId]);
  }
}
