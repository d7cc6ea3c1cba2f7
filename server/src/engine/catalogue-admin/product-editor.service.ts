import { Inject, Injectable } from '@nestjs/common';
import type { AdminProduct, AdminProductInput, AdminProductRow } from '../../../../contracts/admin/catalogue.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import { BadInputError, NotFoundError } from '../../common/errors.js';
import { AuditLog } from '../audit/audit-log.js';
import type { SqlListQuery } from '../common/list-query.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { CatalogueWriteService } from '../product/catalogue-write.service.js';
import { readCatalogueRefs } from './catalogue-refs.js';
import { draftProblems, type ProductDraft } from './product-draft.js';
import { listProducts } from './product-list.js';
import { readProducts } from './product-reader.js';
import { ProductWriter } from './product-writer.js';

/** The console's products: the list, one product, a new one, a save (publish and hide included). */
@Injectable()
export class ProductEditorService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly writer: ProductWriter,
    private readonly writes: CatalogueWriteService,
    private readonly audit: AuditLog,
  ) {}

  list(query: SqlListQuery): Promise<{ rows: AdminProductRow[]; total: number }> {
    return listProducts(this.db, query);
  }

  async get(id: number): Promise<AdminProduct> {
    const [product] = await readProducts(this.db, [id]);
    if (!product) throw new NotFoundError('Product not found');
    return product;
  }

  create(actor: StaffIdentity, input: AdminProductInput): Promise<AdminProduct> {
    return this.save(actor, undefined, input);
  }

  update(actor: StaffIdentity, id: number, input: AdminProductInput): Promise<AdminProduct> {
    return this.save(actor, id, input);
  }

  private async save(actor: StaffIdentity, id: number | undefined, input: AdminProductInput): Promise<AdminProduct> {
    const draft: ProductDraft = { ...pick(input), id };
    let saved: AdminProduct;
    try {
      saved = await this.db.transaction(async (tx) => {
        const before = id === undefined ? null : (await readProducts(tx, [id]))[0];
        if (id !== undefined && !before) throw new NotFoundError('Product not found');
        await this.check(tx, draft);
        const [written] = await this.writer.write(tx, [draft], { replaceVariants: true });
        const [after] = await readProducts(tx, [written]);
        await this.audit.record(tx, actor, { action: before ? 'product.update' : 'product.create', thingType: 'product', thingId: written, before, after });
        return after;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new BadInputError('sku or a barcode is already another product\'s');
      throw error;
    }
    await this.writes.announce();
    return saved;
  }

  /** Every problem of the draft at once, as one 400. */
  private async check(tx: Queryable, draft: ProductDraft): Promise<void> {
    const problems = draftProblems(draft, await readCatalogueRefs(tx));
    const [taken] = await tx.query<{ id: number }>('SELECT id FROM product WHERE sku = $1 AND id IS DISTINCT FROM $2::int', [draft.sku, draft.id ?? null]);
    if (taken) problems.push({ field: 'sku', reason: `sku ${draft.sku} is already product ${taken.id}'s` });
    const owners = await tx.query<{ barcode: string; product_id: number }>(
      'SELECT barcode, product_id FROM barcode WHERE barcode = ANY($1::text[]) AND product_id IS DISTINCT FROM $2::int', [draft.variants.map((v) => v.barcode), draft.id ?? null]);
    for (const owner of owners) problems.push({ field: 'variants', reason: `barcode ${owner.barcode} is already product ${owner.product_id}'s` });
    const variantIds = draft.variants.flatMap((v) => (v.id === undefined ? [] : [v.id]));
    const foreign = await tx.query<{ id: number }>('SELECT id FROM barcode WHERE id = ANY($1::int[]) AND product_id IS DISTINCT FROM $2::int', [variantIds, draft.id ?? null]);
    const known = new Set((await tx.query<{ id: number }>('SELECT id FROM barcode WHERE id = ANY($1::int[])', [variantIds])).map((row) => Number(row.id)));
    for (const variantId of variantIds) {
      if (!known.has(variantId) || foreign.some((row) => Number(row.id) === variantId)) problems.push({ field: 'variants', reason: `variant ${variantId} is not this product's` });
    }
    if (problems.length) throw new BadInputError(problems.map((p) => `${p.field}: ${p.reason}`).join('; '), problems);
  }
}

/** The input's own fields (a PUT may echo id, photos and createdAt back: they are not the save's). */
function pick(input: AdminProductInput): AdminProductInput {
  const { sku, code, groupCode, name, shortName, description, brandId, productTypeId, categoryIds, defaultCategoryId, hsCode, attributes, seo, published, variants, prices } = input;
  return {
    sku, code, groupCode, name, shortName, description, brandId, productTypeId, categoryIds, defaultCategoryId, hsCode, attributes, seo, published, prices,
    variants: variants.map((v) => ({ ...(v.id !== undefined ? { id: v.id } : {}), barcode: v.barcode, size: v.size ?? null, colour: v.colour ?? null, stock: v.stock })),
  };
}
