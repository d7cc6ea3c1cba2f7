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
/** Side of the product page's gallery image box: the SPA asks for it at 1x and 2x, the server's page head preloads it. */
export const PRODUCT_GALLERY_SIDE = 600;

export const PRODUCT_THUMBNAIL = { width: 330, height: 750 } as const;
