import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { blogListParams } from '../../features/blog/blog-links';
import { BLOG_SEARCH_MIN, blogStore } from '../../features/blog/blog-store';
import { BlogCategoryNav, BlogPager, BlogPostCard, BlogSearchForm } from '../../features/blog/components/blog-list';
import { homePath, pagePath } from '../../lib/routes';
import { useLazyStore, useStores, useT } from '../../stores/use-stores';
import { usePageTitle } from './page-title';

/**
 * The blog (S2.06 /blog), one of its categories (/blogList: ?category=) or tags (?tag=), or a
 * blog search (/blogSearch: ?q=), a page at a time (?page=). The URL holds every choice.
 */
const BlogPage = observer(function BlogPage() {
  const { ui } = useStores();
  const blog = useLazyStore(blogStore);
  const t = useT();
  const [search] = useSearchParams();
  const params = blogListParams(search);
  const q = params.q && params.q.length >= BLOG_SEARCH_MIN ? params.q : undefined;
  const list = blog.list;
  const heading = list?.category?.name ?? (list?.tag ? t('blog.tagTitle', { tag: list.tag.name }) : q ? t('blog.searchTitle', { term: q }) : t('route.blog'));
  usePageTitle(`${heading} | ${t('site.name')}`);

  useEffect(() => { void blog.loadCategories(); }, [blog, ui.culture]);
  useEffect(() => {
    void blog.loadList({ category: params.category, tag: params.tag, q, page: params.page });
  }, [blog, ui.culture, params.category, params.tag, q, params.page]);

  if (blog.listNotFound) {
    return (
      <section className="page page--blog">
        <h1>{t('blog.notFoundTitle')}</h1>
        <p>{t('blog.notFoundText')}</p>
        <Link to={pagePath('blog', ui.culture)} className="button">{t('blog.backToBlog')}</Link>
      </section>
    );
  }

  return (
    <section className="page page--blog" data-page-key={q ? 'blogSearch' : params.category ? 'blogList' : 'blog'}>
      <nav className="breadcrumbs" aria-label={t('blog.breadcrumb')}>
        <ol>
          <li><Link to={homePath(ui.culture)}>{t('route.home')}</Link></li>
          {list?.category || list?.tag || q ? <li><Link to={pagePath('blog', ui.culture)}>{t('route.blog')}</Link></li> : null}
          <li aria-current="page">{heading}</li>
        </ol>
      </nav>
      <h1>{heading}</h1>
      <p className="page-intro" data-testid="blog-intro">{t('blog.intro')}</p>
      <div className="blog-layout">
        <aside className="blog-layout__side">
          <BlogSearchForm key={q ?? ''} initial={q ?? ''} />
          <BlogCategoryNav active={list?.category?.slug ?? params.category} />
        </aside>
        <div className="blog-layout__main">
          {blog.listError ? (
            <div className="inline-error" role="alert">
              <p>{t('blog.loadFailed')} {blog.listError}</p>
              <button type="button" className="button" onClick={() => void blog.loadList({ ...params, q })}>{t('blog.retry')}</button>
            </div>
          ) : (
            <>
              {list && q ? <p role="status">{t('blog.resultCount', { count: list.pagination.totalItems })}</p> : null}
              {list && !list.blogPosts.length ? <p data-testid="blog-empty">{t('blog.empty')}</p> : null}
              <ul className="blog-grid" aria-busy={blog.listLoading}>
                {(list?.blogPosts ?? []).map((post) => <BlogPostCard key={post.id} post={post} />)}
              </ul>
              {list ? <BlogPager pagination={list.pagination} params={{ ...params, q }} /> : null}
            </>
          )}
        </div>
      </div>
    </section>
  );
});

export default BlogPage;
