import request from 'supertest';
import type { BlogCategoryNode, BlogPost } from '../../contracts/blog/entities.js';
import { IdentityTokenProvider } from '../../server/src/gateway/identity-token-provider.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('blog (S3.19, S7.29, S2.06 /blog, /blogList, /blogSearch, /blogDetail)', () => {
  let shop: TestApp;
  let token: string;
  beforeAll(async () => {
    shop = await startTestApp();
    token = await shop.app.get(IdentityTokenProvider).token();
  });
  afterAll(async () => { await shop?.close(); });

  const api = (path: string, culture = 'tr') => request(shop.url).get(path).set('x-culture', culture);
  const engine = (method: 'get' | 'post', path: string, culture = 'tr') =>
    request(shop.url)[method](`/gateway/blog/api/blog/${path}`).set('authorization', `Bearer ${token}`).set('accept-language', culture);

  it('S7.29 lists the blog newest first with a pagination summary, in both languages', async () => {
    const tr = (await api('/api/blog/list?pageSize=5').expect(200)).body;
    expect(tr.isSuccess).toBe(true);
    expect(tr.pagination).toMatchObject({ currentPage: 1, pageSize: 5, taked: 5 });
    expect(tr.pagination.totalItems).toBeGreaterThanOrEqual(12);
    const dates = (tr.blogPosts as BlogPost[]).map((post) => post.publishedAt!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((tr.blogPosts as BlogPost[])).toHaveEvery((post) => post.routePath!.startsWith('/blog/') && post.summary && !post.content);
    const en = (await api('/api/blog/list', 'en').expect(200)).body;
    expect((en.blogPosts as BlogPost[])).toHaveEvery((post) => post.routePath!.startsWith('/en/blog/'));
    expect(en.pagination.totalItems).toBe(tr.pagination.totalItems);
  });

  it('never lists the corporate pages or the search suggestion posts on the blog', async () => {
    const all = (await api('/api/blog/list?pageSize=48').expect(200)).body.blogPosts as BlogPost[];
    expect(all.some((post) => post.routePath!.startsWith('/kurumsal'))).toBe(false);
    expect(all.some((post) => post.key.startsWith('SearchSuggestions'))).toBe(false);
  });

  it('pages without overlap and answers an empty page past the end', async () => {
    const first = (await api('/api/blog/list?pageSize=4&page=1').expect(200)).body.blogPosts as BlogPost[];
    const second = (await api('/api/blog/list?pageSize=4&page=2').expect(200)).body.blogPosts as BlogPost[];
    expect(second.some((post) => first.some((other) => other.id === post.id))).toBe(false);
    const past = (await api('/api/blog/list?page=500').expect(200)).body;
    expect(past.blogPosts).toEqual([]);
    expect(past.pagination.totalItems).toBeGreaterThan(0);
  });

  it('S3.19 filters by category including its subcategories (hierarchy), in either language’s slug', async () => {
    const guides = (await api('/api/blog/list?category=saat-rehberi&pageSize=48').expect(200)).body;
    expect(guides.category).toMatchObject({ name: 'Saat Rehberi', slug: 'saat-rehberi' });
    const care = (await api('/api/blog/list?category=saat-bakimi&pageSize=48').expect(200)).body;
    expect(care.blogPosts.length).toBeGreaterThanOrEqual(3);
    expect(guides.pagination.totalItems).toBeGreaterThan(care.pagination.totalItems);
    const switched = (await api('/api/blog/list?category=saat-bakimi', 'en').expect(200)).body;
    expect(switched.category).toMatchObject({ name: 'Watch Care', slug: 'watch-care' });
    expect(switched.pagination.totalItems).toBe(care.pagination.totalItems);
  });

  it('filters by tag and by search text (Turkish letters folded)', async () => {
    const gifts = (await api('/api/blog/list?tag=hediye&pageSize=48').expect(200)).body;
    expect(gifts.tag).toMatchObject({ name: 'Hediye' });
    expect((gifts.blogPosts as BlogPost[])).toHaveEvery((post) => post.blogPostBlogTagMappings.some((tag) => tag.blogTagId === gifts.tag.id));
    const folded = (await api(`/api/blog/list?q=${encodeURIComponent('DERI KORDON')}`).expect(200)).body.blogPosts as BlogPost[];
    expect(folded.map((post) => post.slug)).toContain('deri-kordon-bakimi');
    const english = (await api('/api/blog/list?q=strap', 'en').expect(200)).body.blogPosts as BlogPost[];
    expect(english.length).toBeGreaterThan(0);
    expect((await api('/api/blog/list?q=zzqxnotaword').expect(200)).body.blogPosts).toEqual([]);
  });

  it('S3.19 a post carries its text, categories, tags, breadcrumbs and a ProductWidget of seeded products', async () => {
    const body = (await api('/api/blog/post?slug=kol-saati-temizligi').expect(200)).body;
    expect(body.blogPost.name).toBe('Kol Saatinizi Evde Nasıl Temizlersiniz?');
    expect(body.blogPost.content.length).toBeGreaterThan(200);
    expect(body.hierarchy.map((category: { name: string }) => category.name)).toEqual(['Blog', 'Saat Rehberi', 'Saat Bakımı']);
    expect(body.tags.map((tag: { name: string }) => tag.name)).toEqual(expect.arrayContaining(['Bakım', 'Kordon']));
    const widget = body.blogPost.extensionData.PageBuilder.find((item: { Type: string }) => item.Type === 'ProductWidget');
    expect(widget.Title).toBe('Bakımı Kolay Saatler');
    expect(widget.List.length).toBeGreaterThan(0);
    const products = (await request(shop.url).post('/api/search-products').set('x-culture', 'tr').send({ productIds: widget.List, pageSize: widget.List.length }).expect(200)).body.products;
    expect(products.map((product: { id: number }) => product.id).sort()).toEqual([...widget.List].sort());
    const en = (await api('/api/blog/post?slug=how-to-clean-your-watch', 'en').expect(200)).body;
    expect(en.blogPost.routePath).toBe('/en/blog/how-to-clean-your-watch');
  });

  it('S7.29 engine: tags, categories with order, hierarchy and tree', async () => {
    const tags = (await engine('get', 'tags', 'en').expect(200)).body.blogTags;
    expect(tags.map((tag: { name: string }) => tag.name)).toContain('Water Resistance');
    const categories = (await engine('get', 'categories').expect(200)).body.blogCategories;
    expect(categories).toHaveEvery((category: { order: number }) => typeof category.order === 'number');
    const hierarchy = (await engine('get', 'category-hierarchy?categoryId=3').expect(200)).body.blogCategories;
    expect(hierarchy.map((category: { key: string }) => category.key)).toEqual(['blog', 'watch-guides', 'watch-care']);
    const tree = (await engine('post', 'category-tree').send({}).expect(200)).body.blogCategories as BlogCategoryNode[];
    expect(tree.map((node) => node.key)).toEqual(['blog', 'corporate']);
    expect(tree[0].children.map((node) => node.key)).toEqual(['watch-guides', 'gift-guides', 'style-and-trends']);
    const subtree = (await engine('post', 'category-tree').send({ rootKey: 'watch-guides' }).expect(200)).body.blogCategories as BlogCategoryNode[];
    expect(subtree.map((node) => node.key)).toEqual(['watch-care', 'choosing-a-watch']);
    const search = (await engine('post', 'search').send({ categoryKey: 'gift-guides', pageSize: 2, currentPage: 2 }).expect(200)).body;
    expect(search.pagination).toMatchObject({ currentPage: 2, pageSize: 2, skipped: 2 });
    await engine('post', 'search').send({ pageSize: 1000 }).expect(400);
    await engine('get', 'category-hierarchy?categoryId=abc').expect(400);
  });

  it('storefront blog categories form the tree under the blog root', async () => {
    const tree = (await api('/api/blog/categories', 'en').expect(200)).body.blogCategories as BlogCategoryNode[];
    expect(tree.map((node) => node.name)).toEqual(['Watch Guides', 'Gift Guides', 'Style and Trends']);
    expect(tree[0].children.map((node) => node.name)).toEqual(['Watch Care', 'Choosing a Watch']);
    expect((await api('/api/blog/tags').expect(200)).body.blogTags.length).toBe(6);
  });

  it.each([
    ['/api/blog/list?page=0', 400], ['/api/blog/list?page=abc', 400], ['/api/blog/list?pageSize=500', 400],
    ['/api/blog/list?q=a', 400], ['/api/blog/list?category=Bad%20Slug', 400], ['/api/blog/list?unknown=1', 400],
    ['/api/blog/list?category=no-such-category', 404], ['/api/blog/list?category=kurumsal', 404], ['/api/blog/list?tag=no-such-tag', 404],
    ['/api/blog/post', 400], ['/api/blog/post?slug=../etc', 400], ['/api/blog/post?slug=no-such-post', 404],
    ['/api/blog/post?slug=gizlilik-politikasi', 404],
  ])('bad input %s answers %i with a clear message, never 500', async (path, status) => {
    const response = await api(path).expect(status);
    expect(response.body).toMatchObject({ isSuccess: false, status });
    expect(response.body.message).toMatch(/\w/);
  });
});
