/** A block of a blog post's page builder; ProductWidget shows a titled list of products (S3.19). */
export interface PageBuilderItem {
  /** Block kind, e.g. ProductWidget. */
  Type: string;
  /** Heading of the block. */
  Title?: string;
  /** ProductWidget: product ids in display order. */
  List?: number[];
}

/** Free-form data of a blog post. */
export interface BlogPostExtensionData {
  /** Blocks of the post's page. */
  PageBuilder?: PageBuilderItem[];
}

/** A blog post (spec §3 Blog post, S3.19), in the request's language. */
export interface BlogPost {
  /** Stable id. */
  id: number;
  /** Unique merchant key, e.g. SearchSuggestionsTr. */
  key: string;
  /** Title. */
  name: string;
  /** Path of the post's page, when it has one. */
  routePath?: string;
  /** Where a click on the post goes instead, when set. */
  targetLink?: string;
  /** Blog categories of the post. */
  blogPostBlogCategoryMappings: { blogCategoryId: number }[];
  /** Blog tags of the post. */
  blogPostBlogTagMappings: { blogTagId: number }[];
  /** Page builder blocks. */
  extensionData: BlogPostExtensionData;
  /** Last path segment of routePath, e.g. kol-saati-bakimi (blog pages and corporate pages). */
  slug?: string;
  /** One or two sentences shown on the blog list. */
  summary?: string;
  /** The post's text: paragraphs separated by a blank line; a line starting with "## " is a heading. */
  content?: string;
  /** Cover image path. */
  imagePath?: string;
  /** When the post was published (ISO 8601). */
  publishedAt?: string;
}

/** A blog category (spec §3 Blog category: id, name, order), in the request's language. */
export interface BlogCategory {
  /** Stable id. */
  id: number;
  /** Merchant key, e.g. blog (the blog's root) or corporate (the corporate pages). */
  key: string;
  /** Display name. */
  name: string;
  /** Display order among its siblings, ascending. */
  order: number;
  /** Parent category, null for a root. */
  parentId: number | null;
  /** URL segment, e.g. saat-bakimi (used as /blog?category=saat-bakimi). */
  slug: string;
}

/** A blog category with its children (the category tree). */
export interface BlogCategoryNode extends BlogCategory {
  /** Child categories, by order. */
  children: BlogCategoryNode[];
}

/** A blog tag, in the request's language. */
export interface BlogTag {
  /** Stable id. */
  id: number;
  /** Display name. */
  name: string;
  /** URL segment, e.g. hediye (used as /blog?tag=hediye). */
  slug: string;
}

/** Keys of the blog category roots: the blog itself and the corporate pages (/kurumsal). */
export const BLOG_ROOT_CATEGORY_KEYS = { blog: 'blog', corporate: 'corporate' } as const;

/** Keys of the posts that carry the search overlay's suggestions, by culture (S7.04). */
export const SEARCH_SUGGESTIONS_BLOG_KEYS = { tr: 'SearchSuggestionsTr', en: 'SearchSuggestionsEn' } as const;
