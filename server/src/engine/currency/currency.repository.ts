import { Inject, Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { Currency } from '../../../../contracts/currency/entities.js';
import { BadInputError } from '../../common/errors.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';

interface CurrencyRow {
  id: number; code: string; name_tr: string; name_en: string; symbol: string; symbol_on_right: boolean; decimals: number;
}

/** A currency as amounts are written in it: orders, payments, documents. */
export interface CurrencyFormat {
  code: string;
  symbol: string;
  symbolOnRight: boolean;
  decimals: number;
}

/** The currency table: the only place the engine reads it. */
@Injectable()
export class CurrencyRepository {
  #formats?: Map<number, CurrencyFormat>;

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * One currency by id. The table changes only with migrations and the seed, so it is read once
   * and kept: a placement asked for it three times per order (issue 15). `db` is the caller's
   * transaction when it holds one. Only a finished read is kept, never one in flight: on the
   * embedded database a read outside a transaction waits for the open one to end, and that
   * transaction must not wait for it in turn (callers who meet before the first read ends each
   * read the table).
   */
  async byId(db: Queryable, id: number): Promise<CurrencyFormat | undefined> {
    this.#formats ??= await this.readFormats(db);
    return this.#formats.get(id);
  }

  /** A currency an amount is charged or shown in; 400 when the shop has no such currency. */
  async formatOf(db: Queryable, id: number): Promise<CurrencyFormat> {
    const currency = await this.byId(db, id);
    if (!currency) throw new BadInputError(`Currency ${id} is not available`);
    return currency;
  }

  /** The code of a currency an amount is charged or shown in; 400 as formatOf. */
  async codeOf(db: Queryable, id: number): Promise<string> {
    return (await this.formatOf(db, id)).code;
  }

  private async readFormats(db: Queryable): Promise<Map<number, CurrencyFormat>> {
    const rows = await db.query<CurrencyRow>('SELECT id, code, symbol, symbol_on_right, decimals FROM currency');
    return new Map(rows.map((row) => [row.id, { code: row.code, symbol: row.symbol, symbolOnRight: Boolean(row.symbol_on_right), decimals: Number(row.decimals) }]));
  }

  async list(culture: Culture): Promise<Currency[]> {
    const rows = await this.db.query<CurrencyRow>(
      'SELECT id, code, name_tr, name_en, symbol, symbol_on_right, decimals FROM currency ORDER BY sort_order, id');
    return rows.map((row) => ({
      id: row.id, code: row.code, name: culture === 'en' ? row.name_en : row.name_tr,
      symbol: row.symbol, symbolOnRight: row.symbol_on_right, decimals: row.decimals,
    }));
  }
}
