import type { Culture } from '../enums.js';

/** A merchant text (spec §7 localized texts): overrides the SPA string with the same key. */
export interface LocalizedText {
  /** Dictionary key, e.g. blog.intro. */
  key: string;
  /** Language of the value. */
  culture: Culture;
  /** Group of texts, e.g. Storefront (the SPA's strings). */
  tagName: string;
  /** The text. */
  value: string;
}

/** Tag of the texts the SPA merges over its dictionaries. */
export const STOREFRONT_TEXT_TAG = 'Storefront';
