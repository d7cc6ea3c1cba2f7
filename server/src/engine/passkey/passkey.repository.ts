import { Injectable } from '@nestjs/common';
import type { Passkey } from '../../../../contracts/member/passkey.js';
import type { Queryable } from '../db/database.js';

/** A passkey row with what verification needs besides the member-facing record. */
export interface PasskeyRow extends Passkey {
  memberId: number;
  credentialId: string;
  /** COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  userHandle: string;
}

export interface NewPasskey {
  memberId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  userHandle: string;
  name: string;
}

export type ChallengePurpose = 'registration' | 'authentication';

const COLUMNS = 'id, member_id, credential_id, public_key, counter, transports, user_handle, name, created_at, last_used_at';

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

function passkeyOf(row: Record<string, unknown>): PasskeyRow {
  return {
    id: Number(row.id), memberId: Number(row.member_id), credentialId: String(row.credential_id), publicKey: String(row.public_key),
    // bigint: a string from node-postgres, a number from PGlite.
    counter: Number(row.counter),
    transports: Array.isArray(row.transports) ? row.transports.filter((item): item is string => typeof item === 'string') : [],
    userHandle: String(row.user_handle), name: String(row.name), createdAt: iso(row.created_at),
    ...(row.last_used_at ? { lastUsedAt: iso(row.last_used_at) } : {}),
  };
}

/** The member-facing record of a row (no key, no counter). */
export function publicPasskey(row: PasskeyRow): Passkey {
  return { id: row.id, name: row.name, createdAt: row.createdAt, ...(row.lastUsedAt ? { lastUsedAt: row.lastUsedAt } : {}) };
}

/** The only SQL of passkeys and their ceremonies' challenges. */
@Injectable()
export class PasskeyRepository {
  /** A member's passkeys, newest first. */
  async ofMember(db: Queryable, memberId: number): Promise<PasskeyRow[]> {
    const rows = await db.query(`SELECT ${COLUMNS} FROM passkey WHERE member_id = $1 ORDER BY created_at DESC, id DESC`, [memberId]);
    return rows.map(passkeyOf);
  }

  async byCredentialId(db: Queryable, credentialId: string): Promise<PasskeyRow | undefined> {
    const [row] = await db.query(`SELECT ${COLUMNS} FROM passkey WHERE credential_id = $1`, [credentialId]);
    return row && passkeyOf(row);
  }

  /** Serialises a member's passkey changes (the limit holds when two are added at once). */
  async lockMember(tx: Queryable, memberId: number): Promise<void> {
    await tx.query('SELECT id FROM member WHERE id = $1 FOR UPDATE', [memberId]);
  }

  async countOfMember(tx: Queryable, memberId: number): Promise<number> {
    const [row] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM passkey WHERE member_id = $1', [memberId]);
    return Number(row?.count ?? 0);
  }

  /** A new passkey, or undefined when that credential is already stored (the unique index decides). */
  async insert(tx: Queryable, passkey: NewPasskey): Promise<PasskeyRow | undefined> {
    const [row] = await tx.query(
      `INSERT INTO passkey (member_id, credential_id, public_key, counter, transports, user_handle, name) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)
       ON CONFLICT (credential_id) DO NOTHING RETURNING ${COLUMNS}`,
      [passkey.memberId, passkey.credentialId, passkey.publicKey, passkey.counter, JSON.stringify(passkey.transports), passkey.userHandle, passkey.name]);
    return row && passkeyOf(row);
  }

  /** Removes a member's own passkey: its name, or undefined when the member has none with that id. */
  async remove(tx: Queryable, memberId: number, id: number): Promise<string | undefined> {
    const [row] = await tx.query<{ name: string }>('DELETE FROM passkey WHERE id = $1 AND member_id = $2 RETURNING name', [id, memberId]);
    return row?.name;
  }

  /**
   * Records a sign-in: the counter moves to `counter`, only forward (0 stays 0 for authenticators
   * that keep no counter). False when another sign-in got there first with the same or a later count.
   */
  async used(tx: Queryable, id: number, counter: number): Promise<boolean> {
    const rows = await tx.query(
      'UPDATE passkey SET counter = $2, last_used_at = now() WHERE id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0)) RETURNING id', [id, counter]);
    return rows.length > 0;
  }

  /** Stores a challenge for one ceremony (and drops the expired ones). */
  async addChallenge(db: Queryable, challenge: { value: string; purpose: ChallengePurpose; memberId?: number; userHandle?: string; lifetimeSeconds: number }): Promise<void> {
    await db.query('DELETE FROM passkey_challenge WHERE expires_at <= now()');
    await db.query(
      'INSERT INTO passkey_challenge (challenge, purpose, member_id, user_handle, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))',
      [challenge.value, challenge.purpose, challenge.memberId ?? null, challenge.userHandle ?? null, challenge.lifetimeSeconds]);
  }

  /**
   * Takes a challenge: it is found only for its purpose (and, for a registration, its member),
   * unexpired, and never twice. Answers the row's user handle ('' when it has none), or undefined.
   */
  async takeChallenge(db: Queryable, value: string, purpose: ChallengePurpose, memberId?: number): Promise<string | undefined> {
    const [row] = await db.query<{ user_handle: string | null }>(
      `DELETE FROM passkey_challenge WHERE challenge = $1 AND purpose = $2 AND member_id IS NOT DISTINCT FROM $3 AND expires_at > now() RETURNING user_handle`,
      [value, purpose, memberId ?? null]);
    return row ? (row.user_handle ?? '') : undefined;
  }
}
