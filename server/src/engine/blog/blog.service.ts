import { Injectable } from '@nestjs/common';
import type { BlogCategory, BlogCategoryNode, BlogTag } from '../../../../contracts/blog/entities.js';
import type { Culture } from '../../../../contracts/enums.js';
import type { BlogPostSearchRequest, BlogPostSearchResult } from '../../../../contracts/gateway/blog.js';
import { paginationSummary } from '../../common/pagination.js';
import { tokenize } from '../common/fold-text.js';
import { BlogRepository } from './blog.repository.js';
import { categoryHierarchy, categoryTree, withDescendants } from './blog-tree.js';

/** Posts per page when the caller does not say. */
export const DEFAULT_BLOG_PAGE_SIZE = 12;

/** Engine blog rules: category scopes include descendants, search folds Turkish letters. */
@Injectable()
export class BlogService {
  constructor(private readonly blog: BlogRepository) {}

  async search(culture: Culture, request: BlogPostSearchRequest): Promise<BlogPostSearchResult> {
    const currentPage = request.currentPage ?? 1;
    const pageSize = request.pageSize ?? DEFAULT_BLOG_PAGE_SIZE;
    let categoryIds: number[] | undefined;
    if (request.categoryIds?.length || request.categoryKey) {
      const categories = await this.blog.categories(culture);
      const roots = [...(request.categoryIds ?? []), ...categories.filter((category) => category.key === request.categoryKey).map((category) => category.id)];
      categoryIds = withDescendants(categories, roots.filter((id) => categories.some((category) => category.id === id)));
    }
    const words = request.searchText ? tokenize(request.searchText) : undefined;
    // Only a single path is ever one post: a page is enough and the full text is wanted.
    const { posts, total } = await this.blog.search({
      culture, categoryIds, tagIds: request.tagIds, words, routePath: request.routePath,
      limit: pageSize, offset: (currentPage - 1) * pageSize, withContent: Boolean(request.routePath),
    });
    return { blogPosts: posts, pagination: paginationSummary(currentPage, pageSize, total, posts.length) };
  }

  tags(culture: Culture): Promise<BlogTag[]> {
    return this.blog.tags(culture);
  }

  categories(culture: Culture): Promise<BlogCategory[]> {
    return this.blog.categories(culture);
  }

  async hierarchy(culture: Culture, categoryId: number): Promise<BlogCategory[]> {
    return categoryHierarchy(await this.blog.categories(culture), categoryId);
  }

  /** The tree, or the subtree under the category with `rootKey` (empty when no such key). */
  async tree(culture: Culture, rootKey?: string): Promise<BlogCategoryNode[]> {
    const categories = await this.blog.categories(culture);
    if (!rootKey) return categoryTree(categories);
    const root = categories.find((category) => category.key === rootKey);
    return root ? categoryTree(categories, root.id) : [];
  }
}
