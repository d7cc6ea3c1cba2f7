import { hashText, lighten, SCHEMES } from './svg-colour.js';

export type BannerVariant = 'desktop' | 'mobile' | 'mobile@2x';

const SIZES: Record<BannerVariant, readonly [width: number, height: number]> = {
  desktop: [1920, 600],
  mobile: [768, 768],
  'mobile@2x': [1536, 1536],
};

/**
 * A text-free banner backdrop (the storefront lays the title over it): a gradient in the
 * key's colour scheme with a large watch face and a few circles placed from the key's hash.
 */
export function renderBanner(key: string, variant: BannerVariant): string {
  const [width, height] = SIZES[variant];
  const hash = hashText(key);
  const [base, accent] = SCHEMES[hash % SCHEMES.length];
  const unit = Math.min(width, height);
  const cx = variant === 'desktop' ? width * 0.72 : width / 2;
  const cy = variant === 'desktop' ? height / 2 : height * 0.58;
  const r = unit * (variant === 'desktop' ? 0.38 : 0.3);
  let circles = '';
  for (let i = 0; i < 6; i++) {
    const x = ((hash >>> (i * 3)) % 97) / 97 * width;
    const y = ((hash >>> (i * 4 + 1)) % 89) / 89 * height;
    circles += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(unit * (0.05 + (i % 3) * 0.04)).toFixed(0)}" fill="${accent}" opacity=".14"/>`;
  }
  const minute = (hash % 60) * (Math.PI / 30);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${lighten(base, 0.35)}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}` +
    `<circle cx="${cx}" cy="${cy}" r="${r.toFixed(0)}" fill="none" stroke="${accent}" stroke-width="${(unit * 0.025).toFixed(0)}"/>` +
    `<line x1="${cx}" y1="${cy}" x2="${cx}" y2="${(cy - r * 0.55).toFixed(0)}" stroke="${accent}" stroke-width="${(unit * 0.02).toFixed(0)}" stroke-linecap="round"/>` +
    `<line x1="${cx}" y1="${cy}" x2="${(cx + r * 0.75 * Math.sin(minute)).toFixed(0)}" y2="${(cy - r * 0.75 * Math.cos(minute)).toFixed(0)}" stroke="${accent}" stroke-width="${(unit * 0.012).toFixed(0)}" stroke-linecap="round"/>` +
    `</svg>`;
}
