import type sharpOf from 'sharp';

let loaded: Promise<typeof sharpOf> | undefined;

/**
 * libvips (sharp), loaded on the first image made, not at start: the image disk cache answers most
 * image requests and photos are uploaded now and then, while the library's code and pools are
 * ~10-20 MB of a process at rest (issue 28 item 5). Every image of the server goes through here;
 * a static import of 'sharp' is refused by the lint.
 */
export function imageLibrary(): Promise<typeof sharpOf> {
  return (loaded ??= import('sharp').then(({ default: library }) => {
    // The disk cache keeps results; libvips' own operation cache would only hold memory twice.
    library.cache(false);
    return library;
  }));
}
