import { parseMediaPath } from './media-path.js';
import { renderMedia } from './media-renderer.js';
import { productKind } from '../seed/product-plan.js';

const svgRoot = (svg: string | null) => svg?.match(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)"/)?.slice(1).map(Number);

describe('renderMedia', () => {
  it.each([
    ['products/1-1.svg', [600, 600]],
    ['/media/products/9999999-4.svg', [600, 600]],
    ['banners/hero-smart-watches-desktop.svg', [1920, 600]],
    ['banners/hero-smart-watches-mobile.svg', [768, 768]],
    ['banners/hero-smart-watches-mobile@2x.svg', [1536, 1536]],
    ['icons/free-shipping.svg', [64, 64]],
    ['icons/some-unknown-key.svg', [64, 64]],
    ['categories/62.svg', [600, 600]],
  ])('%s is an SVG of %j', (path, size) => {
    const svg = renderMedia(path);
    expect(svgRoot(svg)).toEqual(size);
    expect(svg!.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined|<script|href=/);
  });

  it('draws the same image every time, and different images for different products and views', () => {
    expect(renderMedia('products/17-2.svg')).toBe(renderMedia('products/17-2.svg'));
    expect(renderMedia('products/17-2.svg')).not.toBe(renderMedia('products/17-1.svg'));
    expect(renderMedia('products/17-1.svg')).not.toBe(renderMedia('products/90-1.svg'));
  });

  it('draws a watch face (case, dial, hands) for watches and something else for other goods', () => {
    const watch = Array.from({ length: 50 }, (_, i) => i + 1).find((id) => productKind(id) === 'watch')!;
    const general = Array.from({ length: 50 }, (_, i) => i + 1).find((id) => productKind(id) === 'general')!;
    expect((renderMedia(`products/${watch}-1.svg`)!.match(/<line /g) ?? []).length).toBeGreaterThanOrEqual(12);
    expect((renderMedia(`products/${general}-1.svg`)!.match(/<line /g) ?? []).length).toBeLessThan(12);
  });

  it.each([
    '../etc/passwd', 'products/../../etc/passwd', 'products/1-1.svg%00', 'products/1-1.svg\0', 'products/%2e%2e/1-1.svg',
    'products/0-1.svg', 'products/01-1.svg', 'products/12345678-1.svg', 'products/99999999999999999999-1.svg', 'products/1-0.svg',
    'products/1-1.png', 'products/1.svg', 'banners/Hero-desktop.svg', 'banners/hero-tablet.svg', 'banners/-desktop.svg',
    'icons/a_b.svg', `icons/${'a'.repeat(81)}.svg`, 'categories/999.svg', 'categories/abc.svg', 'other/1.svg', '', '/',
  ])('answers null for %j', (path) => expect(renderMedia(path)).toBeNull());

  it('parses the parts of a valid path', () => {
    expect(parseMediaPath('banners/hero-mobile@2x.svg')).toEqual({ kind: 'banner', key: 'hero', variant: 'mobile@2x' });
    expect(parseMediaPath('products/42-3.svg')).toEqual({ kind: 'product', id: 42, n: 3 });
  });

  it('renders a product image quickly', () => {
    const started = performance.now();
    for (let id = 1; id <= 2000; id++) renderMedia(`products/${id}-1.svg`);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
