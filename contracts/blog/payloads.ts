/** POST /api/blog-posts (S7.04): posts by key. */
export interface BlogPostsPayload {
  /** Keys of the posts to read, e.g. ["SearchSuggestionsTr"]. */
  blogKeys: string[];
}

/** GET /api/blog/list (blog list, category and search pages; S2.06 /blog, /blogList, /blogSearch). */
export interface BlogListQuery {
  /** Category slug, e.g. saat-bakimi; the whole blog when absent. */
  category?: string;
  /** Tag slug, e.g. hediye. */
  tag?: string;
  /** Search text, 2 to 100 characters. */
  q?: string;
  /** 1-based page; default 1. */
  page?: number;
  /** Posts per page, 1 to 48; default 9. */
  pageSize?: number;
}

/** GET /api/blog/post and GET /api/corporate-page: one post by its slug. */
export interface BlogPostQuery {
  /** Last path segment, e.g. kol-saati-bakimi. */
  slug: string;
}
