/** Gateway contract of the blog service (spec §7 Blog: posts, tags, categories, hierarchy, tree). */
import type { BlogCategory, BlogCategoryNode, BlogPost, BlogTag } from '../blog/entities.js';
import type { PaginationSummary } from '../common/responses.js';

export const BlogGatewayPaths = {
  /** POST BlogPostsRequest → BlogPostsResult. */
  posts: 'blog/api/blog/posts',
  /** POST BlogPostSearchRequest → BlogPostSearchResult: posts by category, tag, text or path, a page at a time. */
  search: 'blog/api/blog/search',
  /** GET → BlogTagsResult. */
  tags: 'blog/api/blog/tags',
  /** GET → BlogCategoriesResult: every category, flat, by order. */
  categories: 'blog/api/blog/categories',
  /** GET ?categoryId= → BlogCategoriesResult: the path from the root down to that category. */
  hierarchy: 'blog/api/blog/category-hierarchy',
  /** POST BlogCategoryTreeRequest → BlogCategoryTreeResult. */
  tree: 'blog/api/blog/category-tree',
} as const;

/** Body of `posts`. */
export interface BlogPostsRequest {
  /** Post keys; unknown keys are left out of the answer. */
  blogKeys: string[];
}

export interface BlogPostsResult {
  blogPosts: BlogPost[];
}

/** Body of `search`: every criterion is optional and they combine with AND. */
export interface BlogPostSearchRequest {
  /** Posts in any of these categories or their descendants. */
  categoryIds?: number[];
  /** Posts in the category with this key or its descendants, e.g. blog or corporate. */
  categoryKey?: string;
  /** Posts with any of these tags. */
  tagIds?: number[];
  /** Words searched in the title, summary and text (Turkish letters folded). */
  searchText?: string;
  /** The post at this path, e.g. /blog/kol-saati-bakimi. */
  routePath?: string;
  /** 1-based page; default 1. */
  currentPage?: number;
  /** Posts per page, 1 to 100; default 12. */
  pageSize?: number;
}

export interface BlogPostSearchResult {
  /** Newest first. */
  blogPosts: BlogPost[];
  pagination: PaginationSummary;
}

export interface BlogTagsResult {
  blogTags: BlogTag[];
}

export interface BlogCategoriesResult {
  blogCategories: BlogCategory[];
}

/** Body of `tree`. */
export interface BlogCategoryTreeRequest {
  /** Only the subtree under the category with this key; the whole tree when absent. */
  rootKey?: string;
}

export interface BlogCategoryTreeResult {
  blogCategories: BlogCategoryNode[];
}
