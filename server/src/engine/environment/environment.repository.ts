import { Inject, Injectable } from '@nestjs/common';
import type { JWK } from 'jose';
import { DATABASE, type Database } from '../db/database.js';

/** The stored signing key pair of environment tokens. */
export interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** The environment service's rows: its one key pair, and new carts for new visitors. */
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
   * A member's token is still accepted: not signed out (revoked_token) and issued after the
   * member's last "end every sign-in" (password change, deletion).
   */
  async signInHolds(memberId: number, tokenId: string, issuedAtMs: number): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM member m
        WHERE m.id = $1 AND m.deleted_at IS NULL AND m.tokens_valid_after <= to_timestamp($3::float8 / 1000)
          AND NOT EXISTS (SELECT 1 FROM revoked_token r WHERE r.token_id = $2)`,
      [memberId, tokenId, issuedAtMs]);
    return rows.length > 0;
  }

  /** The token is not accepted again (sign-out); old entries go once their tokens would have expired. */
  async revoke(tokenId: string, expiresAt: string): Promise<void> {
    await this.db.query('DELETE FROM revoked_token WHERE expires_at < now()');
    await this.db.query('INSERT INTO revoked_token (token_id, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [tokenId, expiresAt]);
  }
}
