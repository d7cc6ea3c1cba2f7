import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BlogCategoryNode, BlogPost } from '../../../../../contracts/blog/entities';
import type { PaginationSummary } from '../../../../../contracts/common/responses';
import { useLazyStore, useStores, useT } from '../../../stores/use-stores';
import { blogListHref, formatPostDate, type BlogListParams } from '../blog-links';
import { BLOG_SEARCH_MIN, blogStore } from '../blog-store';
import '../blog.css';

/** Categories of the blog as links; the active one is marked. */
export const BlogCategoryNav = observer(function BlogCategoryNav({ active }: { active?: string }) {
  const { ui } = useStores();
  const blog = useLazyStore(blogStore);
  const t = useT();
  const item = (node: BlogCategoryNode) => (
    <li key={node.id}>
      <Link to={blogListHref(ui.culture, { category: node.slug })} aria-current={active === node.slug ? 'page' : undefined}
        data-testid={`blog-category-${node.slug}`}>{node.name}</Link>
      {node.children.length ? <ul>{node.children.map(item)}</ul> : null}
    </li>
  );
  return (
    <nav className="blog-categories" aria-label={t('blog.categories')}>
      <h2 className="blog-categories__title">{t('blog.categories')}</h2>
      <ul>
        <li><Link to={blogListHref(ui.culture, {})} aria-current={!active ? 'page' : undefined}>{t('blog.allPosts')}</Link></li>
        {blog.categories.map(item)}
      </ul>
    </nav>
  );
});

/** The blog search box (S2.06 /blogSearch): submits to /blog?q=. */
export function BlogSearchForm({ initial }: { initial: string }) {
  const t = useT();
  const { ui } = useStores();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const [tooShort, setTooShort] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q.length < BLOG_SEARCH_MIN) { setTooShort(true); return; }
    setTooShort(false);
    void navigate(blogListHref(ui.culture, { q }));
  };
  return (
    <form className="blog-search" role="search" onSubmit={submit}>
      <label htmlFor="blog-search-input" className="visually-hidden">{t('blog.searchLabel')}</label>
      <input id="blog-search-input" type="search" value={text} maxLength={100} placeholder={t('blog.searchPlaceholder')}
        onChange={(event) => setText(event.target.value)} aria-describedby={tooShort ? 'blog-search-hint' : undefined} />
      <button type="submit" className="button">{t('blog.searchSubmit')}</button>
      {tooShort ? <p id="blog-search-hint" className="field-error" role="alert">{t('blog.searchMin', { count: BLOG_SEARCH_MIN })}</p> : null}
    </form>
  );
}

/** One post on the list: title link, date, summary. */
export const BlogPostCard = observer(function BlogPostCard({ post }: { post: BlogPost }) {
  const { ui } = useStores();
  return (
    <li className="blog-card" data-testid="blog-card">
      <article>
        <h2 className="blog-card__title"><Link to={post.targetLink ?? post.routePath ?? '#'}>{post.name}</Link></h2>
        {post.publishedAt ? <p className="blog-card__date"><time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, ui.culture)}</time></p> : null}
        {post.summary ? <p className="blog-card__summary">{post.summary}</p> : null}
      </article>
    </li>
  );
});

/** Previous / next page links of a blog list. */
export const BlogPager = observer(function BlogPager({ pagination, params }: { pagination: PaginationSummary; params: BlogListParams }) {
  const { ui } = useStores();
  const t = useT();
  if (pagination.totalPages <= 1) return null;
  const page = pagination.currentPage;
  return (
    <nav className="pager" aria-label={t('blog.pagination')}>
      {page > 1 ? <Link to={blogListHref(ui.culture, { ...params, page: page - 1 })} rel="prev">{t('blog.previousPage')}</Link> : null}
      <span aria-current="page">{t('blog.page', { page, pages: pagination.totalPages })}</span>
      {page < pagination.totalPages ? <Link to={blogListHref(ui.culture, { ...params, page: page + 1 })} rel="next">{t('blog.nextPage')}</Link> : null}
    </nav>
  );
});
