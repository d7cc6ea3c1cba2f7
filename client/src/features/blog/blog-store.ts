import { makeAutoObservable, runInAction } from 'mobx';
import type { BlogCategoryNode, BlogPost } from '../../../../contracts/blog/entities';
import type { BlogListQuery } from '../../../../contracts/blog/payloads';
import type { BlogListResponse, BlogPostResponse } from '../../../../contracts/blog/responses';
import type { Culture } from '../../../../contracts/enums';
import { ApiError, messageOf } from '../../lib/api-client';
import type { LanguageBound } from '../../stores/language-bound';
import type { StoreFactory } from '../../stores/root-store';
import { blogApi, type BlogApi } from './api';
import { readingMinutes } from './reading-time';

/** spec §8 style fallback when the blog cannot be read. */
export const BLOG_FAILURE = 'Failed to load blog posts';
/** Posts per blog page (a 3 x 3 grid). */
export const BLOG_PAGE_SIZE = 9;
/** Shortest blog search (S2.06 /blogSearch). */
export const BLOG_SEARCH_MIN = 2;

/** Where a post lives: blog posts or corporate pages. */
export type PostSection = 'blog' | 'corporate';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** The blog list, category and search pages, a blog post or corporate page, and the corporate page list. */
export class BlogStore implements LanguageBound {
  list: BlogListResponse | null = null;
  listLoading = false;
  listError: string | null = null;
  /** The URL's category or tag does not exist. */
  listNotFound = false;
  categories: BlogCategoryNode[] = [];
  post: BlogPostResponse | null = null;
  /** The slug `post` was asked for: an old slug (the other language's) answers the page at its own slug. */
  postAskedSlug: string | null = null;
  /** The language `post` was asked in: it answers a page of that language only. */
  postCulture: Culture | null = null;
  postLoading = false;
  postError: string | null = null;
  postNotFound = false;
  corporatePages: BlogPost[] = [];
  corporateError: string | null = null;
  private latestList = 0;
  private latestPost = 0;
  private categoriesLoaded = false;

  /** `culture` is the language every request goes out in (the x-culture header the api client sends). */
  constructor(private readonly api: BlogApi, private readonly culture: () => Culture) {
    makeAutoObservable<BlogStore, 'api' | 'culture' | 'latestList' | 'latestPost' | 'categoriesLoaded'>(this, { api: false, culture: false, latestList: false, latestPost: false, categoriesLoaded: false });
  }

  /** Reading time of the open post (S9.11). */
  get readingMinutes(): number {
    return readingMinutes(this.post?.blogPost.content ?? '');
  }

  async loadList(query: BlogListQuery): Promise<void> {
    const request = ++this.latestList;
    this.listLoading = true;
    this.listError = null;
    this.listNotFound = false;
    try {
      const response = await this.api.list({ pageSize: BLOG_PAGE_SIZE, ...query });
      runInAction(() => { if (request === this.latestList) this.list = response; });
    } catch (error) {
      runInAction(() => {
        if (request !== this.latestList) return;
        this.list = null;
        if (isMissing(error)) this.listNotFound = true;
        else this.listError = messageOf(error, BLOG_FAILURE);
      });
    } finally {
      runInAction(() => { if (request === this.latestList) this.listLoading = false; });
    }
  }

  async loadCategories(): Promise<void> {
    if (this.categoriesLoaded) return;
    this.categoriesLoaded = true;
    try {
      const { blogCategories } = await this.api.categories();
      runInAction(() => { this.categories = blogCategories; });
    } catch {
      // The category menu is a convenience: the list still works without it; try again next time.
      runInAction(() => { this.categoriesLoaded = false; });
    }
  }

  /**
   * The loaded post when it is the page at `slug` in `culture` (the URL's language), by its own slug
   * or the one it was asked for. The language is part of the match: the URL's changes a render
   * before the app's does, and until then the post held is the other language's, which may have
   * been asked for at this very slug (an English page at its Turkish slug).
   */
  postAt(slug: string, culture: Culture): BlogPostResponse | null {
    return this.post && this.postCulture === culture && (this.post.blogPost.slug === slug || this.postAskedSlug === slug) ? this.post : null;
  }

  /**
   * Where the address bar should read instead of `slug`: the page's own path when the page was
   * reached by an old slug (e.g. an English page at its Turkish slug); null when `slug` is its own.
   */
  canonicalPathFor(slug: string, culture: Culture): string | null {
    const page = this.postAt(slug, culture);
    return page && page.blogPost.slug !== slug && page.blogPost.routePath ? page.blogPost.routePath : null;
  }

  async loadPost(section: PostSection, slug: string): Promise<void> {
    const request = ++this.latestPost;
    const culture = this.culture();
    this.postLoading = true;
    this.postError = null;
    this.postNotFound = false;
    try {
      const response = section === 'blog' ? await this.api.post(slug) : await this.api.corporatePage(slug);
      runInAction(() => {
        if (request !== this.latestPost) return;
        this.post = response;
        this.postAskedSlug = slug;
        this.postCulture = culture;
      });
    } catch (error) {
      runInAction(() => {
        if (request !== this.latestPost) return;
        this.post = null;
        this.postAskedSlug = null;
        this.postCulture = null;
        if (isMissing(error)) this.postNotFound = true;
        else this.postError = messageOf(error, BLOG_FAILURE);
      });
    } finally {
      runInAction(() => { if (request === this.latestPost) this.postLoading = false; });
    }
  }

  async loadCorporatePages(): Promise<void> {
    try {
      const { blogPosts } = await this.api.corporatePages();
      runInAction(() => { this.corporatePages = blogPosts; this.corporateError = null; });
    } catch (error) {
      runInAction(() => { this.corporateError = messageOf(error, BLOG_FAILURE); });
    }
  }

  /** The language changed (LanguageBound): everything held was in the old one. */
  languageChanged(): void {
    this.list = null;
    this.post = null;
    this.categories = [];
    this.categoriesLoaded = false;
    this.corporatePages = [];
  }
}

/** The shop's blog store, made by the first blog or corporate page shown (only they load this code). */
export const blogStore: StoreFactory<BlogStore> = (root) => new BlogStore(blogApi(root.api), () => root.ui.culture);
