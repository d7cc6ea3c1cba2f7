import { Inject, Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { LocalizedText } from '../../../../contracts/localization/entities.js';
import { DATABASE, type Database } from '../db/database.js';

interface TextRow { key: string; culture: Culture; tag_name: string; value: string }

/** The localized_text table: merchant texts by language and tag. */
@Injectable()
export class LocalizationRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Texts of a language and/or tag (every text when both are absent), by tag and key. */
  async find(culture?: Culture, tagName?: string): Promise<LocalizedText[]> {
    const rows = await this.db.query<TextRow>(
      `SELECT key, culture, tag_name, value FROM localized_text
        WHERE ($1::text IS NULL OR culture = $1) AND ($2::text IS NULL OR tag_name = $2)
        ORDER BY tag_name, key, culture`, [culture ?? null, tagName ?? null]);
    return rows.map((row) => ({ key: row.key, culture: row.culture, tagName: row.tag_name, value: row.value }));
  }
}
