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

/**
 * A picture offered at several widths, of which the browser takes the one that fits `sizes` times
 * the screen's density. A fixed box is its width and twice it, for the box's width: the same
 * choice as 1x and 2x.
 */
export interface ResponsivePicture {
  widths: readonly number[];
  sizes: string;
}

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
  return `${IMAGE_ROUTE_PREFIX}${src}?${query.toString()}`;
}

/** The sharp pictures of a fixed box on any screen: 1x and 2x, as widths. */
export function fixedBoxPicture(width: number): ResponsivePicture {
  return { widths: [width, width * 2], sizes: `${width}px` };
}

/** srcset of a picture offered at several widths, each in the box's proportions (see ResponsivePicture). */
export function imageWidthSrcSet(src: string, options: ImageResizeOptions, widths: readonly number[]): string | undefined {
  if (!isResizable(src) || !options.width) return undefined;
  const { width, height } = options;
  return widths.map((w) => `${imageUrl(src, { ...options, width: w, height: height && (height * w) / width })} ${w}w`).join(', ');
}
