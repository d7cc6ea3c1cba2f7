import { IMAGE_MAX_SIDE, IMAGE_ROUTE_PREFIX, type ImageResizeOptions } from '../../../contracts/image/resize';

/** Only the shop's own media go through the resize service; anything else is used as it is. */
const isResizable = (src: string) => src.startsWith('/media/');

/** URL of an image at a size (spec §9 resize service): `/image/media/...?w=&h=&bg=&q=`. */
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
