import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { blogStore, type PostSection } from '../../features/blog/blog-store';
import { BlogPostArticle } from '../../features/blog/components/blog-post-article';
import { ProductWidget } from '../../features/catalogue/components/product-widget';
import { cultureOfPath } from '../../lib/culture';
import { pagePath } from '../../lib/routes';
import { usePageHead } from '../../lib/page-head';
import { useLazyStore, useStores, useT } from '../../stores/use-stores';

/**
 * A blog post (/blog/:slug, S2.06 /blogDetail) or a corporate page (/kurumsal/:slug). The post's
 * ProductWidget blocks show the catalogue's product cards: this page wires the two features.
 */
const BlogPostPage = observer(function BlogPostPage({ section }: { section: PostSection }) {
  const { ui } = useStores();
  const blog = useLazyStore(blogStore);
  const t = useT();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  // The URL's language, not the app's: on a language switch the app's follows a render later.
  const culture = cultureOfPath(useLocation().pathname);
  const page = blog.postAt(slug, culture);
  const canonicalPath = blog.canonicalPathFor(slug, culture);
  usePageHead(`${section}|${page?.alternates[culture]}`, `${page?.blogPost.name ?? t(section === 'blog' ? 'route.blogPost' : 'route.corporatePage')} | ${t('site.name')}`, (rules) => (
    page ? rules.contentPageHead(page.blogPost, page.alternates, section, culture, rules.publicUrl()) : undefined));

  useEffect(() => { void blog.loadPost(section, slug); }, [blog, section, slug, ui.culture]);

  // An old slug (the page's other language's) shows the page and then reads its own path.
  useEffect(() => {
    if (canonicalPath) void navigate(canonicalPath, { replace: true });
  }, [navigate, canonicalPath]);

  // The language switch leads to the post's translation: its slug differs by language.
  useEffect(() => {
    ui.setAlternatePaths(page?.alternates ?? null);
    return () => ui.setAlternatePaths(null);
  }, [ui, page]);

  if (blog.postNotFound) {
    const back = section === 'blog' ? pagePath('blog', culture) : pagePath('corporate', culture);
    return (
      <section className="page page--blog-post">
        <h1>{section === 'blog' ? t('blog.notFoundTitle') : t('page.notFoundTitle')}</h1>
        <p>{section === 'blog' ? t('blog.notFoundText') : t('page.notFoundText')}</p>
        <Link to={back} className="button">{section === 'blog' ? t('blog.backToBlog') : t('route.corporate')}</Link>
      </section>
    );
  }
  if (blog.postError) {
    return (
      <section className="page page--blog-post">
        <h1>{t(section === 'blog' ? 'route.blogPost' : 'route.corporatePage')}</h1>
        <div className="inline-error" role="alert">
          <p>{t('blog.loadFailed')} {blog.postError}</p>
          <button type="button" className="button" onClick={() => void blog.loadPost(section, slug)}>{t('blog.retry')}</button>
        </div>
      </section>
    );
  }
  return (
    <section className={`page page--blog-post page--${section}`} aria-busy={!page}>
      {page ? (
        <BlogPostArticle page={page} section={section}
          renderWidget={(item, index) => <ProductWidget key={index} title={item.Title ?? ''} productIds={item.List ?? []} listId={`blog_widget_${index + 1}`} />} />
      ) : <span className="visually-hidden">{t('page.loading')}</span>}
    </section>
  );
});

export default BlogPostPage;
