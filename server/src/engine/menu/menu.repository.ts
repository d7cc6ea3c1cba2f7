import { Inject, Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { MenuCategory } from '../../../../contracts/menu/entities.js';
import { DATABASE, type Database } from '../db/database.js';

interface MenuRow {
  id: number; parent_id: number | null; key: string; name_tr: string; name_en: string; class_name: string | null;
  extension_data_tr: MenuCategory['extensionData']; extension_data_en: MenuCategory['extensionData'];
}

/** The header menu tree, localized. */
@Injectable()
export class MenuRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async tree(culture: Culture): Promise<MenuCategory[]> {
    const rows = await this.db.query<MenuRow>(
      'SELECT id, parent_id, key, name_tr, name_en, class_name, extension_data_tr, extension_data_en FROM menu_item ORDER BY sort_order, id');
    const nodes = new Map<number, MenuCategory>();
    for (const row of rows) {
      nodes.set(row.id, {
        id: row.id, key: row.key, name: culture === 'en' ? row.name_en : row.name_tr,
        ...(row.class_name ? { className: row.class_name } : {}),
        childCategories: [], extensionData: (culture === 'en' ? row.extension_data_en : row.extension_data_tr) ?? {},
      });
    }
    const roots: MenuCategory[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id)!;
      const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
      (parent ? parent.childCategories : roots).push(node);
    }
    return roots;
  }
}
