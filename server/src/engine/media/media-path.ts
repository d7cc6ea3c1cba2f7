import type { BannerVariant } from './banner-art.js';

/** What a /media/ path asks for, once it has passed validation. */
export type MediaRequest =
  | { kind: 'product'; id: number; n: number }
  | { kind: 'banner'; key: string; variant: BannerVariant }
  | { kind: 'icon'; key: string }
  | { kind: 'category'; id: number };

// Whole-path patterns: anything else (dots, slashes, escapes, NUL, upper case) is not an image.
// Ids stop at 7 digits, the most the seed can produce; keys are lower-case words joined by dashes.
const KEY = '([a-z0-9]+(?:-[a-z0-9]+)*)';
const PRODUCT = /^products\/([1-9]\d{0,6})-([1-9])\.svg$/;
const BANNER = new RegExp(`^banners/${KEY}-(desktop|mobile|mobile@2x)\\.svg$`);
const ICON = new RegExp(`^icons/${KEY}\\.svg$`);
const CATEGORY = /^categories\/([1-9]\d{0,5})\.svg$/;
const MAX_KEY_LENGTH = 80;

/** Parses a path under /media/ ("products/12-1.svg", with or without the leading "/media/"). */
export function parseMediaPath(path: string): MediaRequest | null {
  if (path.length > 200) return null;
  const relative = path.replace(/^\/?media\//, '');
  let match = PRODUCT.exec(relative);
  if (match) return { kind: 'product', id: Number(match[1]), n: Number(match[2]) };
  match = BANNER.exec(relative);
  if (match && match[1].length <= MAX_KEY_LENGTH) return { kind: 'banner', key: match[1], variant: match[2] as BannerVariant };
  match = ICON.exec(relative);
  if (match && match[1].length <= MAX_KEY_LENGTH) return { kind: 'icon', key: match[1] };
  match = CATEGORY.exec(relative);
  if (match) return { kind: 'category', id: Number(match[1]) };
  return null;
}
