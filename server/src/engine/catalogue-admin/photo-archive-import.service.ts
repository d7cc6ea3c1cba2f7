import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MAX_PHOTO_BYTES } from '../../../../contracts/admin/catalogue.js';
import { MAX_PHOTO_ARCHIVE_ENTRIES, type PhotoArchiveError, type PhotoArchiveReport } from '../../../../contracts/admin/catalogue-import.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import { ProductDocumentType } from '../../../../contracts/enums.js';
import { BadInputError } from '../../common/errors.js';
import { AuditLog } from '../audit/audit-log.js';
import { DATABASE, type Database } from '../db/database.js';
import { UploadedMedia } from '../media/uploaded-media.js';
import { CatalogueChanges } from '../product/catalogue-changes.js';
import { readArchive } from './photo-archive.js';
import { photoAsKept } from './product-photos.service.js';

/**
 * The skus a zip entry may name, most likely first: the folder it is in (`{sku}/front.jpg`), else
 * its name without the extension (`{sku}.jpg`), then that name without a photo number
 * (`{sku}-2.jpg`, `{sku}_2.jpg`: a sku may itself end in a dash and digits, so both are tried).
 */
export function skusNamedBy(entry: string): string[] {
  const parts = entry.split('/').filter(Boolean);
  if (parts.length > 1) return [parts[parts.length - 2]];
  const name = parts[0].replace(/\.[^.]*$/, '');
  const numbered = /^(.+)[-_]\d{1,3}$/.exec(name);
  return numbered ? [name, numbered[1]] : [name];
}

/** Name order without the extension, numbers as numbers: `{sku}.jpg`, `{sku}-2.jpg`, `{sku}-10.jpg`. */
const withoutExtension = (entry: string) => entry.replace(/\.[^./]*$/, '');
const byName = (a: { entry: string }, b: { entry: string }) =>
  withoutExtension(a.entry).localeCompare(withoutExtension(b.entry), 'en', { numeric: true }) || a.entry.localeCompare(b.entry, 'en', { numeric: true });

/**
 * Product photos from a zip (issue 29 item 5): every entry checked (a known sku, a real image)
 * before anything is kept; then the photos are stored as a single upload keeps them (decoded,
 * upright, WebP without metadata) and added after each product's own in ONE transaction with one
 * audit entry, and the shop shows them at once.
 */
@Injectable()
export class PhotoArchiveImportService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly media: UploadedMedia,
    private readonly audit: AuditLog,
    private readonly changes: CatalogueChanges,
  ) {}

  async import(actor: StaffIdentity, zip: Buffer, dryRun: boolean): Promise<PhotoArchiveReport> {
    const { files, errors } = await readArchive(zip, { maxEntries: MAX_PHOTO_ARCHIVE_ENTRIES, maxEntryBytes: MAX_PHOTO_BYTES });
    if (!files.length && !errors.length) throw new BadInputError('The zip archive holds no photos');
    const named = files.map((file) => ({ ...file, skus: skusNamedBy(file.entry) }));
    const products = new Map((await this.db.query<{ id: number; sku: string }>('SELECT id, sku FROM product WHERE sku = ANY($1::text[])',
      [[...new Set(named.flatMap((file) => file.skus))]])).map((row) => [row.sku, { id: Number(row.id), sku: row.sku }]));
    const kept: { entry: string; product: { id: number; sku: string }; webp: Buffer }[] = [];
    const problems: PhotoArchiveError[] = [...errors];
    for (const file of named.sort(byName)) {
      const product = file.skus.map((sku) => products.get(sku)).find(Boolean);
      if (!product) {
        problems.push({ entry: file.entry, reason: `no product has the sku "${file.skus.join('" or "')}"` });
        continue;
      }
      try {
        kept.push({ entry: file.entry, product, webp: await photoAsKept(file.bytes) });
      } catch (error) {
        if (!(error instanceof BadInputError)) throw error;
        problems.push({ entry: file.entry, reason: error.message });
      }
    }
    const report: PhotoArchiveReport = { photos: kept.length, products: new Set(kept.map((photo) => photo.product.id)).size, errors: problems.sort(byName) };
    if (dryRun || problems.length) return report;
    const saved: { productId: number; sku: string; entry: string; path: string }[] = [];
    try {
      for (const photo of kept) saved.push({ productId: photo.product.id, sku: photo.product.sku, entry: photo.entry, path: await this.media.savePhoto(photo.product.id, photo.webp) });
      await this.db.transaction(async (tx) => {
        for (const productId of new Set(saved.map((photo) => photo.productId))) {
          await tx.query(`INSERT INTO product_document (product_id, document_type, is_default, file_path, name, sort_order)
            SELECT p.id, $2, o.n = 1 AND NOT EXISTS (SELECT 1 FROM product_document d WHERE d.product_id = p.id AND d.document_type = $2), o.path, p.name_tr,
                   COALESCE((SELECT max(d.sort_order) FROM product_document d WHERE d.product_id = p.id AND d.document_type = $2), 0) + o.n
              FROM product p, unnest($3::text[]) WITH ORDINALITY AS o(path, n) WHERE p.id = $1`,
          [productId, ProductDocumentType.Image, saved.filter((photo) => photo.productId === productId).map((photo) => photo.path)]);
        }
        await this.audit.record(tx, actor, {
          action: 'catalogue.photo-archive', thingType: 'catalogue-import', thingId: randomUUID(), before: null,
          after: { photos: saved.map(({ sku, entry, path }) => ({ sku, entry, url: path })) },
        });
      });
    } catch (error) {
      // Nothing was added: the files stored for it would be no product's.
      await Promise.all(saved.map((photo) => this.media.remove(photo.path)));
      throw error;
    }
    await this.changes.changed();
    return report;
  }
}
