import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router';
import { linkActionOf, NewsletterLinkOutcome } from '../../features/newsletter/components/newsletter-link-outcome';
import { homePath } from '../../lib/routes';
import { useStores, useT } from '../../stores/use-stores';
import { usePageTitle } from './page-title';

/** The newsletter page (/bulten, /en/newsletter): where the confirmation and unsubscribe links of the mails open. */
const NewsletterPage = observer(function NewsletterPage() {
  const { ui } = useStores();
  const t = useT();
  const [search] = useSearchParams();
  usePageTitle(`${t('route.newsletter')} | ${t('site.name')}`);
  return (
    <section className="page page--newsletter">
      <nav className="breadcrumbs" aria-label={t('blog.breadcrumb')}>
        <ol>
          <li><Link to={homePath(ui.culture)}>{t('route.home')}</Link></li>
          <li aria-current="page">{t('route.newsletter')}</li>
        </ol>
      </nav>
      <h1>{t('route.newsletter')}</h1>
      <NewsletterLinkOutcome action={linkActionOf(search.get('action'))} token={search.get('token') ?? undefined} />
      <p><Link to={homePath(ui.culture)} className="button">{t('page.backHome')}</Link></p>
    </section>
  );
});

export default NewsletterPage;
