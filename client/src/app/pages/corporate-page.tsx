import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import '../../features/blog/blog.css';
import { homePath } from '../../lib/routes';
import { useLazyStore, useStores, useT } from '../../stores/use-stores';
import { usePageTitle } from './page-title';
import { blogStore } from '../../features/blog/blog-store';

/** The corporate pages (/kurumsal, S2.06 /corporate): about us and the legal texts. */
const CorporatePage = observer(function CorporatePage() {
  const { ui } = useStores();
  const blog = useLazyStore(blogStore);
  const t = useT();
  usePageTitle(`${t('route.corporate')} | ${t('site.name')}`);
  useEffect(() => { void blog.loadCorporatePages(); }, [blog, ui.culture]);
  return (
    <section className="page page--corporate">
      <nav className="breadcrumbs" aria-label={t('blog.breadcrumb')}>
        <ol>
          <li><Link to={homePath(ui.culture)}>{t('route.home')}</Link></li>
          <li aria-current="page">{t('route.corporate')}</li>
        </ol>
      </nav>
      <h1>{t('route.corporate')}</h1>
      <p className="page-intro">{t('corporate.intro')}</p>
      {blog.corporateError ? <p className="inline-error" role="alert">{t('blog.loadFailed')} {blog.corporateError}</p> : null}
      <ul className="corporate-list">
        {blog.corporatePages.map((page) => (
          <li key={page.id}>
            <h2><Link to={page.routePath ?? '#'}>{page.name}</Link></h2>
            {page.summary ? <p>{page.summary}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
});

export default CorporatePage;
