import type { Banner, MediaItem } from './entities.js';

/** The banners of one container in their display order, as the storefront shows them (the SPA, and the server's first-screen hero). */
export function bannersIn(banners: readonly Banner[], containerId: number): Banner[] {
  return banners.filter((banner) => banner.bannerContainerIds.includes(containerId)).sort((a, b) => a.order - b.order);
}

/** A slide's phone picture as a srcset: the mobile image, with its retina variant for 2x screens when there is one. */
export function mobileSrcSet(item: MediaItem): string {
  return `${item.MobileImage} 1x${item.MobileRetina ? `, ${item.MobileRetina} 2x` : ''}`;
}
