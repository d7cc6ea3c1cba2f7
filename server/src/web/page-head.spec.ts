import { DEFAULT_FEATURE_FLAGS } from '../../../contracts/site/entities.js';
import { PRODUCT_GALLERY_PICTURE, PRODUCT_GALLERY_SIDE } from '../../../contracts/image/product-gallery.js';
import { imageWidthSrcSet } from '../../../contracts/image/resize.js';
import { localizedTextsRequest, requestKey } from '../../../contracts/site/preloaded-answers.js';
import { renderIndexHtml, type PageMeta } from './page-head.js';

const template = '<!doctype html><html lang="tr"><head><title>Vitrin</title><!--vitrin-head--></head><body><!--vitrin-config--></body></html>';
const config = { features: DEFAULT_FEATURE_FLAGS, publicUrl: 'https://shop.example' };
const answered = { consentAnswered: true };
const meta: PageMeta = {
  status: 200, culture: 'en', title: 'Watch', description: 'A fine watch', alternates: { tr: '/saat-p-1', en: '/en/watch-p-1' },
  image: 'https://shop.example/media/products/1-1.svg', ogType: 'product', jsonLd: [{ '@type': 'Product', name: 'Watch' }],
};

describe('renderIndexHtml', () => {
  it('fills lang, title, canonical, hreflang (tr, en, x-default), Open Graph and JSON-LD', () => {
    const html = renderIndexHtml(template, meta, 'https://shop.example', config, answered);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Watch</title>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/en/watch-p-1">');
    expect(html).toContain('hreflang="tr" href="https://shop.example/saat-p-1"');
    expect(html).toContain('hreflang="en" href="https://shop.example/en/watch-p-1"');
    expect(html).toContain('hreflang="x-default" href="https://shop.example/saat-p-1"');
    // Issue 16 item 8: link previews get a raster picture at 1200×630, not the SVG original.
    expect(html).toContain('<meta property="og:image" content="https://shop.example/image/media/products/1-1.svg?w=1200&#38;h=630&#38;bg=ffffff">');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Product","name":"Watch"}</script>');
    expect(html).toContain('<script id="vitrin-config" type="application/json">{"features":');
  });

  it('preloads the words of the page\'s language only (each language is its own chunk)', () => {
    const withDictionaries = template.replace('<!--vitrin-head-->', '<!--vitrin-dictionaries en=/assets/en-1.js,/assets/hours-3.js tr=/assets/tr-2.js,/assets/hours-3.js-->\n<!--vitrin-head-->');
    const english = renderIndexHtml(withDictionaries, meta, 'https://shop.example', config, answered);
    expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/en-1.js">');
    expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/hours-3.js">');
    expect(english).not.toContain('tr-2.js');
    const turkish = renderIndexHtml(withDictionaries, { ...meta, culture: 'tr' }, 'https://shop.example', config, answered);
    expect(turkish).toContain('<link rel="modulepreload" crossorigin href="/assets/tr-2.js">');
    expect(turkish).not.toContain('en-1.js');
  });

  it('a 404 page asks not to be indexed and has no canonical link', () => {
    const html = renderIndexHtml(template, { ...meta, status: 404 }, 'https://shop.example', config, answered);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });

  it('cannot be made to inject markup through texts, JSON-LD or config', () => {
    const html = renderIndexHtml(template, { ...meta, title: '</title><script>alert(1)</script>', jsonLd: [{ name: '</script><script>x' }] },
      'https://shop.example', { ...config, publicUrl: '</script><script>y' }, answered);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('</script><script>x');
    expect(html).not.toContain('</script><script>y');
  });

  it('carries the preloaded answers as JSON no text can close, and no script at all when there are none', () => {
    const html = renderIndexHtml(template, meta, 'https://shop.example', config, answered, { 'GET /api/x': { name: '</script><script>z' } });
    expect(html).not.toContain('</script><script>z');
    const script = /<script id="vitrin-preloaded-answers" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(script![1])).toEqual({ 'GET /api/x': { name: '</script><script>z' } });
    expect(renderIndexHtml(template, meta, 'https://shop.example', config, answered)).not.toContain('vitrin-preloaded-answers');
  });

  // The srcset and sizes the SPA's gallery uses, escaped for an attribute.
  const gallerySrcSet = imageWidthSrcSet('/media/products/1-1.svg', { width: PRODUCT_GALLERY_SIDE, height: PRODUCT_GALLERY_SIDE }, PRODUCT_GALLERY_PICTURE.widths)!.replace(/&/g, '&#38;');
  const gallerySizes = PRODUCT_GALLERY_PICTURE.sizes;

  it('a product page preloads its default image at the widths and sizes the gallery asks for, ahead of the app\'s code', () => {
    const html = renderIndexHtml(template, meta, 'https://shop.example', config, answered);
    const side = PRODUCT_GALLERY_SIDE;
    expect(gallerySrcSet).toContain('/image/media/products/1-1.svg?w=720&#38;h=720 720w');
    expect(html).toContain(`<link rel="preload" as="image" href="/image/media/products/1-1.svg?w=${side}&#38;h=${side}" `
      + `imagesrcset="${gallerySrcSet}" imagesizes="${gallerySizes}" fetchpriority="high">`);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<meta name="description"'));
  });

  it('other pages, and images not from the shop\'s media, get no preload', () => {
    expect(renderIndexHtml(template, { ...meta, ogType: 'article' }, 'https://shop.example', config, answered)).not.toContain('rel="preload"');
    expect(renderIndexHtml(template, { ...meta, image: 'https://cdn.example/x.jpg' }, 'https://shop.example', config, answered)).not.toContain('rel="preload"');
    expect(renderIndexHtml(template, { ...meta, image: undefined }, 'https://shop.example', config, answered)).not.toContain('rel="preload"');
  });

  describe('a product page\'s first screen (S4.18): its picture painted with the HTML', () => {
    const withRoot = template.replace('<body>', '<body><div id="root"><header>frame</header><!--vitrin-first-screen--></div>');
    const product = { ...meta, productCrumbs: ['Home', 'Watches', 'Watch & <Co>'] };

    it('draws the breadcrumbs and the main picture in the gallery\'s boxes, at the preloaded URLs, hidden from assistive technology', () => {
      const html = renderIndexHtml(withRoot, product, 'https://shop.example', config, answered);
      const side = PRODUCT_GALLERY_SIDE;
      const frame = html.slice(html.indexOf('<header>frame</header>'), html.indexOf('</div><script'));
      expect(frame).toContain('<div class="site-main" aria-hidden="true" data-first-screen="product">');
      expect(frame).toContain('<div class="breadcrumbs"><ol><li>Home</li><li>Watches</li><li>Watch &#38; &#60;Co&#62;</li></ol></div>');
      expect(frame).toContain(`<div class="gallery__stage"><span class="lazy-image gallery__image" style="aspect-ratio: ${side} / ${side}">`
        + `<img alt="" src="/image/media/products/1-1.svg?w=${side}&#38;h=${side}" `
        + `srcset="${gallerySrcSet}" sizes="${gallerySizes}" `
        + `width="${side}" height="${side}" fetchpriority="high">`);
      expect(frame).not.toMatch(/<(a|button|input)\b/); // nothing to focus inside a hidden frame
    });

    it('other pages, products without the shop\'s own picture and pages without a trail get no frame', () => {
      for (const other of [{ ...product, ogType: 'website' as const }, { ...product, image: 'https://cdn.example/x.jpg' }, { ...product, productCrumbs: undefined }]) {
        const html = renderIndexHtml(withRoot, other, 'https://shop.example', config, answered);
        expect(html).toContain('<header>frame</header></div>');
      }
    });
  });

  describe('the cookie banner (S2.25) for a visitor who has not answered, painted with the HTML', () => {
    const withRoot = template.replace('<body>', '<body><div id="root"><header>frame</header><!--vitrin-first-screen--></div>');

    it('is drawn in the page\'s language, hidden from assistive technology and without controls (the app\'s banner has the buttons)', () => {
      const html = renderIndexHtml(withRoot, meta, 'https://shop.example', config, { consentAnswered: false });
      const banner = /<section class="consent-banner" aria-hidden="true" data-first-screen="consent">[\s\S]*?<\/section>/.exec(html)?.[0];
      expect(banner).toContain('<h2 class="consent-banner__title">Your cookie choices</h2>');
      expect(banner).toContain('<span class="button button--secondary">Only necessary</span><span class="button">Accept all</span>');
      expect(banner).not.toMatch(/<(a|button|input)\b/);
      const turkish = renderIndexHtml(withRoot, { ...meta, culture: 'tr' }, 'https://shop.example', config, { consentAnswered: false });
      expect(turkish).toContain('<h2 class="consent-banner__title">Çerez tercihleriniz</h2>');
    });

    it('S7.34 carries the merchant\'s wording of the page\'s language from the preloaded answers, escaped, as the app\'s banner shows it', () => {
      const texts = { 'consent.title': 'Çerezler & <siz>', 'consent.accept': ' ', 'product.price': 'x' };
      const answers = { [requestKey(localizedTextsRequest('en'))]: { isSuccess: true, culture: 'en', texts } };
      const html = renderIndexHtml(withRoot, meta, 'https://shop.example', config, { consentAnswered: false }, answers);
      expect(html).toContain('<h2 class="consent-banner__title">Çerezler &#38; &#60;siz&#62;</h2>');
      expect(html).toContain('<span class="button">Accept all</span>'); // a blank override keeps the built-in text
      // Another language's texts are not this page's.
      const turkish = renderIndexHtml(withRoot, { ...meta, culture: 'tr' }, 'https://shop.example', config, { consentAnswered: false }, answers);
      expect(turkish).toContain('<h2 class="consent-banner__title">Çerez tercihleriniz</h2>');
    });

    it('is not drawn once the visitor has answered', () => {
      expect(renderIndexHtml(withRoot, meta, 'https://shop.example', config, answered)).not.toContain('consent-banner');
    });
  });

  describe('the home hero (S3.20): the slider\'s first slide painted with the HTML', () => {
    const withRoot = template.replace('<body>', '<body><div id="root"><header>frame</header><!--vitrin-first-screen--></div>');
    const hero = { Title: 'New "season"', DesktopImage: '/media/banners/d.svg', MobileImage: '/media/banners/m.svg', MobileRetina: '/media/banners/m@2x.svg' };
    const home = { ...meta, ogType: 'website' as const, image: undefined, homeHero: hero };

    it('draws the slide in the hero\'s box with the slider\'s picture sources, hidden and without links', () => {
      const html = renderIndexHtml(withRoot, home, 'https://shop.example', config, answered);
      const frame = /<div class="site-main" aria-hidden="true" data-first-screen="home">[\s\S]*?<\/section><\/div><\/div>/.exec(html)?.[0];
      expect(frame).toContain('<section class="hero"><span class="hero__slide "><picture>'
        + '<source media="(min-width: 1025px)" srcset="/media/banners/d.svg"><source srcset="/media/banners/m.svg 1x, /media/banners/m@2x.svg 2x">'
        + '<img src="/media/banners/d.svg" alt="" width="1920" height="600" fetchpriority="high" loading="eager"></picture>'
        + '<span class="hero__title">New &#34;season&#34;</span></span></section>');
      expect(frame).not.toMatch(/<(a|button|input)\b/);
    });

    it('without a slide (banners unreadable or none) nothing is drawn', () => {
      expect(renderIndexHtml(withRoot, { ...home, homeHero: undefined }, 'https://shop.example', config, answered)).toContain('<header>frame</header></div>');
    });
  });
});
