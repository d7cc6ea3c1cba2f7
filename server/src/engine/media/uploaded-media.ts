import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** An uploaded product photo's path under /media/: products/{product id}/{32 hex}.webp (nothing the caller names). */
const PHOTO = /^products\/([1-9]\d{0,9})\/([0-9a-f]{32})\.webp$/;

/**
 * Photos staff upload (issue 29 item 4), kept as files under DATA_DIR/media and served under
 * /media/ like the generated images, so the resize service (/image/media/...) takes them the same
 * way. DATA_DIR ':memory:' (tests) keeps them in a fresh temporary folder.
 */
@Injectable()
export class UploadedMedia {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = config.dataDir === ':memory:' ? mkdtempSync(path.join(tmpdir(), 'vitrin-media-')) : path.resolve(config.dataDir, 'media');
  }

  /** Keeps a product's photo (already checked and re-encoded as WebP); answers its /media/ path. */
  async savePhoto(productId: number, webp: Buffer): Promise<string> {
    const relative = `products/${productId}/${randomBytes(16).toString('hex')}.webp`;
    await mkdir(path.join(this.dir, 'products', String(productId)), { recursive: true });
    await writeFile(path.join(this.dir, relative), webp);
    return `/media/${relative}`;
  }

  /** The bytes of an uploaded photo's path under /media/, or null when it names none. */
  async read(mediaPath: string): Promise<Buffer | null> {
    const relative = mediaPath.replace(/^\/?media\//, '');
    if (!PHOTO.test(relative)) return null;
    return readFile(path.join(this.dir, relative)).catch(() => null);
  }

  /** Whether a /media/ path is one of the uploaded photos' (the only ones an import may name besides the generated ones). */
  isPhotoPath(mediaPath: string): boolean {
    return PHOTO.test(mediaPath.replace(/^\/media\//, ''));
  }

  /** Removes an uploaded photo's file (a deleted photo); other paths are left alone. */
  async remove(mediaPath: string): Promise<void> {
    const relative = mediaPath.replace(/^\/media\//, '');
    if (PHOTO.test(relative)) await rm(path.join(this.dir, relative), { force: true });
  }
}
