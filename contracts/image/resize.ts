/**
 * The image resize service (spec §9: width, height, optional background colour, quality), shared by
 * the server route and the client's URL builder so a CDN in front sees one URL shape:
 * `/image{media path}?w=330&h=750&q=80&bg=ffffff`.
 */
export interface ImageResizeOptions {
  /** Width in pixels, 1 to IMAGE_MAX_SIDE. */
  width?: number;
  /** Height in pixels, 1 to IMAGE_MAX_SIDE. */
  height?: number;
  /** Background colour as 3 or 6 hex digits without '#'; transparent when absent. */
  background?: string;
  /** Encoder quality 1-100; IMAGE_DEFAULT_QUALITY when absent. */
  quality?: number;
}

/** Path prefix of the resize service. */
export const IMAGE_ROUTE_PREFIX = '/image';
/** Largest side the service renders. */
export const IMAGE_MAX_SIDE = 2400;
/** Quality when the URL names none. */
export const IMAGE_DEFAULT_QUALITY = 80;
/** Product image thumbnails (S9.11). */
export const PRODUCT_THUMBNAIL = { width: 330, height: 750 } as const;
/** Side of the product page's gallery image box: the SPA asks for it at 1x and 2x, the server's page head preloads it. */
export const PRODUCT_GALLERY_SIDE = 600;

/** Only the shop's own media go through the resize service; anything else is used as it is. */
const isResizable = (src: string) => src.startsWith('/media/');

/**
 * URL of an image at a size (spec §9 resize service): `/image/media/...?w=&h=&bg=&q=`. The SPA's
 * pictures and the server's preload links are built here, so a preload is the very URL the page asks for.
 */
export function imageUrl(src: string, options: ImageResizeOptions): string {
  if (!isResizable(src)) return src;
  const query = new URLSearchParams();
  if (options.width) query.set('w', String(Math.min(Math.round(options.width), IMAGE_MAX_SIDE)));
  if (options.height) query.set('h', String(Math.min(Math.round(options.height), IMAGE_MAX_SIDE)));
  if (options.background) query.set('bg', options.background);
  if (options.quality) query.set('q', String(options.quality));
  return `${IMAGE_ROUTE_PREFIX}${src}?${query}`;
}

/** srcset for sharp pictures on dense screens: the same box at 1x and 2x. */
export function imageSrcSet(src: string, options: ImageResizeOptions): string | undefined {
  if (!isResizable(src)) return undefined;
  const double = { ...options, width: options.width && options.width * 2, height: options.height && options.height * 2 };
  return `${imageUrl(src, options)} 1x, ${imageUrl(src, double)} 2x`;
}
