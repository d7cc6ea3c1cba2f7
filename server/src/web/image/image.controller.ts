import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { BadInputError } from '../../common/errors.js';
import { ImageQueryDto } from './image-query.dto.js';
import { ImageService } from './image.service.js';

/** A given URL always renders the same bytes, so browsers and CDNs may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** GET /image/media/...?w=&h=&q=&bg=: the resize service (spec §9). */
@ApiExcludeController()
@Controller('image')
export class ImageController {
  constructor(private readonly images: ImageService) {}

  // Express 5 hands a named wildcard over as its decoded segments.
  @Get('*path')
  async image(@Param('path') path: string | string[], @Query() query: ImageQueryDto, @Req() request: Request, @Res() response: Response): Promise<void> {
    if (query.w === undefined && query.h === undefined) throw new BadInputError('w or h is required');
    // WebP only to a client that names it: link-preview crawlers send */* and show PNG, not WebP.
    const format = /\bimage\/webp\b/.test(request.get('accept') ?? '') ? 'webp' : 'png';
    const mediaPath = `/${Array.isArray(path) ? path.join('/') : path}`;
    const { bytes, etag } = await this.images.render(mediaPath, { width: query.w, height: query.h, background: query.bg, quality: query.q }, format);
    // res.send answers 304 by itself when If-None-Match carries this ETag.
    response.set({ 'Cache-Control': CACHE_CONTROL, ETag: etag, Vary: 'Accept', 'X-Content-Type-Options': 'nosniff' }).type(`image/${format}`).send(bytes);
  }
}
