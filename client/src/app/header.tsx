import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { CurrencySelector } from '../features/currency/components/currency-selector';
import { SearchBox } from '../features/search/components/search-box';
import { MegaMenu } from '../features/menu/components/mega-menu';
import { MobileMenu } from '../features/menu/components/mobile-menu';
import { homePath, otherLanguagePath, pagePath } from '../lib/routes';
import { useStores, useT } from '../stores/use-stores';

// Only a signed-in member has the dropdown: its code (and the member store's) comes with them.
const MemberMenu = lazy(() => import('../features/member/components/member-menu').then((module) => ({ default: module.MemberMenu })));

/** Logo, search box, account icon, basket with its count (S2.12-S2.15), currency and language. */
export const Header = observer(function Header() {
  const { ui, cart } = useStores();
  const t = useT();
  const { pathname, search } = useLocation();
  const culture = ui.culture;
  const otherCulture = culture === 'tr' ? 'en' : 'tr';
  // A signed-in member hears their account, not the invitation to sign in.
  const account = t(ui.memberInitials ? 'header.myAccount' : 'header.account');
  // S2.15: on desktop the basket toggles the mini cart; on a phone it goes to the cart summary.
  const basketClicked = (event: MouseEvent) => {
    if (!ui.isDesktop) return;
    event.preventDefault();
    ui.toggleMiniCart();
  };

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <MobileMenu />
        <Link to={homePath(culture)} className="logo" aria-label={t('header.home')}>Vitrin</Link>
        <SearchBox />
        <nav className="header-actions" aria-label={account}>
          {ui.config.features.currencySelector ? <CurrencySelector /> : null}
          <Link to={`${ui.alternatePaths?.[otherCulture] ?? otherLanguagePath(pathname)}${search}`} className="language-switch" hrefLang={otherCulture} lang={otherCulture} aria-label={t('header.otherLanguageLabel')}>{t('header.otherLanguage')}</Link>
          {ui.memberInitials ? (
            <Suspense fallback={<Link to={pagePath('accountInfo', culture)} className="icon-link avatar" aria-label={account}>{ui.memberInitials}</Link>}>
              <MemberMenu initials={ui.memberInitials} />
            </Suspense>
          ) : (
            <Link to={`${pagePath('login', culture)}?action=login`} className="icon-link" aria-label={account}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" /><path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
            </Link>
          )}
          <Link to={pagePath('cartSummary', culture)} onClick={basketClicked} aria-expanded={ui.isDesktop ? ui.isMiniCartOpen : undefined} data-basket data-live={ui.liveCartConnected ? 'connected' : undefined} className="icon-link basket" aria-label={`${t('header.basket')}: ${t('header.basketCount', { count: cart.itemCount })}`}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M3 4h2l2 12h12l2-9H6" fill="none" stroke="currentColor" strokeWidth="2" /><circle cx="9" cy="20" r="1.5" /><circle cx="18" cy="20" r="1.5" /></svg>
            <span className="basket__badge" data-testid="basket-count">{cart.itemCount}</span>
          </Link>
        </nav>
      </div>
      <MegaMenu />
    </header>
  );
});
