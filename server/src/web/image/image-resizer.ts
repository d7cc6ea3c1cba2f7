import { IMAGE_DEFAULT_QUALITY, type ImageResizeOptions } from '../../../../contracts/image/resize.js';
import { imageLibrary } from '../../common/image-library.js';

/** Output formats the service writes: WebP to browsers that take it, PNG to the rest. */
export type ImageFormat = 'webp' | 'png';

function parseHex(hex: string): { r: number; g: number; b: number; alpha: number } {
  const full = hex.length === 3 ? hex.split('').map((digit) => digit + digit).join('') : hex;
  return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16), alpha: 1 };
}

/**
 * Resizes one source image (SVG or raster) to fit inside width x height without cropping, the
 * rest filled with the background colour (transparent when none), encoded at the quality asked.
 */
export async function resizeImage(source: Buffer, options: ImageResizeOptions, format: ImageFormat): Promise<Buffer> {
  const background = options.background ? parseHex(options.background) : { r: 255, g: 255, b: 255, alpha: 0 };
  // SVG sources are rasterised at a density high enough for the largest side asked for.
  let pipeline = (await imageLibrary())(source, { density: 144, limitInputPixels: 40_000_000 })
    .resize({ width: options.width, height: options.height, fit: 'contain', background, withoutEnlargement: false });
  if (options.background) pipeline = pipeline.flatten({ background });
  const quality = options.quality ?? IMAGE_DEFAULT_QUALITY;
  return format === 'webp' ? pipeline.webp({ quality }).toBuffer() : pipeline.png({ quality, palette: quality < 100 }).toBuffer();
}
