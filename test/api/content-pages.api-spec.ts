import request from 'supertest';
import type { BlogPost } from '../../contracts/blog/entities.js';
import type { BlogPostResponse } from '../../contracts/blog/responses.js';
import type { LocalizedText } from '../../contracts/localization/entities.js';
import { IdentityTokenProvider } from '../../server/src/gateway/identity-token-provider.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The footer's tag-9 legal links (seed content.ts) must open real pages: [Turkish slug, English slug]. */
const LEGAL_SLUGS: [tr: string, en: string][] = [
  ['kvkk-aydinlatma-metni', 'kvkk-privacy-notice'], ['gizlilik-politikasi', 'privacy-policy'],
  ['cerez-politikasi', 'cookie-policy'], ['mesafeli-satis-sozlesmesi', 'distance-sales-agreement'],
];

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

  it('S9.10 every footer legal link has a corporate page with real text, in both languages, each at its own language\'s slug', async () => {
    const legalPaths = async (culture: string) => {
      const banners = (await request(shop.url).post('/api/get-banner-list').set('x-culture', culture).send({ bannerContainerIds: [] }).expect(200)).body.banners as { tagIds: number[]; targetLink?: string }[];
      return banners.filter((banner) => banner.tagIds.includes(9)).map((banner) => banner.targetLink).sort();
    };
    expect(await legalPaths('tr')).toEqual(LEGAL_SLUGS.map(([slug]) => `/kurumsal/${slug}`).sort());
    expect(await legalPaths('en')).toEqual(LEGAL_SLUGS.map(([, slug]) => `/en/corporate/${slug}`).sort());
    for (const [trSlug, enSlug] of LEGAL_SLUGS) {
      const tr = (await get(`/api/corporate-page?slug=${trSlug}`).expect(200)).body as BlogPostResponse;
      expect(tr.blogPost.routePath).toBe(`/kurumsal/${trSlug}`);
      expect(tr.blogPost.content!.split(/\s+/).length).toBeGreaterThan(40);
      const en = (await get(`/api/corporate-page?slug=${enSlug}`, 'en').expect(200)).body as BlogPostResponse;
      expect(en.blogPost.routePath).toBe(`/en/corporate/${enSlug}`);
      expect(en.blogPost.name).not.toBe(tr.blogPost.name);
      // The language switch and hreflang pair the two slugs.
      expect(tr.alternates).toEqual({ tr: `/kurumsal/${trSlug}`, en: `/en/corporate/${enSlug}` });
      expect(en.alternates).toEqual(tr.alternates);
    }
  });

  it('an old slug (an English page at its Turkish slug, or the other way round) answers the page at its own slug', async () => {
    for (const [trSlug, enSlug] of [...LEGAL_SLUGS, ['hakkimizda', 'about-us']]) {
      const en = (await get(`/api/corporate-page?slug=${trSlug}`, 'en').expect(200)).body as BlogPostResponse;
      expect(en.blogPost).toMatchObject({ slug: enSlug, routePath: `/en/corporate/${enSlug}` });
      expect(en.alternates.en).toBe(`/en/corporate/${enSlug}`);
      const tr = (await get(`/api/corporate-page?slug=${enSlug}`).expect(200)).body as BlogPostResponse;
      expect(tr.blogPost).toMatchObject({ slug: trSlug, routePath: `/kurumsal/${trSlug}` });
    }
    // The server's page at the old address names the new one as canonical.
    const html = (await request(shop.url).get('/en/corporate/kvkk-aydinlatma-metni').expect(200)).text;
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/en\/corporate\/kvkk-privacy-notice">/);
    expect(html).toContain('<title>Privacy Notice (KVKK) | Vitrin</title>');
    await get('/api/corporate-page?slug=boyle-bir-sayfa-yok', 'en').expect(404);
  });

  it('lists the corporate pages: the four legal texts and about us, at their own language\'s slugs', async () => {
    const pages = (await get('/api/corporate-pages').expect(200)).body.blogPosts as BlogPost[];
    expect(pages.map((page) => page.slug).sort()).toEqual([...LEGAL_SLUGS.map(([slug]) => slug), 'hakkimizda'].sort());
    const english = (await get('/api/corporate-pages', 'en').expect(200)).body.blogPosts as BlogPost[];
    expect(english.map((page) => page.slug).sort()).toEqual([...LEGAL_SLUGS.map(([, slug]) => slug), 'about-us'].sort());
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
