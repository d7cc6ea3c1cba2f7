import { Inject, Injectable } from '@nestjs/common';
import type { BlogPost, BlogPostExtensionData } from '../../../../contracts/blog/entities.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';

interface BlogPostRow {
  id: number; key: string; name: string; route_path: string | null; target_link: string | null;
  category_ids: number[]; tag_ids: number[]; extension_data: BlogPostExtensionData;
}

/** A post to write: what the seed and the merchant tools hand in. */
export interface NewBlogPost {
  key: string; culture: 'tr' | 'en'; name: string; routePath?: string; targetLink?: string; extensionData: BlogPostExtensionData;
}

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
  };
}

/** The blog_post table. */
@Injectable()
export class BlogRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Posts with these keys, in the order of the keys. */
  async byKeys(keys: string[]): Promise<BlogPost[]> {
    if (!keys.length) return [];
    const rows = await this.db.query<BlogPostRow>(
      `SELECT id, key, name, route_path, target_link, category_ids, tag_ids, extension_data
         FROM blog_post WHERE key = ANY($1::text[])`, [keys]);
    const order = new Map(keys.map((key, index) => [key, index]));
    return rows.sort((a, b) => order.get(a.key)! - order.get(b.key)!).map(toBlogPost);
  }

  /** Writes posts whose key is not there yet (several instances may do it at once). */
  async insertMissing(posts: NewBlogPost[], db: Queryable = this.db): Promise<void> {
    for (const post of posts) {
      await db.query(
        `INSERT INTO blog_post (key, culture, name, route_path, target_link, extension_data)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb) ON CONFLICT (key) DO NOTHING`,
        [post.key, post.culture, post.name, post.routePath ?? null, post.targetLink ?? null, JSON.stringify(post.extensionData)]);
    }
  }

  /** In-stock, approved, shelved products, newest first: candidates for the suggestion posts. */
  async suggestableProducts(limit: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT id FROM product WHERE stock_total > 0 AND is_approved AND is_on_shelf ORDER BY created_at DESC, id LIMIT $1`, [limit]);
    return rows.map((row) => row.id);
  }
}
