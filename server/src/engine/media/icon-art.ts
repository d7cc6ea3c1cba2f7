import { hashText, SCHEMES } from './svg-colour.js';

// Glyphs on a 64x64 canvas, drawn in currentColor so the page can tint them.
const GLYPHS: Record<string, string> = {
  'free-shipping': '<path d="M6 20h30v22H6zM36 28h12l8 8v6H36z"/><circle cx="16" cy="46" r="5"/><circle cx="46" cy="46" r="5"/>',
  'easy-returns': '<path d="M20 14 8 24l12 10v-7h18a10 10 0 0 1 0 20H22v7h16a17 17 0 0 0 0-34H20z"/>',
  'secure-payment': '<rect x="12" y="28" width="40" height="28" rx="4"/><path d="M20 28v-8a12 12 0 0 1 24 0v8h-6v-8a6 6 0 0 0-12 0v8z"/>',
  support: '<path d="M32 8a22 22 0 0 0-22 22v12a6 6 0 0 0 6 6h6V32h-6v-2a16 16 0 0 1 32 0v2h-6v16h6a6 6 0 0 0 6-6V30A22 22 0 0 0 32 8z"/>',
  youtube: '<rect x="6" y="14" width="52" height="36" rx="10"/><path d="M27 23v18l15-9z" fill="#fff"/>',
  facebook: '<path d="M36 58V36h8l1-9h-9v-6c0-3 1-4 4-4h5V9h-8c-8 0-11 5-11 12v6h-7v9h7v22z"/>',
  instagram: '<rect x="8" y="8" width="48" height="48" rx="14" fill="none" stroke="currentColor" stroke-width="6"/><circle cx="32" cy="32" r="10" fill="none" stroke="currentColor" stroke-width="6"/><circle cx="46" cy="18" r="3"/>',
  x: '<path d="M10 8h12l32 48H42zM52 8 12 56" stroke="currentColor" stroke-width="5"/>',
  deal: '<path d="M8 30V8h22l26 26-22 22z"/><circle cx="20" cy="20" r="5" fill="#fff"/>',
  smart: '<rect x="22" y="4" width="20" height="56" rx="8"/><rect x="14" y="16" width="36" height="32" rx="10" fill="#fff"/><rect x="18" y="20" width="28" height="24" rx="7"/>',
  gift: '<rect x="8" y="24" width="48" height="12"/><rect x="12" y="36" width="40" height="22"/><path d="M30 24v34h4V24zM32 24c-8-14-20-8-12 0zm0 0c8-14 20-8 12 0z"/>',
  'arrow-right': '<path d="M8 28h36L32 16l6-6 22 22-22 22-6-6 12-12H8z"/>',
  'order-track': '<path d="M8 18 32 6l24 12v28L32 58 8 46z"/><path d="M8 18l24 12 24-12M32 30v28" stroke="#fff" stroke-width="3" fill="none"/>',
  account: '<circle cx="32" cy="20" r="12"/><path d="M8 58c0-14 10-22 24-22s24 8 24 22z"/>',
  favourites: '<path d="M32 56 10 34a13 13 0 0 1 22-16 13 13 0 0 1 22 16z"/>',
  'sign-in': '<path d="M34 8h20v48H34v-6h14V14H34z"/><path d="M8 29h22l-8-8 4-4 15 15-15 15-4-4 8-8H8z"/>',
};

/** A 64x64 icon: a known glyph for the shop's icon keys, otherwise a tinted disc chosen by the key. */
export function renderIcon(key: string): string {
  const glyph = GLYPHS[key];
  const body = glyph ?? (() => {
    const [base, accent] = SCHEMES[hashText(key) % SCHEMES.length];
    return `<circle cx="32" cy="32" r="28" fill="${base}"/><circle cx="32" cy="32" r="12" fill="${accent}"/>`;
  })();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" fill="currentColor">${body}</svg>`;
}
