import request from 'supertest';
import { BannerContainer, ProductRequestFlags as F } from '../../contracts/enums.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
const linkOf = (html: string, hreflang: string) => new RegExp(`hreflang="${hreflang}" href="([^"]+)"`).exec(html)?.[1];

describe('pages without JavaScript: head, JSON-LD, hreflang, 404 (issue 3 SEO)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  const product = async (culture: string) => (await request(shop.url).post('/api/search-products').set('x-culture', culture)
    .send({ pageSize: 1, flags: F.Default | F.InStock, includes: ['Id', 'Name', 'RoutePath', 'SalesPrice'] }).expect(200)).body.products[0];

  it('a product URL carries Product JSON-LD with its offer and a BreadcrumbList', async () => {
    const tr = await product('tr');
    const response = await request(shop.url).get(tr.routePath).set('accept', 'text/html').expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const [ld, crumbs] = jsonLdOf(response.text);
    expect(ld).toMatchObject({ '@type': 'Product', name: tr.name, offers: { '@type': 'Offer', priceCurrency: 'TRY', price: tr.salesPrice.toFixed(2), availability: 'https://schema.org/InStock' } });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.length).toBeGreaterThanOrEqual(3);
    expect(response.text).toContain(`<title>${tr.name} | Vitrin</title>`);
    expect(response.text).toContain('<html lang="tr"');
  });

  it('issue 16 item 6: a product page\'s head carries its description (meta and JSON-LD) and its attribute table as JSON-LD properties', async () => {
    const { id, routePath } = await product('tr');
    const detail = (await request(shop.url).post('/api/get-product').set('x-culture', 'tr').send({ productId: id }).expect(200)).body.product as { routeDescription: string; attributes: { name: string; attributeValues: { value: string }[] }[] };
    expect(detail.routeDescription.length).toBeGreaterThan(20);
    expect(detail.attributes.length).toBeGreaterThan(0);
    const html = (await request(shop.url).get(routePath).set('accept', 'text/html').expect(200)).text;
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(html).toContain(`<meta name="description" content="${escaped(detail.routeDescription)}`);
    const [ld] = jsonLdOf(html);
    expect(ld.description).toBe(detail.routeDescription);
    expect(ld.additionalProperty).toEqual(detail.attributes.map((attribute) => ({ '@type': 'PropertyValue', name: attribute.name, value: attribute.attributeValues.map((item) => item.value).join(', ') })));
  });

  it('S4.18 a product URL\'s HTML draws its breadcrumb trail and main picture before any script runs', async () => {
    const en = await product('en');
    const html = (await request(shop.url).get(en.routePath).set('accept', 'text/html').expect(200)).text;
    const frame = /<div class="site-main" aria-hidden="true" data-first-screen="product">[\s\S]*?<\/div><\/div><\/div><\/div><\/div><\/div>/.exec(html)?.[0];
    expect(frame).toBeDefined();
    const decoded = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    const trail = [...frame!.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => decoded(match[1]));
    expect(trail[0]).toBe('Home');
    expect(trail.at(-1)).toBe(en.name);
    const [, crumbs] = jsonLdOf(html);
    expect(trail).toEqual(crumbs.itemListElement.map((item: { name: string }) => item.name));
    const preload = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1];
    expect(frame).toContain(`<img alt="" src="${preload}"`);
    expect(html.indexOf('data-first-screen')).toBeLessThan(html.indexOf('<script id="vitrin-config"'));
  });

  it('S3.20 the home page\'s HTML draws its slider\'s first slide, in each language, before any script runs', async () => {
    for (const [culture, path] of [['tr', '/'], ['en', '/en/']]) {
      const { banners } = (await request(shop.url).post('/api/get-banner-list').set('x-culture', culture).send({ bannerContainerIds: [BannerContainer.HomeSlider] }).expect(200)).body;
      const first = banners.sort((a: { order: number }, b: { order: number }) => a.order - b.order)[0].extensionData.MediaItems[0];
      const html = (await request(shop.url).get(path).set('accept', 'text/html').expect(200)).text;
      const frame = /<div class="site-main" aria-hidden="true" data-first-screen="home">[\s\S]*?<\/section><\/div><\/div>/.exec(html)?.[0];
      expect(frame).toContain(`<img src="${first.DesktopImage}"`);
      expect(frame).toContain(`srcset="${first.MobileImage} 1x`);
    }
  });

  it('hreflang links point at the same product in tr, en and x-default', async () => {
    const tr = await product('tr');
    const en = await product('en');
    const html = (await request(shop.url).get(tr.routePath).expect(200)).text;
    expect(linkOf(html, 'tr')).toBe(`${shop.url.replace('127.0.0.1', 'localhost')}${tr.routePath}`);
    expect(linkOf(html, 'en')).toMatch(new RegExp(`${en.routePath}$`));
    expect(linkOf(html, 'x-default')).toBe(linkOf(html, 'tr'));
    const english = (await request(shop.url).get(en.routePath).expect(200)).text;
    expect(english).toContain('<html lang="en"');
    expect(jsonLdOf(english)[0].offers.priceCurrency).toBe('USD');
  });

  it('a category URL has its name in the title and breadcrumbs', async () => {
    const tree = (await request(shop.url).post('/api/category-tree').send({}).expect(200)).body.categories;
    const child = tree[0].childCategories[0];
    const html = (await request(shop.url).get(child.routePath).expect(200)).text;
    expect(html).toContain(`<title>${child.name} | Vitrin</title>`);
    expect(jsonLdOf(html)[0].itemListElement.map((item: { name: string }) => item.name)).toEqual(['Ana Sayfa', tree[0].name, child.name]);
  });

  it('an unknown product path answers a real 404 that asks not to be indexed', async () => {
    const response = await request(shop.url).get('/olmayan-urun-p-99999999').set('accept', 'text/html').expect(404);
    expect(response.text).toContain('<meta name="robots" content="noindex">');
    // Still the app (it draws the not-found page), without a product's first-screen frame.
    expect(response.text).toContain('<div id="root">');
    expect(response.text).toContain('<script id="vitrin-config"');
    expect(response.text).not.toContain('data-first-screen="product"');
  });

  it('S2.05 S2.07 an old or mistaken path of a product or category names its id: 301 to its own page in the path\'s language, the filters kept', async () => {
    const tr = await product('tr');
    const en = (await request(shop.url).post('/api/get-product').set('x-culture', 'en').send({ productId: tr.id }).expect(200)).body.product as { routePath: string };
    const movedTo = async (path: string) => {
      const answer = await request(shop.url).get(path).set('accept', 'text/html').expect(301);
      // Not kept by the browser: the slug may change back (a kept redirect and the new one would loop).
      expect(answer.headers['cache-control']).toBe('no-cache');
      return answer.headers.location;
    };
    // A slug that is not (or no longer) the product's; a Turkish path with /en in front.
    expect(await movedTo(`/eski-ad-p-${tr.id}`)).toBe(tr.routePath);
    expect(await movedTo(`/en${tr.routePath}`)).toBe(en.routePath);
    const tree = (await request(shop.url).post('/api/category-tree').set('x-culture', 'en').send({}).expect(200)).body.categories;
    const child = tree[0].childCategories[0] as { id: number; routePath: string };
    expect(await movedTo(`/eski-raf-c-${child.id}?price=0-500&sort=price_desc`)).toBe(`${(await request(shop.url).get('/api/route-info').query({ path: child.routePath }).expect(200)).body.route.alternates.tr}?price=0-500&sort=price_desc`);
    // The app's own question answers the page, whose own path differs: it replaces the address.
    const route = (await request(shop.url).get('/api/route-info').query({ path: `/en/eski-raf-c-${child.id}` }).expect(200)).body.route;
    expect(route).toMatchObject({ type: 'category', id: child.id, culture: 'en', alternates: { en: child.routePath } });
    // An id nothing has, and a product's own path, stay as they are.
    await request(shop.url).get(`/eski-raf-c-99999999`).set('accept', 'text/html').expect(404);
    await request(shop.url).get(tr.routePath).set('accept', 'text/html').expect(200);
  });

  it('a blog post URL carries its title, BlogPosting, breadcrumbs and hreflang to its translation', async () => {
    const [tr] = (await request(shop.url).get('/api/blog/list').set('x-culture', 'tr').expect(200)).body.blogPosts;
    const html = (await request(shop.url).get(tr.routePath).set('accept', 'text/html').expect(200)).text;
    expect(html).toContain(`<title>${tr.name} | Vitrin</title>`);
    expect(html).toContain('<meta property="og:type" content="article">');
    const [posting, crumbs] = jsonLdOf(html);
    expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: tr.name, inLanguage: 'tr' });
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Ana Sayfa', 'Blog', tr.name]);
    const english = linkOf(html, 'en')!;
    expect(english).toMatch(/\/en\/blog\/[a-z0-9-]+$/);
    const englishHtml = (await request(shop.url).get(new URL(english).pathname).expect(200)).text;
    expect(englishHtml).toContain('<html lang="en"');
    expect(linkOf(englishHtml, 'tr')).toMatch(new RegExp(`${tr.routePath}$`));
  });

  it('a corporate page URL has its own title; an unknown blog post or corporate page answers 404', async () => {
    const html = (await request(shop.url).get('/kurumsal/gizlilik-politikasi').expect(200)).text;
    expect(html).toMatch(/<title>Gizlilik Politikası \| Vitrin<\/title>/);
    for (const path of ['/blog/boyle-bir-yazi-yok', '/en/blog/no-such-post', '/kurumsal/yok']) {
      const response = await request(shop.url).get(path).set('accept', 'text/html').expect(404);
      expect(response.text).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('fixed routes answer 200 in both languages, with the home texts', async () => {
    for (const path of ['/', '/en/', '/siparis-takip', '/en/order-track', '/u/orders/5', '/c/cart-summary']) {
      await request(shop.url).get(path).set('accept', 'text/html').expect(200);
    }
    expect((await request(shop.url).get('/en/').expect(200)).text).toContain('<title>Vitrin | Watches, electronics, fashion and more</title>');
  });

  it('issue 16 item 8 S2.01 S2.05 a fixed page\'s HTML is titled with the page\'s own name, as the app titles it, in its language', async () => {
    const titles: [string, string][] = [
      ['/c/cart-summary', 'Sepetim | Vitrin'], ['/en/c/cart-summary', 'My Cart | Vitrin'],
      ['/login', 'Giriş Yap | Vitrin'], ['/en/login', 'Sign In | Vitrin'],
      ['/u/info', 'Hesap Bilgilerim | Vitrin'], ['/u/orders/5', 'Sipariş Detayı | Vitrin'], ['/en/u/favorites', 'My Favourites | Vitrin'],
      ['/karsilastir', 'Ürün Karşılaştırma | Vitrin'], ['/en/compare', 'Compare Products | Vitrin'],
      ['/siparis-takip', 'Sipariş Takibi | Vitrin'], ['/en/order-track', 'Order Tracking | Vitrin'],
      ['/destek', 'Destek | Vitrin'], ['/bulten', 'E-posta Bülteni | Vitrin'], ['/en/corporate', 'About Us | Vitrin'], ['/blog', 'Blog | Vitrin'],
      ['/search', 'Arama Sonuçları | Vitrin'],
    ];
    const shown: [string, string][] = [];
    for (const [path] of titles) {
      const html = (await request(shop.url).get(path).set('accept', 'text/html').expect(200)).text;
      shown.push([path, /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '']);
    }
    expect(shown).toEqual(titles);
  });
});

describe('robots.txt and sitemaps', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  it('robots.txt allows the shop, keeps crawlers out of account, cart and API paths and names the sitemap', async () => {
    const response = await request(shop.url).get('/robots.txt').set('accept', 'text/html').expect(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.text).toMatch(/Disallow: \/api\//);
    expect(response.text).toMatch(/Disallow: \/u\//);
    expect(response.text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });

  it('the blog sitemap pairs every post and corporate page with its translation', async () => {
    const xml = (await request(shop.url).get('/sitemap-blog.xml').expect(200)).text;
    expect(xml).toMatch(/<loc>[^<]+\/blog\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/hreflang="en" href="[^"]+\/en\/blog\/[a-z0-9-]+"/);
    expect(xml).toMatch(/<loc>[^<]+\/kurumsal\/gizlilik-politikasi<\/loc>/);
    // A corporate page's English alternate is its English slug (issue 32 item 14).
    expect(xml).toMatch(/<loc>[^<]+\/kurumsal\/gizlilik-politikasi<\/loc>(?:(?!<\/url>)[\s\S])*hreflang="en" href="[^"]+\/en\/corporate\/privacy-policy"/);
    expect(xml).not.toMatch(/\/en\/corporate\/gizlilik-politikasi/);
    expect((await request(shop.url).get('/sitemap.xml').expect(200)).text).toContain('/sitemap-blog.xml');
  });

  it('the sitemap index lists pages, categories, brands and product files', async () => {
    const response = await request(shop.url).get('/sitemap.xml').set('accept', 'text/html').expect(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    for (const file of ['sitemap-pages.xml', 'sitemap-categories.xml', 'sitemap-brands.xml', 'sitemap-products-1.xml']) expect(response.text).toContain(file);
  });

  it('the product sitemap lists every visible product in both languages with hreflang alternates', async () => {
    const { totalItems } = (await request(shop.url).post('/api/search-products').send({ pageSize: 1, flags: F.OffTheShelf }).expect(200)).body.pagination;
    const xml = (await request(shop.url).get('/sitemap-products-1.xml').expect(200)).text;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.length).toBe(totalItems * 2);
    expect(locs.filter((loc) => /\/en\//.test(loc)).length).toBe(totalItems);
    expect(xml).toContain('hreflang="tr"');
    await request(shop.url).get('/sitemap-products-99.xml').expect(404);
  });

  it('the category sitemap pairs each category with its English path', async () => {
    const xml = (await request(shop.url).get('/sitemap-categories.xml').expect(200)).text;
    expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/en\/[^<]+-c-\d+<\/loc>/);
  });
});
