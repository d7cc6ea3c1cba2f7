import { Inject, Injectable } from '@nestjs/common';
import type { Banner } from '../../../../contracts/banner/entities.js';
import type { Culture } from '../../../../contracts/enums.js';
import { DATABASE, type Database } from '../db/database.js';

interface BannerRow {
  id: number; key: string; name_tr: string; name_en: string; description_tr: string | null; description_en: string | null;
  image_link: string | null; target_link: string | null; target_link_en: string | null; container_ids: number[]; tag_ids: number[]; sort_order: number;
  extension_data_tr: Banner['extensionData']; extension_data_en: Banner['extensionData'];
}

const COLUMNS = `id, key, name_tr, name_en, description_tr, description_en, image_link, target_link, target_link_en, container_ids,
  tag_ids, sort_order, extension_data_tr, extension_data_en`;

function toBanner(row: BannerRow, culture: Culture): Banner {
  const en = culture === 'en';
  const description = en ? row.description_en : row.description_tr;
  // An English link of its own (a page whose English slug differs) where the banner has one.
  const targetLink = (en ? row.target_link_en : null) ?? row.target_link;
  return {
    id: row.id,
    key: row.key,
    name: en ? row.name_en : row.name_tr,
    ...(description ? { description } : {}),
    ...(row.image_link ? { imageLink: row.image_link } : {}),
    ...(targetLink ? { targetLink } : {}),
    bannerContainerIds: row.container_ids,
    order: row.sort_order,
    tagIds: row.tag_ids,
    extensionData: (en ? row.extension_data_en : row.extension_data_tr) ?? {},
  };
}

/** The banner table. */
@Injectable()
export class BannerRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Banners in any of the containers or with any of the keys; every banner when both are empty. */
  async list(culture: Culture, containerIds: number[] = [], keys: string[] = []): Promise<Banner[]> {
    const everything = containerIds.length === 0 && keys.length === 0;
    const rows = await this.db.query<BannerRow>(
      `SELECT ${COLUMNS} FROM banner
        WHERE $1::boolean OR container_ids && $2::int[] OR key = ANY($3::text[])
        ORDER BY sort_order, id`,
      [everything, containerIds, keys]);
    return rows.map((row) => toBanner(row, culture));
  }

  async findOne(culture: Culture, column: 'id' | 'key' | 'name', value: string | number): Promise<Banner | null> {
    const where = column === 'name' ? `(name_tr = $1 OR name_en = $1)` : `${column} = $1`;
    const [row] = await this.db.query<BannerRow>(`SELECT ${COLUMNS} FROM banner WHERE ${where} ORDER BY id LIMIT 1`, [value]);
    return row ? toBanner(row, culture) : null;
  }
}
