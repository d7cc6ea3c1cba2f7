import { DEFAULT_FEATURE_FLAGS } from '../../../contracts/site/entities.js';
import { PRODUCT_GALLERY_SIDE } from '../../../contracts/image/resize.js';
import { renderIndexHtml, type PageMeta } from './page-head.js';

const template = '<!doctype html><html lang="tr"><head><title>Vitrin</title><!--vitrin-head--></head><body><!--vitrin-config--></body></html>';
const config = { features: DEFAULT_FEATURE_FLAGS, publicUrl: 'https://shop.example' };
const meta: PageMeta = {
  status: 200, culture: 'en', title: 'Watch', description: 'A fine watch', alternates: { tr: '/saat-p-1', en: '/en/watch-p-1' },
  image: 'https://shop.example/media/products/1-1.svg', ogType: 'product', jsonLd: [{ '@type': 'Product', name: 'Watch' }],
};

describe('renderIndexHtml', () => {
  it('fills lang, title, canonical, hreflang (tr, en, x-default), Open Graph and JSON-LD', () => {
    const html = renderIndexHtml(template, meta, 'https://shop.example', config);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Watch</title>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/en/watch-p-1">');
    expect(html).toContain('hreflang="tr" href="https://shop.example/saat-p-1"');
    expect(html).toContain('hreflang="en" href="https://shop.example/en/watch-p-1"');
    expect(html).toContain('hreflang="x-default" href="https://shop.example/saat-p-1"');
    expect(html).toContain('<meta property="og:image" content="https://shop.example/media/products/1-1.svg">');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Product","name":"Watch"}</script>');
    expect(html).toContain('<script id="vitrin-config" type="application/json">{"features":');
  });

  it('a 404 page asks not to be indexed and has no canonical link', () => {
    const html = renderIndexHtml(template, { ...meta, status: 404 }, 'https://shop.example', config);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });

  it('cannot be made to inject markup through texts, JSON-LD or config', () => {
    const html = renderIndexHtml(template, { ...meta, title: '</title><script>alert(1)</script>', jsonLd: [{ name: '</script><script>x' }] },
      'https://shop.example', { ...config, publicUrl: '</script><script>y' });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('</script><script>x');
    expect(html).not.toContain('</script><script>y');
  });

  it('a product page preloads its default image at the size the gallery asks for, 1x and 2x, ahead of the app\'s code', () => {
    const html = renderIndexHtml(template, meta, 'https://shop.example', config);
    const side = PRODUCT_GALLERY_SIDE;
    expect(html).toContain(`<link rel="preload" as="image" href="/image/media/products/1-1.svg?w=${side}&#38;h=${side}" `
      + `imagesrcset="/image/media/products/1-1.svg?w=${side}&#38;h=${side} 1x, /image/media/products/1-1.svg?w=${side * 2}&#38;h=${side * 2} 2x" fetchpriority="high">`);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<meta name="description"'));
  });

  it('other pages, and images not from the shop\'s media, get no preload', () => {
    expect(renderIndexHtml(template, { ...meta, ogType: 'article' }, 'https://shop.example', config)).not.toContain('rel="preload"');
    expect(renderIndexHtml(template, { ...meta, image: 'https://cdn.example/x.jpg' }, 'https://shop.example', config)).not.toContain('rel="preload"');
    expect(renderIndexHtml(template, { ...meta, image: undefined }, 'https://shop.example', config)).not.toContain('rel="preload"');
  });

  describe('a product page\'s first screen (S4.18): its picture painted with the HTML', () => {
    const withRoot = template.replace('<body>', '<body><div id="root"><header>frame</header><!--vitrin-first-screen--></div>');
    const product = { ...meta, productCrumbs: ['Home', 'Watches', 'Watch & <Co>'] };

    it('draws the breadcrumbs and the main picture in the gallery\'s boxes, at the preloaded URLs, hidden from assistive technology', () => {
      const html = renderIndexHtml(withRoot, product, 'https://shop.example', config);
      const side = PRODUCT_GALLERY_SIDE;
      const frame = html.slice(html.indexOf('<header>frame</header>'), html.indexOf('</div><script'));
      expect(frame).toContain('<div class="site-main" aria-hidden="true" data-first-screen="product">');
      expect(frame).toContain('<div class="breadcrumbs"><ol><li>Home</li><li>Watches</li><li>Watch &#38; &#60;Co&#62;</li></ol></div>');
      expect(frame).toContain(`<div class="gallery__stage"><span class="lazy-image gallery__image" style="aspect-ratio: ${side} / ${side}">`
        + `<img alt="" src="/image/media/products/1-1.svg?w=${side}&#38;h=${side}" `
        + `srcset="/image/media/products/1-1.svg?w=${side}&#38;h=${side} 1x, /image/media/products/1-1.svg?w=${side * 2}&#38;h=${side * 2} 2x" `
        + `width="${side}" height="${side}" fetchpriority="high">`);
      expect(frame).not.toMatch(/<(a|button|input)\b/); // nothing to focus inside a hidden frame
    });

    it('other pages, products without the shop\'s own picture and pages without a trail get no frame', () => {
      for (const other of [{ ...product, ogType: 'website' as const }, { ...product, image: 'https://cdn.example/x.jpg' }, { ...product, productCrumbs: undefined }]) {
        const html = renderIndexHtml(withRoot, other, 'https://shop.example', config);
        expect(html).toContain('<header>frame</header></div>');
      }
    });
  });
});
