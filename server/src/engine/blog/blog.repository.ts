import { Inject, Injectable } from '@nestjs/common';
import type { BlogCategory, BlogPost, BlogPostExtensionData, BlogTag } from '../../../../contracts/blog/entities.js';
import type { Culture } from '../../../../contracts/enums.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';

interface BlogPostRow {
  id: number; key: string; name: string; route_path: string | null; target_link: string | null;
  category_ids: number[]; tag_ids: number[]; extension_data: BlogPostExtensionData;
  slug: string | null; summary: string | null; content?: string | null; image_path: string | null; published_at: Date | string;
}

interface BlogCategoryRow {
  id: number; parent_id: number | null; key: string; name_tr: string; name_en: string; slug_tr: string; slug_en: string; sort_order: number;
}

interface BlogTagRow { id: number; name_tr: string; name_en: string; slug_tr: string; slug_en: string }

/** A post to write: what the seed and the merchant tools hand in. */
export interface NewBlogPost {
  key: string; culture: Culture; name: string; routePath?: string; targetLink?: string; extensionData: BlogPostExtensionData;
  slug?: string; summary?: string; content?: string; imagePath?: string; categoryIds?: number[]; tagIds?: number[];
  publishedAt?: string; searchText?: string;
}

/** What a page of posts is filtered by (already resolved to ids). */
export interface BlogPostCriteria {
  culture: Culture;
  /** Category ids whose posts (their own, not descendants': the service expands the tree). */
  categoryIds?: number[];
  tagIds?: number[];
  /** Folded words that must all appear. */
  words?: string[];
  routePath?: string;
  limit: number;
  offset: number;
  /** Answer the full text too (a post page), not only the summary (a list). */
  withContent: boolean;
}

const POST_COLUMNS = `id, key, name, route_path, target_link, category_ids, tag_ids, extension_data, slug, summary, image_path, published_at`;

function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    ...(row.route_path ? { routePath: row.route_path } : {}),
    ...(row.target_link ? { targetLink: row.target_link } : {}),
    blogPostBlogCategoryMappings: row.category_ids.map((blogCategoryId) => ({ blogCategoryId })),
    blogPostBlogTagMappings: row.tag_ids.map((blogTagId) => ({ blogTagId })),
    extensionData: row.extension_data ?? {},
    ...(row.slug ? { slug: row.slug } : {}),
    ...(row.summary ? { summary: row.summary } : {}),
    ...(row.content ? { content: row.content } : {}),
    ...(row.image_path ? { imagePath: row.image_path } : {}),
    publishedAt: new Date(row.published_at).toISOString(),
  };
}

const toCategory = (row: BlogCategoryRow, culture: Culture): BlogCategory => ({
  id: row.id, key: row.key, name: culture === 'en' ? row.name_en : row.name_tr, order: row.sort_order,
  parentId: row.parent_id, slug: culture === 'en' ? row.slug_en : row.slug_tr,
});

const toTag = (row: BlogTagRow, culture: Culture): BlogTag => ({
  id: row.id, name: culture === 'en' ? row.name_en : row.name_tr, slug: culture === 'en' ? row.slug_en : row.slug_tr,
});

/** The blog tables: blog_post, blog_category, blog_tag. */
@Injectable()
export class BlogRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Posts with these keys, in the order of the keys. */
  async byKeys(keys: string[]): Promise<BlogPost[]> {
    if (!keys.length) return [];
    const rows = await this.db.query<BlogPostRow>(`SELECT ${POST_COLUMNS}, content FROM blog_post WHERE key = ANY($1::text[])`, [keys]);
    const order = new Map(keys.map((key, index) => [key, index]));
    return rows.sort((a, b) => order.get(a.key)! - order.get(b.key)!).map(toBlogPost);
  }

  /** One page of a culture's posts with a route, newest first, and how many match in all. */
  async search(criteria: BlogPostCriteria): Promise<{ posts: BlogPost[]; total: number }> {
    const where = [`culture = $1`, `route_path IS NOT NULL`];
    const params: unknown[] = [criteria.culture];
    const add = (clause: (n: number) => string, value: unknown) => { params.push(value); where.push(clause(params.length)); };
    if (criteria.categoryIds) add((n) => `category_ids && $${n}::int[]`, criteria.categoryIds);
    if (criteria.tagIds?.length) add((n) => `tag_ids && $${n}::int[]`, criteria.tagIds);
    // Words hold only [a-z0-9] (folded in code), so they need no LIKE escaping.
    if (criteria.words?.length) add((n) => `search_text LIKE ALL ($${n}::text[])`, criteria.words.map((word) => `%${word}%`));
    if (criteria.routePath) add((n) => `route_path = $${n}`, criteria.routePath);
    const filter = where.join(' AND ');
    const [{ total }] = await this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM blog_post WHERE ${filter}`, params);
    const rows = await this.db.query<BlogPostRow>(
      `SELECT ${POST_COLUMNS}${criteria.withContent ? ', content' : ''} FROM blog_post WHERE ${filter}
        ORDER BY published_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, criteria.limit, criteria.offset]);
    return { posts: rows.map(toBlogPost), total };
  }

  /** Every category, parents before children, siblings by order. */
  async categories(culture: Culture): Promise<BlogCategory[]> {
    const rows = await this.db.query<BlogCategoryRow>(
      `SELECT id, parent_id, key, name_tr, name_en, slug_tr, slug_en, sort_order FROM blog_category ORDER BY sort_order, id`);
    return rows.map((row) => toCategory(row, culture));
  }

  async tags(culture: Culture): Promise<BlogTag[]> {
    const rows = await this.db.query<BlogTagRow>(`SELECT id, name_tr, name_en, slug_tr, slug_en FROM blog_tag ORDER BY id`);
    return rows.map((row) => toTag(row, culture));
  }

  /**
   * Writes posts whose key is not there yet (several instances may do it at once). No conflict
   * target: an instance inserting the same post at the same moment can trip the route path's
   * unique index before the key's.
   */
  async insertMissing(posts: NewBlogPost[], db: Queryable = this.db): Promise<void> {
    for (const post of posts) {
      await db.query(
        `INSERT INTO blog_post (key, culture, name, route_path, target_link, extension_data, slug, summary, content, image_path,
                                category_ids, tag_ids, published_at, search_text)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11::int[], $12::int[], COALESCE($13::timestamptz, now()), $14)
         ON CONFLICT DO NOTHING`,
        [post.key, post.culture, post.name, post.routePath ?? null, post.targetLink ?? null, JSON.stringify(post.extensionData),
          post.slug ?? null, post.summary ?? null, post.content ?? null, post.imagePath ?? null, post.categoryIds ?? [], post.tagIds ?? [],
          post.publishedAt ?? null, post.searchText ?? '']);
    }
  }

  /** In-stock, approved, shelved products, newest first: candidates for the suggestion posts. */
  async suggestableProducts(limit: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT id FROM product WHERE stock_total > 0 AND is_approved AND is_on_shelf ORDER BY created_at DESC, id LIMIT $1`, [limit]);
    return rows.map((row) => row.id);
  }

  /** In-stock, approved, shelved products of a catalogue category (by Turkish name) or its descendants, lowest id first. */
  async productsOfCategory(categoryName: string, limit: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `WITH RECURSIVE scope AS (
         SELECT id FROM category WHERE name_tr = $1
         UNION SELECT c.id FROM category c JOIN scope s ON c.parent_id = s.id)
       SELECT p.id FROM product p
        WHERE p.default_category_id IN (SELECT id FROM scope) AND p.stock_total > 0 AND p.is_approved AND p.is_on_shelf
        ORDER BY p.id LIMIT $2`, [categoryName, limit]);
    return rows.map((row) => row.id);
  }
}
