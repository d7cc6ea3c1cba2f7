import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { ImportError, ImportJob, ImportReport } from '../../../../contracts/admin/catalogue-import.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import { BadInputError, NotFoundError } from '../../common/errors.js';
import { LOGGER } from '../../common/logger.js';
import { AuditLog } from '../audit/audit-log.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { parseMediaPath } from '../media/media-path.js';
import { UploadedMedia } from '../media/uploaded-media.js';
import { CatalogueWriteService } from '../product/catalogue-write.service.js';
import { readCatalogueRefs } from './catalogue-refs.js';
import { checkRows, readImportFile, type CheckedRows, type ImportFile, type ImportFormat } from './catalogue-import.js';
import { ProductWriter } from './product-writer.js';

/** How long a finished job's answer is kept for the console to read. */
const JOB_KEPT_MS = 60 * 60_000;

/**
 * Catalogue imports: a dry run answers every error and writes nothing; an import runs as a job
 * (the console polls its progress), checks every row first, then writes the whole file in ONE
 * transaction (any error: nothing is written), audits it, and shows it in the shop at once.
 */
@Injectable()
export class CatalogueImportService {
  /** Each job and its starting session, as a digest of its token: the only caller its progress answers. */
  private readonly jobs = new Map<string, { job: ImportJob; starter: Buffer }>();

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly writer: ProductWriter,
    private readonly writes: CatalogueWriteService,
    private readonly media: UploadedMedia,
    private readonly audit: AuditLog,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Reads and checks the file; writes nothing. */
  async dryRun(bytes: Buffer, format: ImportFormat): Promise<ImportReport> {
    const file = await readImportFile(bytes, format);
    const checked = await this.check(this.db, file);
    return report(file, checked);
  }

  /**
   * Starts the import of a file for the staff session of `sessionToken`: answers its job at once
   * (total 0 until the file is read); a file that is no table fails the job with its reason.
   */
  start(actor: StaffIdentity, sessionToken: string, bytes: Buffer, format: ImportFormat): ImportJob {
    const job: ImportJob = { jobId: randomUUID(), state: 'checking', done: 0, total: 0 };
    this.jobs.set(job.jobId, { job, starter: digestOf(sessionToken) });
    void this.run(actor, job, bytes, format).finally(() => setTimeout(() => this.jobs.delete(job.jobId), JOB_KEPT_MS).unref());
    return { ...job };
  }

  /**
   * A job's progress, for the session that started it only, known by its token without the
   * database: on the embedded database the import's one transaction holds the only connection
   * while it checks and writes, and a session looked up there waited for the commit, so the
   * console's progress bar stood still until the end (issue 29 item 5).
   */
  job(jobId: string, sessionToken: string): ImportJob {
    const kept = this.jobs.get(jobId);
    if (!kept || !timingSafeEqual(kept.starter, digestOf(sessionToken))) throw new NotFoundError('No such import job (finished jobs are kept an hour)');
    return { ...kept.job };
  }

  private async run(actor: StaffIdentity, job: ImportJob, bytes: Buffer, format: ImportFormat): Promise<void> {
    const started = performance.now();
    try {
      const file = await readImportFile(bytes, format);
      job.total = file.rows.length;
      const written = await this.db.transaction(async (tx) => {
        // From the start each run: a run ended by a deadlock had left the job writing.
        Object.assign(job, { state: 'checking', done: 0, total: file.rows.length });
        const checked = await this.check(tx, file, (done) => { job.done = done; });
        job.report = report(file, checked);
        if (checked.errors.length) return false;
        Object.assign(job, { state: 'writing', done: 0, total: checked.drafts.length });
        const drafts = checked.drafts.map(({ draft }) => draft);
        const ids = await this.writer.write(tx, drafts, { replaceVariants: false, progress: (done) => { job.done = done; } });
        const created = drafts.filter((draft) => draft.id === undefined).length;
        await this.audit.record(tx, actor, {
          action: 'catalogue.import', thingType: 'catalogue-import', thingId: job.jobId, before: null,
          after: { rows: file.rows.length, products: ids.length, created, updated: ids.length - created, skus: drafts.map((draft) => draft.sku) },
        });
        return true;
      });
      if (!written) {
        job.state = 'failed';
        return;
      }
      await this.writes.announce();
      Object.assign(job, { state: 'done', done: job.total });
      this.logger.info({ rows: file.rows.length, products: job.total, ms: Math.round(performance.now() - started) }, 'catalogue imported');
    } catch (error) {
      if (!(error instanceof BadInputError)) this.logger.error({ err: error }, 'catalogue import failed');
      Object.assign(job, { state: 'failed', message: error instanceof Error ? error.message : 'The import failed' });
    }
  }

  /** Every row checked against the shop's lists and products: skus the shop has are updated, a barcode of another product is an error. */
  private async check(db: Queryable, file: ImportFile, progress?: (done: number) => void): Promise<CheckedRows> {
    const refs = await readCatalogueRefs(db);
    const checked = await checkRows(file, refs, (path) => this.isOwnMedia(path), progress);
    if (checked.errors.length && !checked.drafts.length) return checked;
    const skus = checked.drafts.map(({ draft }) => draft.sku);
    const existing = new Map((await db.query<{ id: number; sku: string }>('SELECT id, sku FROM product WHERE sku = ANY($1::text[])', [skus])).map((row) => [row.sku, Number(row.id)]));
    const lines = new Map(file.rows.map((row) => [row.cells.barcode, row.line]));
    const owners = await db.query<{ barcode: string; sku: string }>('SELECT b.barcode, p.sku FROM barcode b JOIN product p ON p.id = b.product_id WHERE b.barcode = ANY($1::text[])',
      [checked.drafts.flatMap(({ draft }) => draft.variants.map((variant) => variant.barcode))]);
    const errors: ImportError[] = [...checked.errors];
    const skuOf = new Map(checked.drafts.flatMap(({ draft }) => draft.variants.map((variant) => [variant.barcode, draft.sku] as const)));
    for (const owner of owners) {
      if (owner.sku !== skuOf.get(owner.barcode)) errors.push({ line: lines.get(owner.barcode) ?? 0, column: 'barcode', reason: `barcode ${owner.barcode} is product ${owner.sku}'s` });
    }
    for (const { draft } of checked.drafts) draft.id = existing.get(draft.sku);
    return { drafts: checked.drafts, errors: errors.sort((a, b) => a.line - b.line) };
  }

  /** The shop's own media: an uploaded photo or a generated product image. */
  private isOwnMedia(path: string): boolean {
    return this.media.isPhotoPath(path) || (path.startsWith('/media/') && parseMediaPath(path)?.kind === 'product');
  }
}

const digestOf = (token: string) => createHash('sha256').update(token).digest();

function report(file: ImportFile, checked: CheckedRows): ImportReport {
  return { rows: file.rows.length, products: checked.drafts.length, errors: checked.errors };
}
