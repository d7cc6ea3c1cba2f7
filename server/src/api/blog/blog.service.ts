import { Injectable } from '@nestjs/common';
import { BLOG_ROOT_CATEGORY_KEYS, type BlogCategory, type BlogCategoryNode, type BlogPost, type BlogTag } from '../../../../contracts/blog/entities.js';
import type {
  BlogCategoriesResponse, BlogListResponse, BlogPostResponse, BlogPostsResponse, BlogTagsResponse, CorporatePagesResponse,
} from '../../../../contracts/blog/responses.js';
import type { BlogPostsResult } from '../../../../contracts/gateway/blog.js';
import { CULTURES, type Culture } from '../../../../contracts/enums.js';
import { corporatePagePath } from '../../../../contracts/site/corporate-pages.js';
import { answerCache, FRESHNESS } from '../../common/answer-freshness.js';
import { NotFoundError } from '../../common/errors.js';
import type { RequestContext } from '../../common/request-context.js';
import { BlogClient } from './blog.client.js';
import type { BlogListQueryDto } from './dto/blog-list.dto.js';
import type { BlogPostsDto } from './dto/blog-posts.dto.js';

/** Posts per blog page when the caller does not say (a 3 x 3 grid). */
export const DEFAULT_BLOG_PAGE_SIZE = 9;
/** More corporate pages than a shop ever has. */
const CORPORATE_PAGE_LIMIT = 100;

/** Path of a post in a language: blog posts under /blog, corporate pages under /kurumsal (/en/corporate). */
export function postPath(culture: Culture, section: 'blog' | 'corporate', slug: string): string {
  if (section === 'corporate') return corporatePagePath(culture, slug);
  return culture === 'en' ? `/en/blog/${slug}` : `/blog/${slug}`;
}

/**
 * The merchant key of a post's translation: keys end in their language, as "-tr"/"-en" or
 * "Tr"/"En" (SearchSuggestionsTr). null when the key names no language.
 */
export function translationKey(key: string, to: Culture): string | null {
  const match = /^(.*?)(-tr|-en|Tr|En)$/.exec(key);
  if (!match) return null;
  const suffix = match[2].startsWith('-') ? `-${to}` : to === 'tr' ? 'Tr' : 'En';
  return `${match[1]}${suffix}`;
}

/** Where the language switch leads from a page without a translation: that language's list. */
const sectionHome = (culture: Culture, section: 'blog' | 'corporate') =>
  section === 'corporate' ? (culture === 'en' ? '/en/corporate' : '/kurumsal') : (culture === 'en' ? '/en/blog' : '/blog');

function tree(categories: BlogCategory[], parentId: number): BlogCategoryNode[] {
  return categories.filter((category) => category.parentId === parentId).sort((a, b) => a.order - b.order)
    .map((category) => ({ ...category, children: tree(categories, category.id) }));
}

/** The blog, corporate and blog search pages' data: URL slugs resolved to ids, clear 404s. */
@Injectable()
export class BlogService {
  // The search overlay asks for the same suggestion post on every open.
  private readonly postsByKeys = answerCache<BlogPostsResult>(FRESHNESS.blog, 200);
  // Every blog page needs the categories and tags to resolve its URL: they change rarely.
  private readonly categoryLists = answerCache<BlogCategory[]>(FRESHNESS.blog, 10);
  private readonly tagLists = answerCache<BlogTag[]>(FRESHNESS.blog, 10);

  constructor(private readonly client: BlogClient) {}

  /** Posts by merchant key, e.g. SearchSuggestionsTr for the search overlay (S7.04). */
  async posts(context: RequestContext, payload: BlogPostsDto): Promise<BlogPostsResponse> {
    return { isSuccess: true, ...(await this.byKeys(context.culture, payload.blogKeys)) };
  }

  async list(context: RequestContext, query: BlogListQueryDto): Promise<BlogListResponse> {
    const { culture } = context;
    const category = query.category ? await this.bySlug(culture, query.category, (c) => this.categoriesOf(c), 'Blog category') : undefined;
    const tag = query.tag ? await this.bySlug(culture, query.tag, (c) => this.tagsOf(c), 'Blog tag') : undefined;
    if (category && !(await this.isUnder(culture, category, BLOG_ROOT_CATEGORY_KEYS.blog))) throw new NotFoundError(`Blog category ${query.category} not found`);
    const { blogPosts, pagination } = await this.client.search(culture, {
      ...(category ? { categoryIds: [category.id] } : { categoryKey: BLOG_ROOT_CATEGORY_KEYS.blog }),
      ...(tag ? { tagIds: [tag.id] } : {}),
      ...(query.q?.trim() ? { searchText: query.q.trim() } : {}),
      currentPage: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_BLOG_PAGE_SIZE,
    });
    return { isSuccess: true, blogPosts, pagination, ...(category ? { category } : {}), ...(tag ? { tag } : {}) };
  }

  async categories(context: RequestContext): Promise<BlogCategoriesResponse> {
    const categories = await this.categoriesOf(context.culture);
    const root = categories.find((category) => category.key === BLOG_ROOT_CATEGORY_KEYS.blog);
    return { isSuccess: true, blogCategories: root ? tree(categories, root.id) : [] };
  }

  async tags(context: RequestContext): Promise<BlogTagsResponse> {
    return { isSuccess: true, blogTags: await this.tagsOf(context.culture) };
  }

  /** A blog post (section blog) or a corporate page (section corporate) by slug. */
  async post(context: RequestContext, section: 'blog' | 'corporate', slug: string): Promise<BlogPostResponse> {
    const { culture } = context;
    const blogPost = await this.postAt(culture, postPath(culture, section, slug)) ?? await this.translationOfSlug(culture, section, slug);
    if (!blogPost) throw new NotFoundError(section === 'blog' ? `Blog post ${slug} not found` : `Page ${slug} not found`);
    const firstCategory = blogPost.blogPostBlogCategoryMappings[0]?.blogCategoryId;
    const [hierarchy, allTags] = await Promise.all([
      firstCategory ? this.client.hierarchy(culture, firstCategory) : Promise.resolve([]),
      this.tagsOf(culture),
    ]);
    const tagIds = new Set(blogPost.blogPostBlogTagMappings.map((mapping) => mapping.blogTagId));
    const alternates = await this.alternates(culture, section, blogPost.key, blogPost.routePath ?? postPath(culture, section, slug));
    return { isSuccess: true, blogPost, hierarchy, tags: allTags.filter((tag) => tagIds.has(tag.id)), alternates };
  }

  private async postAt(culture: Culture, routePath: string): Promise<BlogPost | undefined> {
    return (await this.client.search(culture, { routePath, pageSize: 1 })).blogPosts[0];
  }

  /**
   * The page in `culture` whose translation has this slug: an old link (an English page at its
   * Turkish slug, before the pages had a slug per language) or a URL kept across the language
   * switch answers the page, whose alternates name its own path (the canonical link), as a
   * category's slug does in the other language (bySlug). Not a 301: the SPA reaches a page
   * through this answer as well as through the server, and both read the same page here.
   */
  private async translationOfSlug(culture: Culture, section: 'blog' | 'corporate', slug: string): Promise<BlogPost | undefined> {
    for (const other of CULTURES.filter((candidate) => candidate !== culture)) {
      const original = await this.postAt(other, postPath(other, section, slug));
      const ownKey = original && translationKey(original.key, culture);
      const own = ownKey ? (await this.byKeys(culture, [ownKey])).blogPosts[0] : undefined;
      if (own?.routePath) return this.postAt(culture, own.routePath);
    }
    return undefined;
  }

  /** Every blog post and corporate page in both languages, paired by translation (the sitemap). */
  async sitemapPairs(): Promise<{ tr: string; en: string }[]> {
    const sections = [BLOG_ROOT_CATEGORY_KEYS.blog, BLOG_ROOT_CATEGORY_KEYS.corporate];
    const [tr, en] = await Promise.all(CULTURES.map((culture) => Promise.all(sections.map((categoryKey) =>
      this.client.search(culture, { categoryKey, pageSize: CORPORATE_PAGE_LIMIT }))).then((answers) => answers.flatMap((answer) => answer.blogPosts))));
    const english = new Map(en.map((post) => [post.key, post.routePath]));
    return tr.flatMap((post) => {
      const translation = english.get(translationKey(post.key, 'en') ?? '');
      return post.routePath && translation ? [{ tr: post.routePath, en: translation }] : [];
    });
  }

  private async alternates(culture: Culture, section: 'blog' | 'corporate', key: string, ownPath: string): Promise<Record<Culture, string>> {
    const other: Culture = culture === 'tr' ? 'en' : 'tr';
    const otherKey = translationKey(key, other);
    const translation = otherKey ? (await this.byKeys(other, [otherKey])).blogPosts[0]?.routePath : undefined;
    const paths = { [culture]: ownPath, [other]: translation ?? sectionHome(other, section) };
    return paths as Record<Culture, string>;
  }

  async corporatePages(context: RequestContext): Promise<CorporatePagesResponse> {
    const { blogPosts } = await this.client.search(context.culture, { categoryKey: BLOG_ROOT_CATEGORY_KEYS.corporate, pageSize: CORPORATE_PAGE_LIMIT });
    return { isSuccess: true, blogPosts: [...blogPosts].sort((a, b) => a.name.localeCompare(b.name, context.culture)) };
  }

  /**
   * The category or tag with this slug in the page's language, or in the other language (a
   * shopper who switched language keeps the URL's slug), answered in the page's language.
   */
  private async bySlug<T extends BlogCategory | BlogTag>(culture: Culture, slug: string, load: (culture: Culture) => Promise<T[]>, what: string): Promise<T> {
    const own = await load(culture);
    const found = own.find((item) => item.slug === slug);
    if (found) return found;
    for (const other of CULTURES.filter((candidate) => candidate !== culture)) {
      const match = (await load(other)).find((item) => item.slug === slug);
      const translated = match && own.find((item) => item.id === match.id);
      if (translated) return translated;
    }
    throw new NotFoundError(`${what} ${slug} not found`);
  }

  private byKeys(culture: Culture, blogKeys: string[]): Promise<BlogPostsResult> {
    return this.postsByKeys.get(`${culture}|${blogKeys.join(',')}`, () => this.client.byKeys(culture, blogKeys));
  }

  private categoriesOf(culture: Culture): Promise<BlogCategory[]> {
    return this.categoryLists.get(culture, () => this.client.categories(culture));
  }

  private tagsOf(culture: Culture): Promise<BlogTag[]> {
    return this.tagLists.get(culture, () => this.client.tags(culture));
  }

  private async isUnder(culture: Culture, category: BlogCategory, rootKey: string): Promise<boolean> {
    const categories = await this.categoriesOf(culture);
    const byId = new Map(categories.map((item) => [item.id, item]));
    for (let current: BlogCategory | undefined = category, steps = 0; current && steps < 50; current = current.parentId === null ? undefined : byId.get(current.parentId), steps += 1) {
      if (current.key === rootKey) return true;
    }
    return false;
  }
}
