/** Colour arithmetic for the generated images; inputs are "#rrggbb". */

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
const toHex = (values: number[]) => `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** `from` moved toward `to` by t in [0, 1]. */
export function mix(from: string, to: string, t: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex(a.map((value, i) => value + (b[i] - value) * t));
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

/** true when dark strokes read better than light ones on this colour. */
export function isLight(hex: string): boolean {
  const [r, g, b] = channels(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

/** FNV-1a of a text: a stable number for choosing colours from a key. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Pleasant banner and icon palettes (background, accent). */
export const SCHEMES: readonly (readonly [string, string])[] = [
  ['#1e2f5c', '#c9a227'], ['#2e7d4f', '#f2c230'], ['#6e1f2e', '#e887a8'], ['#1f2328', '#ee7d2b'],
  ['#2f6fd6', '#f4f4f2'], ['#6d3fa0', '#d4a08a'], ['#7a4b2a', '#d9c7a7'], ['#0f5e63', '#f2c230'],
];
