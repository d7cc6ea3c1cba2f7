import { Module } from '@nestjs/common';
import { MediaController } from './media.controller.js';

/** Generated product, banner, icon and category images under /media/ (no files, no network). */
@Module({ controllers: [MediaController] })
export class MediaModule {}
