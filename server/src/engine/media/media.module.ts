import { Module } from '@nestjs/common';
import { MediaController } from './media.controller.js';
import { UploadedMedia } from './uploaded-media.js';

/** Generated product, banner, icon and category images under /media/ (no files, no network), and the photos staff uploaded (files under DATA_DIR/media). */
@Module({ controllers: [MediaController], providers: [UploadedMedia], exports: [UploadedMedia] })
export class MediaModule {}
