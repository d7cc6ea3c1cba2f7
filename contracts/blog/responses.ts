import type { Culture } from '../enums.js';
import type { ApiResult, PaginationSummary } from '../common/responses.js';
import type { BlogCategory, BlogCategoryNode, BlogPost, BlogTag } from './entities.js';

/** POST /api/blog-posts (S7.04). */
export interface BlogPostsResponse extends ApiResult {
  /** The posts found, in the order of the keys asked for; unknown keys are left out. */
  blogPosts: BlogPost[];
}

/** GET /api/blog/list. */
export interface BlogListResponse extends ApiResult {
  /** Newest first; summary without the full text. */
  blogPosts: BlogPost[];
  pagination: PaginationSummary;
  /** The category asked for, when one was. */
  category?: BlogCategory;
  /** The tag asked for, when one was. */
  tag?: BlogTag;
}

/** GET /api/blog/categories: the blog's categories as a tree under the blog root, by order. */
export interface BlogCategoriesResponse extends ApiResult {
  blogCategories: BlogCategoryNode[];
}

/** GET /api/blog/tags. */
export interface BlogTagsResponse extends ApiResult {
  blogTags: BlogTag[];
}

/** GET /api/blog/post and GET /api/corporate-page. */
export interface BlogPostResponse extends ApiResult {
  blogPost: BlogPost;
  /** Categories from the root down to the post's first category (breadcrumbs). */
  hierarchy: BlogCategory[];
  /** Tags of the post. */
  tags: BlogTag[];
  /** The post's page in each language (the language switch and hreflang); the other language's list when it has no translation. */
  alternates: Record<Culture, string>;
}

/** GET /api/corporate-pages: the corporate pages (legal texts, about us), by title. */
export interface CorporatePagesResponse extends ApiResult {
  blogPosts: BlogPost[];
}
