import { jest } from '@jest/globals';
import type { BlogListResponse, BlogPostResponse } from '../../../../contracts/blog/responses';
import { ApiError } from '../../lib/api-client';
import type { BlogApi } from './api';
import { BLOG_PAGE_SIZE, BlogStore } from './blog-store';

const post = (content: string): BlogPostResponse => ({
  isSuccess: true, hierarchy: [], tags: [], alternates: { tr: '/blog/yazi', en: '/en/blog/post' },
  blogPost: { id: 1, key: 'k', name: 'Yazı', blogPostBlogCategoryMappings: [], blogPostBlogTagMappings: [], extensionData: {}, content },
});

const fakeApi = (overrides: Partial<BlogApi>): BlogApi => ({
  list: jest.fn<BlogApi['list']>(), categories: jest.fn<BlogApi['categories']>(), post: jest.fn<BlogApi['post']>(),
  corporatePages: jest.fn<BlogApi['corporatePages']>(), corporatePage: jest.fn<BlogApi['corporatePage']>(), ...overrides,
});

describe('BlogStore', () => {
  it('asks for a page of 9 by default and keeps only the latest answer', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => { release = resolve; });
    const answer = (id: number) => ({ isSuccess: true, blogPosts: [{ id }], pagination: {} }) as unknown as BlogListResponse;
    const list = jest.fn<BlogApi['list']>()
      .mockImplementationOnce(async () => { await slow; return answer(1); })
      .mockImplementationOnce(async () => answer(2));
    const store = new BlogStore(fakeApi({ list }));
    const first = store.loadList({ page: 1 });
    await store.loadList({ page: 2 });
    release();
    await first;
    expect(list).toHaveBeenCalledWith({ pageSize: BLOG_PAGE_SIZE, page: 1 });
    expect(store.list?.blogPosts.map((item) => item.id)).toEqual([2]);
  });

  it('tells a missing category or post apart from a failure', async () => {
    const store = new BlogStore(fakeApi({
      list: jest.fn<BlogApi['list']>().mockRejectedValue(new ApiError(404, 'Blog category x not found')),
      post: jest.fn<BlogApi['post']>().mockRejectedValue(new ApiError(502, 'Failed to load blog posts')),
    }));
    await store.loadList({ category: 'x' });
    expect(store.listNotFound).toBe(true);
    await store.loadPost('blog', 'y');
    expect([store.postNotFound, store.postError]).toEqual([false, 'Failed to load blog posts']);
  });

  it('S9.11 gives the open post’s reading time at 200 words per minute', async () => {
    const store = new BlogStore(fakeApi({ post: jest.fn<BlogApi['post']>().mockResolvedValue(post(Array(401).fill('söz').join(' '))) }));
    await store.loadPost('blog', 'x');
    expect(store.readingMinutes).toBe(3);
  });

  it('a page reached by an old slug (an English page at its Turkish slug) is shown and names its own path for the address bar', async () => {
    const page: BlogPostResponse = {
      ...post('KVKK'), alternates: { tr: '/kurumsal/kvkk-aydinlatma-metni', en: '/en/corporate/kvkk-privacy-notice' },
      blogPost: { ...post('KVKK').blogPost, slug: 'kvkk-privacy-notice', routePath: '/en/corporate/kvkk-privacy-notice' },
    };
    const store = new BlogStore(fakeApi({ corporatePage: jest.fn<BlogApi['corporatePage']>().mockResolvedValue(page) }));
    await store.loadPost('corporate', 'kvkk-aydinlatma-metni');
    expect(store.postAt('kvkk-aydinlatma-metni')).toEqual(page);
    expect(store.canonicalPathFor('kvkk-aydinlatma-metni')).toBe('/en/corporate/kvkk-privacy-notice');
    // At its own slug the page stays where it is.
    expect(store.postAt('kvkk-privacy-notice')).toEqual(page);
    expect(store.canonicalPathFor('kvkk-privacy-notice')).toBeNull();
    expect(store.postAt('baska-bir-sayfa')).toBeNull();
  });
});
