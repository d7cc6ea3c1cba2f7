import { Inject, Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { Currency } from '../../../../contracts/currency/entities.js';
import { DATABASE, type Database } from '../db/database.js';

interface CurrencyRow {
  id: number; code: string; name_tr: string; name_en: string; symbol: string; symbol_on_right: boolean; decimals: number;
}

/** The currency table, the only place the currency service reaches the database. */
@Injectable()
export class CurrencyRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async list(culture: Culture): Promise<Currency[]> {
    const rows = await this.db.query<CurrencyRow>(
      'SELECT id, code, name_tr, name_en, symbol, symbol_on_right, decimals FROM currency ORDER BY sort_order, id');
    return rows.map((row) => ({
      id: row.id, code: row.code, name: culture === 'en' ? row.name_en : row.name_tr,
      symbol: row.symbol, symbolOnRight: row.symbol_on_right, decimals: row.decimals,
    }));
  }
}
