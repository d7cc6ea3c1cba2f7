import {
  Catch, Delete, HttpCode, Param, PayloadTooLargeException, Post, Put, UploadedFile, UseFilters, UseInterceptors, type ArgumentsHost, type ExceptionFilter, Body,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import type { Response } from 'express';
import { MAX_PHOTO_BYTES, type AdminPhoto } from '../../../../contracts/admin/catalogue.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import { BadInputError } from '../../common/errors.js';
import { IdParam, MAX_ID } from '../common/id-param.js';
import { CurrentStaff, StaffController, StaffRoles } from '../staff/staff-controller.decorator.js';
import { PhotoOrderDto } from './product-input.dto.js';
import { ProductPhotosService } from './product-photos.service.js';

class PhotoParams extends IdParam {
  @Type(() => Number) @IsInt() @Min(1) @Max(MAX_ID)
  photoId: number;
}

/** What multer hands over of the uploaded file (memory storage). */
interface UploadedPhoto {
  buffer: Buffer;
  size: number;
}

/** multer's "File too large" said in the console's words. */
@Catch(PayloadTooLargeException)
export class TooLargeUploadFilter implements ExceptionFilter {
  constructor(private readonly message: string) {}

  catch(_: PayloadTooLargeException, host: ArgumentsHost): void {
    // The rest of a refused upload is not read: close the connection rather than drain it.
    host.switchToHttp().getResponse<Response>().status(413).set('Connection', 'close').json({ isSuccess: false, status: 413, message: this.message });
  }
}

/** POST /admin/api/products/{id}/photos (multipart, field `file`), DELETE .../photos/{photoId}, PUT .../photos/order { ids }. */
@StaffController('products/:id/photos')
@StaffRoles('catalogue')
export class ProductPhotosController {
  constructor(private readonly photos: ProductPhotosService) {}

  @Post()
  @UseFilters(new TooLargeUploadFilter(`A photo is at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`))
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5 } }))
  upload(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam, @UploadedFile() file: UploadedPhoto | undefined): Promise<AdminPhoto> {
    if (!file) throw new BadInputError('Send the photo as multipart/form-data in the field "file"');
    return this.photos.upload(staff, id, file.buffer);
  }

  @Put('order')
  reorder(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam, @Body() order: PhotoOrderDto): Promise<AdminPhoto[]> {
    return this.photos.reorder(staff, id, order.ids);
  }

  @Delete(':photoId')
  @HttpCode(204)
  remove(@CurrentStaff() staff: StaffIdentity, @Param() { id, photoId }: PhotoParams): Promise<void> {
    return this.photos.remove(staff, id, photoId);
  }
}
