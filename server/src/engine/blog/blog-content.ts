import type { PageBuilderItem } from '../../../../contracts/blog/entities.js';
import { corporatePagePath } from '../../../../contracts/site/corporate-pages.js';
import { tokenize } from '../common/fold-text.js';
import type { NewBlogPost } from './blog.repository.js';
import { BlogCategoryId, type SeedPost } from './blog-seed-posts.js';

/** Where a post's page lives: blog posts under /blog, corporate pages under /kurumsal (/en/corporate in English). */
export function postRoutePath(culture: 'tr' | 'en', slug: string, corporate: boolean): string {
  if (corporate) return corporatePagePath(culture, slug);
  return culture === 'en' ? `/en/blog/${slug}` : `/blog/${slug}`;
}

/**
 * The rows of the demo posts, one per language; `productsFor` answers the product ids of a
 * ProductWidget (empty when the catalogue has none, and then the post has no widget).
 */
export function seedPostRows(posts: SeedPost[], productsFor: (post: SeedPost) => number[]): NewBlogPost[] {
  return posts.flatMap((post) => {
    const products = productsFor(post);
    const corporate = post.categoryIds.includes(BlogCategoryId.Corporate);
    return (['tr', 'en'] as const).map((culture): NewBlogPost => {
      const text = post[culture];
      const widget: PageBuilderItem[] = post.widget && products.length
        ? [{ Type: 'ProductWidget', Title: post.widget.title[culture === 'tr' ? 0 : 1], List: products }] : [];
      const content = text.body.join('\n\n');
      return {
        key: `${post.key}-${culture}`, culture, name: text.title, slug: text.slug, summary: text.summary, content,
        routePath: postRoutePath(culture, text.slug, corporate), categoryIds: post.categoryIds, tagIds: post.tagIds,
        publishedAt: post.publishedAt, extensionData: widget.length ? { PageBuilder: widget } : {},
        searchText: tokenize(`${text.title} ${text.summary} ${content}`).join(' '),
      };
    });
  });
}
