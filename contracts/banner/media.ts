import type { MediaItem } from './entities.js';

/** A slide's phone picture as a srcset: the mobile image, with its retina variant for 2x screens when there is one. */
export function mobileSrcSet(item: MediaItem): string {
  return `${item.MobileImage} 1x${item.MobileRetina ? `, ${item.MobileRetina} 2x` : ''}`;
}
