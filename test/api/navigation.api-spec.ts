import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface MenuItem { key: string; name: string; childCategories: MenuItem[]; extensionData: { Menu?: { Link?: string; Target?: string; NoFollow?: boolean; Color?: string; ImageIcon?: string }; ButtonSet?: { Link?: string } } }

describe('header menu and footer data (S3.18, S2.27, S2.19, S9.10)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  const menu = async (culture: string) => (await request(shop.url).get('/api/menu').set('x-culture', culture).expect(200)).body.menuCategories as MenuItem[];

  it('S2.27 Menu LeftColumn links carry colour and icon, one opens in a new window with nofollow; in both languages', async () => {
    for (const culture of ['tr', 'en']) {
      const left = (await menu(culture)).find((item) => item.key === 'Menu LeftColumn')!;
      expect(left.childCategories.length).toBeGreaterThanOrEqual(3);
      expect(left.childCategories.some((item) => item.extensionData.Menu?.Color && item.extensionData.Menu.ImageIcon)).toBe(true);
      const blog = left.childCategories.find((item) => item.extensionData.Menu?.Target === '_blank')!;
      expect(blog.extensionData.Menu).toMatchObject({ NoFollow: true, Link: culture === 'en' ? '/en/blog' : '/blog' });
    }
  });

  it('S3.18 top categories have a ButtonSet link to their list; Mobile Menu links follow the language', async () => {
    const items = await menu('en');
    const categories = items.filter((item) => item.key.startsWith('category-'));
    expect(categories).toHaveEvery((item) => item.extensionData.ButtonSet?.Link === item.extensionData.Menu?.Link);
    const mobile = items.find((item) => item.key === 'Mobile Menu')!;
    expect(mobile.childCategories.map((item) => item.extensionData.Menu?.Link)).toContain('/en/order-track');
  });

  it('S9.10 the legal links are tag-9 banners of container 15, localized, four of them', async () => {
    for (const [culture, name, targetLink] of [
      ['tr', 'KVKK Aydınlatma Metni', '/kurumsal/kvkk-aydinlatma-metni'], ['en', 'Privacy Notice (KVKK)', '/en/corporate/kvkk-privacy-notice']]) {
      const { banners } = (await request(shop.url).post('/api/get-banner-list').set('x-culture', culture).send({ bannerContainerIds: [15] }).expect(200)).body;
      expect(banners).toHaveLength(4);
      expect(banners).toHaveEvery((banner: { tagIds: number[] }) => banner.tagIds.includes(9));
      expect(banners[0]).toMatchObject({ name, targetLink });
    }
  });

  it('S2.19 S9.10 four social links (video, social, photo, short-post) and four feature icons', async () => {
    const { banners } = (await request(shop.url).post('/api/get-banner-list').send({ bannerContainerIds: [13, 14] }).expect(200)).body;
    const social = banners.filter((banner: { bannerContainerIds: number[] }) => banner.bannerContainerIds.includes(14));
    expect(social.map((banner: { key: string }) => banner.key)).toEqual(['youtube', 'facebook', 'instagram', 'x']);
    expect(banners.filter((banner: { bannerContainerIds: number[] }) => banner.bannerContainerIds.includes(13))).toHaveLength(4);
  });

  it('S9.10 the footer categories come with an order; category 62 is among the top ones', async () => {
    const { categories } = (await request(shop.url).post('/api/category-tree').send({}).expect(200)).body as { categories: { id: number; order: number; parentId: number | null }[] };
    const tops = categories.filter((category) => category.parentId === null);
    expect(tops.map((category) => category.id)).toContain(62);
    expect(tops).toHaveEvery((category) => Number.isInteger(category.order));
    expect(new Set(tops.map((category) => category.order)).size).toBe(tops.length);
  });
});
