/**
 * The image resize service (spec §9: width, height, optional background colour, quality), shared by
 * the server route and the client's URL builder so a CDN in front sees one URL shape:
 * `/image{media path}?w=330&h=750&q=80&bg=ffffff`.
 */
export interface ImageResizeOptions {
  /** Width in pixels; imageUrl snaps it to IMAGE_SIDES. */
  width?: number;
  /** Height in pixels; imageUrl snaps it to IMAGE_SIDES. */
  height?: number;
  /** Background colour as 3 or 6 hex digits without '#'; transparent when absent. */
  background?: string;
  /** Encoder quality, a multiple of IMAGE_QUALITY_STEP up to 100; IMAGE_DEFAULT_QUALITY when absent. */
  quality?: number;
}

/** Path prefix of the resize service. */
export const IMAGE_ROUTE_PREFIX = '/image';
/** Largest side the service renders. */
export const IMAGE_MAX_SIDE = 2400;
/** Quality when the URL names none. */
export const IMAGE_DEFAULT_QUALITY = 80;
/**
 * The sides, in pixels, the service renders: every box and srcset width the pages use, and twice
 * each box for dense screens. A URL naming any other side is refused, so the renders one picture can
 * have are a short list and not every number up to IMAGE_MAX_SIDE (issue 17); imageUrl snaps a side
 * up to the next one here, so a box of a new size still gets a sharp picture.
 */
export const IMAGE_SIDES: readonly number[] = [
  56, 64, 80, 100, 112, 120, 128, 160, 180, 200, 240, 300, 320, 330, 360, 384, 400, 420, 480, 540, 600, 630, 660, 720, 750, 768,
  900, 1200, 1260, 1500, 1600, 2400,
];
/** Qualities the service renders at: tens, for the same reason as IMAGE_SIDES. */
export const IMAGE_QUALITY_STEP = 10;

/** The side the service renders for a box side: the smallest of IMAGE_SIDES that is not smaller, at most IMAGE_MAX_SIDE. */
export function snapImageSide(side: number): number {
  return IMAGE_SIDES.find((allowed) => allowed >= side) ?? IMAGE_MAX_SIDE;
}

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
  if (options.width) query.set('w', String(snapImageSide(options.width)));
  if (options.height) query.set('h', String(snapImageSide(options.height)));
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
