import request from 'supertest';
import { ProductRequestFlags } from '../../contracts/enums.js';
import { SERVICE_HOURS } from '../../contracts/site/service-hours.js';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { operatorToken } from './order-fixtures.js';

interface BannerBody { name: string; bannerContainerIds: number[]; tagIds: number[]; imageLink?: string; targetLink?: string; extensionData: Record<string, unknown[]> }

describe('banners (S7.02, S3.20, S9.10)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  const list = (body: object, culture = 'tr') => request(shop.url).post('/api/get-banner-list').set('x-culture', culture).send(body);

  it('S7.02 answers isSuccess and the banners of the asked containers only', async () => {
    const response = await list({ bannerContainerIds: [13, 14] }).expect(200);
    expect(response.body.isSuccess).toBe(true);
    const banners: BannerBody[] = response.body.banners;
    expect(banners.length).toBeGreaterThanOrEqual(8);
    expect(banners).toHaveEvery((banner) => banner.bannerContainerIds.some((id) => id === 13 || id === 14));
  });

  it('issue 16 item 11: a slide or campaign tile that promises a discount opens its category\'s discounted products, and there are some', async () => {
    for (const culture of ['tr', 'en']) {
      const tiles = (await list({ bannerContainerIds: [1, 2] }, culture).expect(200)).body.banners as BannerBody[];
      const deals = tiles.flatMap((tile) => tile.extensionData.MediaItems as { Title: string; Link: string }[]).filter((item) => /%|İndirim|Fırsat|off|Deals/i.test(item.Title));
      expect(deals.length).toBeGreaterThanOrEqual(2);
      for (const { Link } of deals) {
        const url = new URL(Link, 'http://shop');
        expect(url.searchParams.get('discounted')).toBe('1');
        const route = (await request(shop.url).get('/api/route-info').query({ path: url.pathname }).expect(200)).body.route as { type: string; id: number };
        expect(route.type).toBe('category');
        const found = await request(shop.url).post('/api/search-products').set('x-culture', culture)
          .send({ categoryIds: [route.id], flags: ProductRequestFlags.Default | ProductRequestFlags.Discounted, pageSize: 1, includes: ['Id', 'DiscountRate'] }).expect(200);
        expect([Link, found.body.pagination.totalItems > 0]).toEqual([Link, true]);
        expect(found.body.products[0].discountRate).toBeGreaterThan(0);
      }
    }
  });

  it('issue 16 item 11: the shop names one customer service time: the feature icons promise SERVICE_HOURS (the footer\'s), never round the clock', async () => {
    for (const culture of ['tr', 'en']) {
      const icons = (await list({ bannerContainerIds: [13] }, culture).expect(200)).body.banners as (BannerBody & { description?: string })[];
      const said = icons.map((icon) => `${icon.name} ${icon.description ?? ''}`);
      expect(said.filter((text) => /7\/24|24\/7|24 saat|round the clock|always/i.test(text))).toEqual([]);
      const timed = said.filter((text) => /\d{2}:\d{2}/.test(text));
      expect(timed.length).toBeGreaterThan(0);
      expect(timed.filter((text) => !text.includes(SERVICE_HOURS))).toEqual([]);
    }
  });

  it('S3.20 container 10 carries popular searches as ButtonSetListLocalized, per language', async () => {
    const tr = (await list({ bannerContainerIds: [10] }).expect(200)).body.banners as BannerBody[];
    const en = (await list({ bannerContainerIds: [10] }, 'en').expect(200)).body.banners as BannerBody[];
    const trLinks = tr.flatMap((banner) => banner.extensionData.ButtonSetListLocalized ?? []) as { Title: string; Link: string }[];
    const enLinks = en.flatMap((banner) => banner.extensionData.ButtonSetListLocalized ?? []) as { Title: string; Link: string }[];
    expect(trLinks.length).toBeGreaterThanOrEqual(4);
    expect(trLinks).toHaveEvery((link) => link.Title && link.Link);
    expect(enLinks).toHaveEvery((link) => link.Link.startsWith('/en/'));
  });

  it('S3.20 container 13 footer icons have name, description and image; container 14 social links a target', async () => {
    const icons = (await list({ bannerContainerIds: [13] }).expect(200)).body.banners as (BannerBody & { description?: string })[];
    expect(icons).toHaveEvery((icon) => icon.name && icon.description && icon.imageLink);
    const social = (await list({ bannerContainerIds: [14] }).expect(200)).body.banners as BannerBody[];
    expect(social.length).toBeGreaterThanOrEqual(4);
    expect(social).toHaveEvery((link) => link.name && link.imageLink && link.targetLink);
  });

  it('S9.10 legal links are tagged 9 (Show in Footer Menu)', async () => {
    const all = (await list({}).expect(200)).body.banners as BannerBody[];
    expect(all.filter((banner) => banner.tagIds.includes(9)).length).toBeGreaterThanOrEqual(3);
  });

  it('home slider banners carry media items with desktop, mobile and retina images', async () => {
    const sliders = (await list({ bannerContainerIds: [1] }).expect(200)).body.banners as BannerBody[];
    const items = sliders.flatMap((banner) => banner.extensionData.MediaItems ?? []) as Record<string, string>[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) expect(item).toEqual(expect.objectContaining({ Title: expect.any(String), DesktopImage: expect.any(String), MobileImage: expect.any(String), MobileRetina: expect.any(String) }));
  });

  it('banner texts are Turkish for tr and English for en', async () => {
    const tr = (await list({ bannerContainerIds: [13] }).expect(200)).body.banners as BannerBody[];
    const en = (await list({ bannerContainerIds: [13] }, 'en').expect(200)).body.banners as BannerBody[];
    expect(tr.map((banner) => banner.name)).not.toEqual(en.map((banner) => banner.name));
    expect(tr.map((banner) => banner.name).join(' ')).toMatch(/[çğıİöşüÇĞÖŞÜ]/);
  });

  it('S7.28 the engine\'s banner service finds one banner by id, by key and by name, and lists a container\'s', async () => {
    const config = shop.app.get<AppConfig>(APP_CONFIG);
    const token = await operatorToken(shop.url, config.idpClientId, config.idpClientSecret);
    const engineGet = (path: string) => request(shop.url).get(`/gateway/banner/api/banner/${path}`).set('authorization', `Bearer ${token}`).set('accept-language', 'en');
    const inContainer: (BannerBody & { id: number; key: string })[] = (await engineGet('container-list?containerIds=13').expect(200)).body.banners;
    expect(inContainer.length).toBeGreaterThan(0);
    expect(inContainer).toHaveEvery((banner) => banner.bannerContainerIds.includes(13));
    const [first] = inContainer;
    for (const query of [`by-id?id=${first.id}`, `by-key?key=${encodeURIComponent(first.key)}`, `by-name?name=${encodeURIComponent(first.name)}`]) {
      expect({ query, banner: (await engineGet(query).expect(200)).body.banner }).toMatchObject({ query, banner: { id: first.id, key: first.key, name: first.name } });
    }
    expect((await engineGet('by-id?id=999999').expect(200)).body.banner ?? null).toBeNull();
    await engineGet('by-id?id=x').expect(400);
  });

  it('an unknown container answers an empty list', async () => {
    const response = await list({ bannerContainerIds: [424242] }).expect(200);
    expect(response.body).toEqual({ isSuccess: true, banners: [] });
  });

  it.each([
    [{ bannerContainerIds: 'ten' }, /bannerContainerIds must be an array/],
    [{ bannerContainerIds: [1.5] }, /each value in bannerContainerIds must be an integer/],
    [{ bannerContainerIds: [-1] }, /must not be less than 1/],
    [{ containers: [1] }, /property containers should not exist/],
  ])('refuses %j with a clear 400', async (body, message) => {
    const response = await list(body).expect(400);
    expect(response.body.message).toMatch(message);
  });
});
