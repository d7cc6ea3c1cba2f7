import { useRef } from 'react';
import { fixedBoxPicture, imageUrl, imageWidthSrcSet, type ResponsivePicture } from '../../../contracts/image/resize';
import { useNearViewport } from '../lib/use-near-viewport';

/** Images load once they come within this distance of the viewport (S4.18, S9.06). */
export const LAZY_IMAGE_MARGIN = '200px';

export interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /**
   * The image is on the first screen (a product's main picture, the first cards of a list): it is
   * shown and fetched at once, with high priority, instead of after an observer's first report.
   */
  priority?: boolean;
  /** The picture's width follows the layout: offered at these widths for these sizes instead of at 1x and 2x of the box. */
  responsive?: ResponsivePicture;
}

/**
 * A placeholder until the element is within 200 px of the viewport, then the image, once only
 * (S4.18). Width and height are fixed so the page does not jump; the shop's own media come from
 * the resize service at that size, with a 2x variant for dense screens. The placeholder is the
 * holder's own background, not an element swapped for the image: a click whose button went down
 * on a removed element never fires, so a card tapped while its picture arrives would not open.
 */
export function LazyImage({ src, alt, width, height, className, priority = false, responsive }: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const visible = useNearViewport(holder, LAZY_IMAGE_MARGIN, priority);
  const picture = responsive ?? fixedBoxPicture(width);
  const srcSet = imageWidthSrcSet(src, { width, height }, picture.widths);

  return (
    <span ref={holder} className={`lazy-image ${className ?? ''}`} style={{ aspectRatio: `${width} / ${height}` }} data-loaded={visible}>
      {visible ? (
        <img
          src={imageUrl(src, { width, height })} srcSet={srcSet} sizes={srcSet && picture.sizes} alt={alt} width={width} height={height}
          decoding={priority ? undefined : 'async'} fetchPriority={priority ? 'high' : undefined}
        />
      ) : null}
    </span>
  );
}
