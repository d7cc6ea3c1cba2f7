import { foldText } from '../common/fold-text.js';

/** ASCII URL slug: "Işıklı Çelik Saat" → "isikli-celik-saat", "Men's Watches" → "mens-watches". */
export function slugify(text: string): string {
  return foldText(text.replace(/['’]/g, ''))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
