import { Inject, Injectable } from '@nestjs/common';
import type { AdminBrand, AdminCategory, AdminProductType } from '../../../../contracts/admin/catalogue.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import { BadInputError, NotFoundError } from '../../common/errors.js';
import { AuditLog } from '../audit/audit-log.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { CatalogueChanges } from '../product/catalogue-changes.js';
import { slugify } from '../seed/slug.js';
import type { BrandInputDto, CategoryInputDto, ProductTypeInputDto } from './reference-input.dto.js';
import { BRANDS, CATEGORIES, PRODUCT_TYPES, readReference, type ReferenceTable } from './reference-lists.js';

/** The table's next id: its writes take the table's lock first, so two never take the same. */
async function nextId(tx: Queryable, table: string): Promise<number> {
  await tx.exec(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
  const [{ id }] = await tx.query<{ id: number }>(`SELECT COALESCE(max(id), 0) + 1 AS id FROM ${table}`);
  return Number(id);
}

const slugOr = (slug: string | undefined, name: string) => {
  const made = slug ?? slugify(name);
  if (!made) throw new BadInputError('the name makes no slug: give one');
  return made;
};

/** Brands, categories and product types made and changed from the console, each change audited and announced. */
@Injectable()
export class ReferenceEditorService {
  constructor(@Inject(DATABASE) private readonly db: Database, private readonly audit: AuditLog, private readonly changes: CatalogueChanges) {}

  saveBrand(actor: StaffIdentity, id: number | undefined, input: BrandInputDto): Promise<AdminBrand> {
    return this.save(actor, BRANDS, 'brand', id, async (tx, brandId) => {
      await tx.query(`INSERT INTO brand (id, name, slug) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, slug = EXCLUDED.slug`,
        [brandId, input.name, slugOr(input.slug, input.name)]);
    });
  }

  saveProductType(actor: StaffIdentity, id: number | undefined, input: ProductTypeInputDto): Promise<AdminProductType> {
    return this.save(actor, PRODUCT_TYPES, 'product_type', id, async (tx, typeId) => {
      await tx.query(`INSERT INTO product_type (id, code, name_tr, name_en) VALUES ($1, $2, $3, $4)
        ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name_tr = EXCLUDED.name_tr, name_en = EXCLUDED.name_en`, [typeId, input.code, input.name.tr, input.name.en]);
    });
  }

  /**
   * A new category goes under `parentId` (or at the top); a saved one keeps its place. Its path
   * is /{parent's path}/{slug}-c-{id}: a new slug moves the paths of every category below it too.
   */
  saveCategory(actor: StaffIdentity, id: number | undefined, input: CategoryInputDto): Promise<AdminCategory> {
    return this.save(actor, CATEGORIES, 'category', id, async (tx, categoryId, before) => {
      const slug = { tr: slugOr(input.slug?.tr, input.name.tr), en: slugOr(input.slug?.en, input.name.en) };
      if (before) {
        if (input.parentId !== undefined && input.parentId !== before.parentId) throw new BadInputError('a category keeps its parent: make a new one to move products');
        const prefix = (path: string) => path.replace(/[^/]*$/, '');
        const paths = { tr: `${prefix(before.routePath.tr)}${slug.tr}-c-${categoryId}`, en: `${prefix(before.routePath.en)}${slug.en}-c-${categoryId}` };
        await tx.query(`UPDATE category SET name_tr = $2, name_en = $3, slug_tr = $4, slug_en = $5, sort_order = $6 WHERE id = $1`,
          [categoryId, input.name.tr, input.name.en, slug.tr, slug.en, input.sortOrder]);
        // The category's path and those below it: the old path's start replaced by the new.
        await tx.query(`UPDATE category SET route_path_tr = $2 || substr(route_path_tr, length($3) + 1), route_path_en = $4 || substr(route_path_en, length($5) + 1)
          WHERE path @> ARRAY[$1::int]`, [categoryId, paths.tr, before.routePath.tr, paths.en, before.routePath.en]);
        return;
      }
      const [parent] = input.parentId === undefined ? [undefined] : await tx.query<{ path: number[]; route_path_tr: string; route_path_en: string }>(
        'SELECT path, route_path_tr, route_path_en FROM category WHERE id = $1', [input.parentId]);
      if (input.parentId !== undefined && !parent) throw new BadInputError(`unknown parent category ${input.parentId}`);
      const base = (path: string | undefined, top: string) => (path === undefined ? top : path.replace(/-c-\d+$/, ''));
      const path = [...(parent?.path ?? []).map(Number), categoryId];
      await tx.query(`INSERT INTO category (id, parent_id, name_tr, name_en, slug_tr, slug_en, path, depth, sort_order, route_path_tr, route_path_en)
        VALUES ($1, $2, $3, $4, $5, $6, $7::int[], $8, $9, $10, $11)`,
        [categoryId, input.parentId ?? null, input.name.tr, input.name.en, slug.tr, slug.en, path, path.length, input.sortOrder,
          `${base(parent?.route_path_tr, '')}/${slug.tr}-c-${categoryId}`, `${base(parent?.route_path_en, '/en')}/${slug.en}-c-${categoryId}`]);
    });
  }

  private async save<T>(actor: StaffIdentity, spec: ReferenceTable<T>, table: string, id: number | undefined, write: (tx: Queryable, id: number, before: T | undefined) => Promise<void>): Promise<T> {
    let after: T;
    try {
      after = await this.db.transaction(async (tx) => {
        const before = id === undefined ? undefined : await readReference(tx, spec, id);
        if (id !== undefined && !before) throw new NotFoundError(`No such ${table.replace('_', ' ')}`);
        const recordId = id ?? (await nextId(tx, table));
        await write(tx, recordId, before);
        const saved = (await readReference(tx, spec, recordId))!;
        await this.audit.record(tx, actor, { action: `${table}.${before ? 'update' : 'create'}`, thingType: table, thingId: recordId, before: before ?? null, after: saved });
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new BadInputError(`another ${table.replace('_', ' ')} has this ${table === 'product_type' ? 'code' : 'slug'}`);
      throw error;
    }
    await this.changes.changed();
    return after;
  }
}
