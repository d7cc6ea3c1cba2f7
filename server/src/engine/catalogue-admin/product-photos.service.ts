import { Inject, Injectable } from '@nestjs/common';
import type { AdminPhoto } from '../../../../contracts/admin/catalogue.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import { ProductDocumentType } from '../../../../contracts/enums.js';
import { BadInputError, NotFoundError } from '../../common/errors.js';
import { imageLibrary } from '../../common/image-library.js';
import { AuditLog } from '../audit/audit-log.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { UploadedMedia } from '../media/uploaded-media.js';
import { CatalogueChanges } from '../product/catalogue-changes.js';

/** Formats a browser shows that sharp decodes: anything else (a PDF named .jpg, an SVG with scripts) is no photo. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Largest side kept: the shop never shows more, and a huge original only costs every resize. */
const MAX_SIDE = 4000;
/** Largest decoded image (pixels): refused before decoding, so a small file cannot claim gigabytes of memory. */
const MAX_PIXELS = 50_000_000;

/**
 * A photo as the shop keeps it: decoded (so it IS an image, whatever its name or type says),
 * turned upright, at most MAX_SIDE a side, re-encoded as WebP. Re-encoding drops every metadata
 * block (EXIF with the camera's GPS position, XMP, ICC comments): sharp writes none unless asked.
 */
export async function photoAsKept(bytes: Buffer): Promise<Buffer> {
  const sharp = await imageLibrary();
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch {
    throw new BadInputError('The file is not an image: send a JPEG, PNG, WebP, AVIF or GIF photo');
  }
  if (!format || !PHOTO_FORMATS.has(format)) throw new BadInputError('The file is not an image: send a JPEG, PNG, WebP, AVIF or GIF photo');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 90 }).toBuffer();
  } catch {
    throw new BadInputError('The image could not be read: it is damaged or too large (at most 50 megapixels)');
  }
}

/** A product's photos: upload, delete, reorder; each change audited and shown in the shop at once. */
@Injectable()
export class ProductPhotosService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly media: UploadedMedia,
    private readonly audit: AuditLog,
    private readonly changes: CatalogueChanges,
  ) {}

  async upload(actor: StaffIdentity, productId: number, bytes: Buffer): Promise<AdminPhoto> {
    await this.productName(this.db, productId);
    const path = await this.media.savePhoto(productId, await photoAsKept(bytes));
    const photo = await this.change(actor, productId, 'product.photo.add', async (tx, name) => {
      const [row] = await tx.query<{ id: number; sort_order: number }>(
        `INSERT INTO product_document (product_id, document_type, is_default, file_path, name, sort_order)
         SELECT $1, $2, NOT EXISTS (SELECT 1 FROM product_document WHERE product_id = $1 AND document_type = $2), $3, $4,
                COALESCE((SELECT max(sort_order) FROM product_document WHERE product_id = $1 AND document_type = $2), 0) + 1
         RETURNING id, sort_order`, [productId, ProductDocumentType.Image, path, name]);
      return { id: Number(row.id), url: path, sortOrder: Number(row.sort_order) };
    });
    return photo;
  }

  async remove(actor: StaffIdentity, productId: number, photoId: number): Promise<void> {
    const path = await this.change(actor, productId, 'product.photo.delete', async (tx) => {
      const [row] = await tx.query<{ file_path: string }>('DELETE FROM product_document WHERE id = $1 AND product_id = $2 AND document_type = $3 RETURNING file_path',
        [photoId, productId, ProductDocumentType.Image]);
      if (!row) throw new NotFoundError('Photo not found');
      await this.renumber(tx, productId, (await this.photos(tx, productId)).map((photo) => photo.id));
      return row.file_path;
    });
    // After the commit: a rolled-back delete keeps its file. An import may have named the path for another product too.
    const [shared] = await this.db.query('SELECT 1 FROM product_document WHERE file_path = $1 LIMIT 1', [path]);
    if (!shared) await this.media.remove(path);
  }

  /** `ids`: every photo of the product, in the new order (the first is the one lists show). */
  async reorder(actor: StaffIdentity, productId: number, ids: number[]): Promise<AdminPhoto[]> {
    return this.change(actor, productId, 'product.photo.order', async (tx) => {
      const current = (await this.photos(tx, productId)).map((photo) => photo.id);
      if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => current.includes(id))) {
        throw new BadInputError(`ids must name every photo of the product once: ${current.join(', ')}`);
      }
      await this.renumber(tx, productId, ids);
      return this.photos(tx, productId);
    });
  }

  /** One photo change in a transaction with its audit entry (the product's photos before and after), then announced. */
  private async change<T>(actor: StaffIdentity, productId: number, action: string, work: (tx: Queryable, productName: string) => Promise<T>): Promise<T> {
    const result = await this.db.transaction(async (tx) => {
      const name = await this.productName(tx, productId);
      const before = await this.photos(tx, productId);
      const done = await work(tx, name);
      await this.audit.record(tx, actor, { action, thingType: 'product', thingId: productId, before: { photos: before }, after: { photos: await this.photos(tx, productId) } });
      return done;
    });
    await this.changes.changed();
    return result;
  }

  private async productName(db: Queryable, productId: number): Promise<string> {
    const [row] = await db.query<{ name_tr: string }>('SELECT name_tr FROM product WHERE id = $1', [productId]);
    if (!row) throw new NotFoundError('Product not found');
    return row.name_tr;
  }

  private async photos(tx: Queryable, productId: number): Promise<AdminPhoto[]> {
    const rows = await tx.query<{ id: number; file_path: string; sort_order: number }>(
      'SELECT id, file_path, sort_order FROM product_document WHERE product_id = $1 AND document_type = $2 ORDER BY sort_order, id', [productId, ProductDocumentType.Image]);
    return rows.map((row) => ({ id: Number(row.id), url: row.file_path, sortOrder: Number(row.sort_order) }));
  }

  private async renumber(tx: Queryable, productId: number, ids: number[]): Promise<void> {
    await tx.query(`UPDATE product_document d SET sort_order = o.n, is_default = o.n = 1
      FROM unnest($2::int[]) WITH ORDINALITY AS o(id, n) WHERE d.id = o.id AND d.product_id = $1`, [productId, ids]);
  }
}
