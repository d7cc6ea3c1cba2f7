import request from 'supertest';
import type { BlogPost } from '../../contracts/blog/entities.js';
import type { LocalizedText } from '../../contracts/localization/entities.js';
import { IdentityTokenProvider } from '../../server/src/gateway/identity-token-provider.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The footer's tag-9 legal links (seed content.ts) must open real pages. */
const LEGAL_SLUGS = ['kvkk-aydinlatma-metni', 'gizlilik-politikasi', 'cerez-politikasi', 'mesafeli-satis-sozlesmesi'];

describe('corporate pages, support form, merchant texts, app update check (S7.34, S5.02)', () => {
  let shop: TestApp;
  let token: string;
  beforeAll(async () => {
    // Several form posts from one address: the contact form's rate limit is tested in member.api-spec.ts.
    shop = await startTestApp({ RATE_LIMIT_SCALE: '10' });
    token = await shop.app.get(IdentityTokenProvider).token();
  });
  afterAll(async () => { await shop?.close(); });

  const get = (path: string, culture = 'tr') => request(shop.url).get(path).set('x-culture', culture);
  const submit = (body: object, culture = 'tr') => request(shop.url).post('/api/dynamic-form-values').set('x-culture', culture).send(body);
  const engine = (path: string) => request(shop.url).get(`/gateway/${path}`).set('authorization', `Bearer ${token}`);

  it('S9.10 every footer legal link has a corporate page with real text, in both languages', async () => {
    const banners = (await request(shop.url).post('/api/get-banner-list').send({ bannerContainerIds: [] }).expect(200)).body.banners as { tagIds: number[]; targetLink?: string }[];
    const legalPaths = banners.filter((banner) => banner.tagIds.includes(9)).map((banner) => banner.targetLink);
    expect(legalPaths.sort()).toEqual(LEGAL_SLUGS.map((slug) => `/kurumsal/${slug}`).sort());
    for (const slug of LEGAL_SLUGS) {
      const tr = (await get(`/api/corporate-page?slug=${slug}`).expect(200)).body.blogPost as BlogPost;
      expect(tr.routePath).toBe(`/kurumsal/${slug}`);
      expect(tr.content!.split(/\s+/).length).toBeGreaterThan(40);
      const en = (await get(`/api/corporate-page?slug=${slug}`, 'en').expect(200)).body.blogPost as BlogPost;
      expect(en.routePath).toBe(`/en/corporate/${slug}`);
      expect(en.name).not.toBe(tr.name);
    }
  });

  it('lists the corporate pages: the four legal texts and about us', async () => {
    const pages = (await get('/api/corporate-pages').expect(200)).body.blogPosts as BlogPost[];
    expect(pages.map((page) => page.slug).sort()).toEqual([...LEGAL_SLUGS, 'hakkimizda'].sort());
    await get('/api/corporate-page?slug=kol-saati-temizligi').expect(404);
    await get('/api/corporate-page?slug=NOPE!').expect(400);
  });

  it('S7.34 DynamicForm Properties describe the contact form per language', async () => {
    const tr = (await get('/api/dynamic-form-properties?formKey=contact').expect(200)).body.form;
    expect(tr.title).toBe('Bize Yazın');
    expect(tr.properties.map((property: { name: string }) => property.name)).toEqual(['fullName', 'email', 'phone', 'subject', 'message']);
    expect(tr.properties[1]).toMatchObject({ type: 'Email', label: 'E-posta', required: true, maxLength: 150 });
    const en = (await get('/api/dynamic-form-properties?formKey=contact', 'en').expect(200)).body.form;
    expect(en.properties[4]).toMatchObject({ type: 'TextArea', label: 'Your message' });
    expect((await get('/api/dynamic-form-properties?formKey=nope').expect(404)).body.message).toBe('Form nope not found');
    await get('/api/dynamic-form-properties').expect(400);
  });

  it('S7.34 DynamicForm Values stores a valid submission', async () => {
    const response = await submit({ formKey: 'contact', values: { fullName: 'Ayşe Yılmaz', email: 'ayse@example.com', subject: 'Sipariş', message: 'Siparişim ne zaman gelir?' } }).expect(200);
    expect(response.body).toMatchObject({ isSuccess: true });
    expect(response.body.submissionId).toBeGreaterThan(0);
  });

  it.each([
    [{ formKey: 'contact', values: { email: 'ayse@example.com', subject: 'x', message: 'y' } }, 'Ad Soyad is required'],
    [{ formKey: 'contact', values: { fullName: 'A', email: 'not-an-email', subject: 'x', message: 'y' } }, 'E-posta is invalid'],
    [{ formKey: 'contact', values: { fullName: 'A', email: 'a@b.co', subject: 'x', message: 'y'.repeat(2001) } }, 'Mesajınız must be at most 2000 characters'],
    [{ formKey: 'contact', values: { fullName: 'A', email: 'a@b.co', subject: 'x', message: 'y', admin: 'true' } }, 'Unknown field admin'],
    [{ formKey: 'contact', values: { fullName: ['A'], email: 'a@b.co', subject: 'x', message: 'y' } }, 'Ad Soyad must be text'],
    [{ formKey: 'contact', values: 'text' }, 'values must be an object of field name → text'],
    [{ formKey: 'Bad Key', values: {} }, 'formKey must be a form key such as contact'],
  ])('S5.02 a bad submission answers 400 with a clear message (%#)', async (body, message) => {
    const response = await submit(body).expect(400);
    expect(response.body).toMatchObject({ isSuccess: false, status: 400, message });
  });

  it('an unknown form answers 404', async () => {
    await submit({ formKey: 'nope', values: {} }).expect(404);
  });

  it('S7.34 localized texts: the storefront texts of a language, for the SPA to merge', async () => {
    const tr = (await get('/api/localized-texts?culture=tr').expect(200)).body;
    expect(tr).toMatchObject({ isSuccess: true, culture: 'tr' });
    expect(tr.texts['blog.intro']).toContain('Vitrin ekibinin');
    expect(tr.texts['mail.signature']).toBeUndefined();
    expect((await get('/api/localized-texts?culture=en').expect(200)).body.texts['blog.intro']).toContain('Vitrin team');
    expect((await get('/api/localized-texts?culture=de').expect(400)).body.message).toBe('culture must be tr or en');
    await get('/api/localized-texts').expect(400);
  });

  it('S7.34 engine localized texts: all, by language, by tag name, by both', async () => {
    const all = (await engine('localization/api/localized-text/all').expect(200)).body.localizedTexts as LocalizedText[];
    expect(new Set(all.map((text) => text.culture))).toEqual(new Set(['tr', 'en']));
    expect(new Set(all.map((text) => text.tagName))).toEqual(new Set(['Storefront', 'Mail', 'Agreement']));
    const en = (await engine('localization/api/localized-text/by-language?culture=en').expect(200)).body.localizedTexts as LocalizedText[];
    expect(en.length).toBe(all.filter((text) => text.culture === 'en').length);
    expect(en).toHaveEvery((text) => text.culture === 'en');
    const mail = (await engine('localization/api/localized-text/by-tag-name?tagName=Mail').expect(200)).body.localizedTexts as LocalizedText[];
    expect(mail.map((text) => text.culture).sort()).toEqual(['en', 'tr']);
    const both = (await engine('localization/api/localized-text/by-language-and-tag-name?culture=tr&tagName=Mail').expect(200)).body.localizedTexts;
    expect(both).toEqual([{ key: 'mail.signature', culture: 'tr', tagName: 'Mail', value: 'Vitrin Müşteri Hizmetleri' }]);
    await engine('localization/api/localized-text/by-language?culture=xx').expect(400);
  });

  it('S7.34 MobileApi CheckUpdate says whether a version must or may update', async () => {
    const old = (await get('/api/mobile/check-update?platform=ios&version=1.9.9').expect(200)).body;
    expect(old).toMatchObject({ isSuccess: true, mustUpdate: true, updateAvailable: true, minimumVersion: '2.0.0', latestVersion: '2.4.0' });
    expect((await get('/api/mobile/check-update?platform=android&version=2.1').expect(200)).body).toMatchObject({ mustUpdate: false, updateAvailable: true });
    expect((await get('/api/mobile/check-update?platform=android&version=2.4.1').expect(200)).body).toMatchObject({ mustUpdate: false, updateAvailable: false });
    expect((await engine('mobile/api/mobile-api/check-update?platform=ios&version=2.10.0').expect(200)).body).toMatchObject({ mustUpdate: false, updateAvailable: false });
    expect((await get('/api/mobile/check-update?platform=windows&version=1.0').expect(400)).body.message).toBe('platform must be ios or android');
    expect((await get('/api/mobile/check-update?platform=ios&version=latest').expect(400)).body.message).toBe('version must look like 1.2.3');
  });
});
