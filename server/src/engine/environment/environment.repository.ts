import { Inject, Injectable } from '@nestjs/common';
import type { JWK } from 'jose';
import { DATABASE, type Database, type Queryable } from '../db/database.js';

/** The stored signing key pair of environment tokens. */
export interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** A sign-in as a request checks it. */
export interface SignInRecord {
  /** Remember-me was asked for: 180 days, no idle end. */
  remembered: boolean;
  /** The idle limit, null for a remembered sign-in. */
  idleSeconds: number | null;
  lastSeenMs: number;
}

export interface NewSignIn {
  tokenId: string;
  memberId: number;
  remembered: boolean;
  expiresAtMs: number;
  idleSeconds: number | null;
  nowMs: number;
}

/** The environment service's rows: its one key pair, new carts for new visitors, and sign-ins. */
@Injectable()
export class EnvironmentRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The key pair, stored once: when several instances start together, the first insert wins and
   * every instance reads that one back.
   */
  async keyPair(candidate: StoredKey): Promise<StoredKey> {
    await this.db.query('INSERT INTO environment_key (id, kid, private_jwk, public_jwk) VALUES (1, $1, $2, $3) ON CONFLICT (id) DO NOTHING',
      [candidate.kid, JSON.stringify(candidate.privateJwk), JSON.stringify(candidate.publicJwk)]);
    const [row] = await this.db.query<{ kid: string; private_jwk: JWK | string; public_jwk: JWK | string }>('SELECT kid, private_jwk, public_jwk FROM environment_key WHERE id = 1');
    const json = (value: JWK | string): JWK => (typeof value === 'string' ? JSON.parse(value) as JWK : value);
    return { kid: row.kid, privateJwk: json(row.private_jwk), publicJwk: json(row.public_jwk) };
  }

  /** A new, empty shopping cart for a new visitor. */
  async newCart(): Promise<number> {
    const [row] = await this.db.query<{ id: number }>('INSERT INTO cart DEFAULT VALUES RETURNING id');
    return Number(row.id);
  }

  /**
   * The sign-in a member's or guest's token belongs to, when it still holds at `nowMs`: recorded,
   * before its absolute end, not idle past its limit, and issued after the member's last "end
   * every sign-in" (password change, renewal, deletion). One indexed read per request.
   */
  async signInOf(memberId: number, tokenId: string, issuedAtMs: number, nowMs: number): Promise<SignInRecord | undefined> {
    const [row] = await this.db.query<{ remembered: boolean; idle_seconds: number | null; last_seen_ms: number | string }>(
      `SELECT s.remembered, s.idle_seconds, (extract(epoch FROM s.last_seen_at) * 1000)::float8 AS last_seen_ms
         FROM sign_in s JOIN member m ON m.id = s.member_id
        WHERE s.token_id = $2 AND s.member_id = $1 AND m.deleted_at IS NULL
          AND m.tokens_valid_after <= to_timestamp($3::float8 / 1000)
          AND s.expires_at > to_timestamp($4::float8 / 1000)
          AND (s.idle_seconds IS NULL OR s.last_seen_at + make_interval(secs => s.idle_seconds) > to_timestamp($4::float8 / 1000))`,
      [memberId, tokenId, issuedAtMs, nowMs]);
    return row && { remembered: row.remembered === true, idleSeconds: row.idle_seconds === null ? null : Number(row.idle_seconds), lastSeenMs: Number(row.last_seen_ms) };
  }

  /** A new sign-in; sign-ins past their absolute end go at the same time, so the table holds only live ones (and idle ones for at most 12 hours). */
  async recordSignIn(signIn: NewSignIn): Promise<void> {
    await this.db.query('DELETE FROM sign_in WHERE expires_at < to_timestamp($1::float8 / 1000)', [signIn.nowMs]);
    await this.db.query(
      `INSERT INTO sign_in (token_id, member_id, remembered, expires_at, idle_seconds, last_seen_at)
       VALUES ($1, $2, $3, to_timestamp($4::float8 / 1000), $5, to_timestamp($6::float8 / 1000))`,
      [signIn.tokenId, signIn.memberId, signIn.remembered, signIn.expiresAtMs, signIn.idleSeconds, signIn.nowMs]);
  }

  /** The sign-in was used at `nowMs` (written at most once a minute per sign-in: the caller decides). */
  async touch(tokenId: string, nowMs: number): Promise<void> {
    await this.db.query('UPDATE sign_in SET last_seen_at = to_timestamp($2::float8 / 1000) WHERE token_id = $1', [tokenId, nowMs]);
  }

  /** The sign-in ends: its token is refused from now on (sign-out, a token the next sign-in replaced). */
  async endSignIn(tokenId: string): Promise<void> {
    await this.db.query('DELETE FROM sign_in WHERE token_id = $1', [tokenId]);
  }

  /** Every sign-in of the member ends (inside the transaction that changed the password or deleted the member). */
  async endEverySignIn(tx: Queryable, memberId: number): Promise<void> {
    await tx.query('DELETE FROM sign_in WHERE member_id = $1', [memberId]);
  }
}
