import { Get, HttpCode, Inject, Param, Post, Query, Req, Res, UploadedFile, UseFilters, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import type { Request, Response } from 'express';
import { MAX_IMPORT_BYTES, MAX_PHOTO_ARCHIVE_BYTES, type ImportJob, type ImportReport, type PhotoArchiveReport } from '../../../../contracts/admin/catalogue-import.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import { BadInputError } from '../../common/errors.js';
import { DATABASE, type Database } from '../db/database.js';
import { CurrentStaff, StaffController, StaffPublic, StaffRoles } from '../staff/staff-controller.decorator.js';
import { staffTokenOf } from '../staff/staff-cookie.js';
import { signInRequired } from '../staff/staff-session.guard.js';
import { exportCatalogue } from './catalogue-export.js';
import type { ImportFormat } from './catalogue-import.js';
import { CatalogueImportService } from './catalogue-import.service.js';
import { PhotoArchiveImportService } from './photo-archive-import.service.js';
import { TooLargeUploadFilter } from './product-photos.controller.js';

class ImportQuery {
  /** "true": check only, write nothing. */
  @IsOptional() @IsIn(['true', 'false'], { message: 'dryRun must be true or false' })
  dryRun?: string;
}

class JobParam {
  @IsUUID(4, { message: 'jobId must be an import job id' })
  jobId: string;
}

class ExportQuery {
  @IsOptional() @IsIn(['csv', 'json'], { message: 'format must be csv or json' })
  format?: 'csv' | 'json';
}

/** What multer hands over of the uploaded file (memory storage). */
interface UploadedCatalogue {
  buffer: Buffer;
  originalname: string;
  mimetype: string;
}

/** JSON by its name or type, CSV otherwise. */
const formatOf = (file: UploadedCatalogue): ImportFormat => (/\.json$/i.test(file.originalname) || /\bjson\b/i.test(file.mimetype) ? 'json' : 'csv');

/**
 * POST /admin/api/catalogue-import[?dryRun=true] (multipart, field `file`: CSV or JSON),
 * GET /admin/api/catalogue-import/{jobId}.
 */
@StaffController('catalogue-import')
@StaffRoles('catalogue')
export class CatalogueImportController {
  constructor(private readonly imports: CatalogueImportService) {}

  @Post()
  @HttpCode(200)
  @UseFilters(new TooLargeUploadFilter(`A catalogue file is at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB`))
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5 } }))
  async upload(@CurrentStaff() staff: StaffIdentity, @Query() query: ImportQuery, @UploadedFile() file: UploadedCatalogue | undefined,
    @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ImportReport | ImportJob> {
    if (!file) throw new BadInputError('Send the catalogue as multipart/form-data in the field "file"');
    if (query.dryRun === 'true') return this.imports.dryRun(file.buffer, formatOf(file));
    response.status(202);
    return this.imports.start(staff, staffTokenOf(request)!, file.buffer, formatOf(file));
  }

  /** Admitted by the session that started the job, without the session guard's database look-up (CatalogueImportService.job). */
  @Get(':jobId')
  @StaffPublic()
  job(@Param() { jobId }: JobParam, @Req() request: Request): ImportJob {
    const token = staffTokenOf(request);
    if (!token) throw signInRequired(request);
    return this.imports.job(jobId, token);
  }
}

/** POST /admin/api/catalogue-photos[?dryRun=true] (multipart, field `file`: a zip of photos named by sku; contracts PhotoArchiveReport). */
@StaffController('catalogue-photos')
@StaffRoles('catalogue')
export class CataloguePhotosController {
  constructor(private readonly archives: PhotoArchiveImportService) {}

  @Post()
  @HttpCode(200)
  @UseFilters(new TooLargeUploadFilter(`A photo archive is at most ${MAX_PHOTO_ARCHIVE_BYTES / 1024 / 1024} MB`))
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_PHOTO_ARCHIVE_BYTES, files: 1, fields: 5 } }))
  upload(@CurrentStaff() staff: StaffIdentity, @Query() query: ImportQuery, @UploadedFile() file: UploadedCatalogue | undefined): Promise<PhotoArchiveReport> {
    if (!file) throw new BadInputError('Send the photos as a zip, multipart/form-data in the field "file"');
    return this.archives.import(staff, file.buffer, query.dryRun === 'true');
  }
}

/** GET /admin/api/catalogue-export?format=csv|json: the whole catalogue as the import file, as a download. */
@StaffController('catalogue-export')
@StaffRoles('catalogue')
export class CatalogueExportController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get()
  async export(@Query() query: ExportQuery, @Res() response: Response): Promise<void> {
    const format = query.format ?? 'csv';
    const body = await exportCatalogue(this.db, format);
    response.set('Content-Disposition', `attachment; filename="catalogue-${new Date().toISOString().slice(0, 10)}.${format}"`)
      .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8').send(body);
  }
}
