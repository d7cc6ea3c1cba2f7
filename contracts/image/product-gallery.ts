import { DESKTOP_MIN_WIDTH } from '../site/breakpoints.js';
import type { ResponsivePicture } from './resize.js';

// The product page's main picture, for the SPA's gallery and the server's page head. Its own
// module: the resize helpers are in the code every page loads, this only on product pages.

/** Side of the product page's gallery image box (its width and height attributes, and the picture for browsers without srcset). */
export const PRODUCT_GALLERY_SIDE = 600;

/**
 * The product page's main picture: the page's width less its 16 px padding on phones and tablets,
 * its grid column (about 640 px at most) from the desktop breakpoint (styles.css, .pdp__main). A
 * phone at 1.75x takes 720 px instead of the 1200 px of a plain 2x: it decodes in a third of the
 * time, and the picture is the page's largest paint. The SPA's gallery and the server's preload
 * and first-screen picture use it, so the preloaded file is the one shown.
 */
export const PRODUCT_GALLERY_PICTURE: ResponsivePicture = {
  widths: [360, 480, 600, 720, 900, 1200, 1600],
  sizes: `(min-width: ${DESKTOP_MIN_WIDTH}px) 640px, calc(100vw - 32px)`,
};
