import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useLazyStore, useStores, useT } from '../../../stores/use-stores';
import { footerStore } from '../footer-store';
import '../footer.css';

/** The footer store, loaded for the page's language; a part that failed is asked again on the next page. */
function useFooter() {
  const { ui } = useStores();
  const footer = useLazyStore(footerStore);
  const { pathname } = useLocation();
  useEffect(() => { void footer.load(ui.culture); }, [footer, ui.culture, pathname]);
  return footer;
}

/** Footer category columns (S9.10): descending order, test ids numbered per category. */
export const FooterCategories = observer(function FooterCategories() {
  const footer = useFooter();
  const t = useT();
  // A store change is drawn by React in one blocking task; the columns (a hundred-odd links below
  // the first screen) are drawn in the background, in slices, instead.
  const groups = useDeferredValue(footer.categories);
  if (!groups.length) return null;
  return (
    <nav className="footer-categories" aria-label={t('footer.categories')}>
      {groups.map((group) => (
        <section key={group.id} className="footer-category" data-testid={group.testId}>
          <h2 className="footer-title"><Link to={group.href} data-testid={`${group.testId}-title`}>{group.name}</Link></h2>
          <ul className="footer-list">
            {group.links.map((link) => <li key={link.id}><Link to={link.href} data-testid={link.testId}>{link.name}</Link></li>)}
          </ul>
        </section>
      ))}
    </nav>
  );
});

/** Bottom legal links: items tagged "Show in Footer Menu" (S9.10). */
export const FooterLegalLinks = observer(function FooterLegalLinks() {
  const footer = useFooter();
  const t = useT();
  const links = footer.legalLinks;
  if (!links.length) return null;
  return (
    <nav className="footer-legal" aria-label={t('footer.legal')}>
      <ul>
        {links.map((link) => <li key={link.id}><Link to={link.href} data-testid={link.testId}>{link.name}</Link></li>)}
      </ul>
    </nav>
  );
});
