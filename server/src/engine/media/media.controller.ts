import { createHash } from 'node:crypto';
import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { renderMedia } from './media-renderer.js';
import { UploadedMedia } from './uploaded-media.js';

/** Images never change for a given path (they are drawn from the path alone), so browsers and CDNs may keep them. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Serves the generated demo images and the photos staff uploaded under /media/. */
@Controller('media')
export class MediaController {
  constructor(private readonly uploaded: UploadedMedia) {}

  // Express 5 hands a named wildcard over as its decoded segments.
  @Get('*path')
  async image(@Param('path') path: string | string[], @Res() res: Response): Promise<void> {
    const relative = Array.isArray(path) ? path.join('/') : path;
    const photo = await this.uploaded.read(relative);
    if (photo) {
      // A photo's path is new for each upload (random name): it never changes either.
      res.set({ 'Cache-Control': CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' }).type('image/webp').send(photo);
      return;
    }
    const svg = renderMedia(relative);
    if (svg === null) throw new NotFoundException('Image not found');
    const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
    // res.send answers 304 by itself when If-None-Match carries this ETag.
    res.set({ 'Cache-Control': CACHE_CONTROL, ETag: etag, 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" }).type('image/svg+xml').send(svg);
  }
}
