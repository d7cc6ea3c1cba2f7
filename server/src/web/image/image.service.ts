import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Inject, Injectable } from '@nestjs/common';
import { IMAGE_DEFAULT_QUALITY, type ImageResizeOptions } from '../../../../contracts/image/resize.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AppError, NotFoundError } from '../../common/errors.js';
import { GatewayAddress } from '../../gateway/gateway-address.js';
import { ImageDiskCache } from './image-cache.js';
import { resizeImage, type ImageFormat } from './image-resizer.js';
import { RenderQueue } from './render-queue.js';

/** Source images larger than this are refused rather than decoded. */
const MAX_SOURCE_BYTES = 10 * 1024 * 1024;
/** Renders waiting for a core before new ones are refused (503): a page's worth of tiles and then some. */
const MAX_WAITING_RENDERS = 48;
// Media paths only: no dots in a row, no escapes, nothing outside /media/.
const MEDIA_PATH = /^\/media\/(?!.*\.\.)[A-Za-z0-9@._\/-]{1,300}$/;

export interface RenderedImage {
  bytes: Buffer;
  etag: string;
}

/**
 * The resize service of spec §9 in front of the media origin: fetches the original once, renders
 * each size once, and keeps the result on disk; a CDN can sit in front of the same URLs.
 */
@Injectable()
export class ImageService {
  private readonly cache: ImageDiskCache;
  /** Renders in progress, so a burst of requests for a new size renders it once. */
  private readonly rendering = new Map<string, Promise<RenderedImage>>();
  private readonly queue = new RenderQueue(availableParallelism(), MAX_WAITING_RENDERS);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, private readonly address: GatewayAddress) {
    this.cache = new ImageDiskCache(config.dataDir, config.imageCacheBytes);
  }

  /** The image of a /media/ path at the size asked for; NotFoundError when there is no such image. */
  render(mediaPath: string, options: ImageResizeOptions, format: ImageFormat): Promise<RenderedImage> {
    if (!MEDIA_PATH.test(mediaPath)) return Promise.reject(new NotFoundError('Image not found'));
    // An absent quality is the default one: both URLs are one render on disk.
    const quality = options.quality ?? IMAGE_DEFAULT_QUALITY;
    const key = createHash('sha1')
      .update(JSON.stringify([mediaPath, options.width ?? 0, options.height ?? 0, options.background?.toLowerCase() ?? '', quality, format]))
      .digest('hex');
    const running = this.rendering.get(key);
    if (running) return running;
    const work = this.renderOnce(key, mediaPath, options, format).finally(() => this.rendering.delete(key));
    this.rendering.set(key, work);
    return work;
  }

  private async renderOnce(key: string, mediaPath: string, options: ImageResizeOptions, format: ImageFormat): Promise<RenderedImage> {
    const etag = `"${key.slice(0, 27)}"`;
    const cached = await this.cache.read(`${key}.${format}`);
    if (cached) return { bytes: cached, etag };
    const bytes = await this.queue.run(async () => resizeImage(await this.fetchSource(mediaPath), options, format));
    await this.cache.write(`${key}.${format}`, bytes);
    return { bytes, etag };
  }

  private async fetchSource(mediaPath: string): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(`${this.address.mediaOrigin()}${mediaPath}`, { signal: AbortSignal.timeout(this.config.gatewayTimeoutMs) });
    } catch {
      throw new AppError('Image source unavailable', 502, 'IMAGE_SOURCE');
    }
    if (response.status === 404) throw new NotFoundError('Image not found');
    if (!response.ok) throw new AppError('Image source unavailable', 502, 'IMAGE_SOURCE');
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_SOURCE_BYTES) throw new AppError('Image source too large', 502, 'IMAGE_SOURCE');
    return bytes;
  }
}
