import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CookieName, type Culture } from '../../../contracts/enums';
import { SHELL_CONTAINERS } from '../../../contracts/site/preloaded-answers';
import { ConsentBanner } from '../components/consent-banner';
import { ToastHost } from '../components/toast-host';
import { readCookie } from '../lib/cookies';
import { cultureOfPath, rememberCulture } from '../lib/culture';
import { usePageSettled } from '../lib/page-settled';
import { useNewPageAtTop } from '../lib/use-new-page-at-top';
import type { RootStore } from '../stores/root-store';
import { useStores, useT } from '../stores/use-stores';
import { ErrorBoundary, PageErrorFallback } from './error-boundary';
import { Header } from './header';

// Always below the fold: its code follows the page's instead of delaying it (the home page's JS budget).
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));
// Shown only after the shopper acts (an add, a basket click): fetched then.
const CartAddedNotice = lazy(() => import('../features/cart/components/cart-added-notice').then((module) => ({ default: module.CartAddedNotice })));
const MiniCart = lazy(() => import('../features/cart/components/mini-cart').then((module) => ({ default: module.MiniCart })));

/**
 * What every page reads for its language: currencies, the shell's banners (the home hero among
 * them) and the merchant's texts. main.tsx calls it before the first render; the shell calls it
 * again on a language change (the loads run once each). Resolves when all three answers are in,
 * failed ones included: each store keeps its own error for the page to show.
 */
export function loadShell(stores: RootStore, culture: Culture): Promise<void> {
  stores.changeCulture(culture);
  document.documentElement.lang = culture;
  rememberCulture(culture);
  return Promise.allSettled([stores.currency.load(), stores.content.load(SHELL_CONTAINERS), stores.texts.load(culture)]).then(() => undefined);
}

/** Holds the page's place while its code downloads. */
export function PageLoading() {
  const t = useT();
  return <div className="page page--loading" aria-busy="true"><span className="visually-hidden">{t('page.loading')}</span></div>;
}

/** Every page: header, the route's page, footer, toasts, cookie consent; keeps the language in step with the URL. */
export const AppShell = observer(function AppShell() {
  const stores = useStores();
  const { pathname } = useLocation();
  const t = useT();
  const culture = cultureOfPath(pathname);
  const settled = usePageSettled();
  // The member modals' code, once the member feature has handed it over (features/member/member-store.ts openMemberModal).
  const MemberModals = stores.ui.memberModal ? stores.ui.memberModalHost : null;

  // Before any page's effect: a layout effect runs ahead of every passive one. A page's effects
  // send requests (x-culture) and build redirects in the app's language; as a passive effect here
  // this ran after them, so the page a language switch led to asked in the language left behind.
  useLayoutEffect(() => { stores.changeCulture(culture); }, [stores, culture]);
  useEffect(() => { void loadShell(stores, culture); }, [stores, culture]);
  const announced = useNewPageAtTop();

  useEffect(() => {
    const measure = () => stores.ui.setViewport(window.innerWidth, navigator.userAgent);
    // Read once the frame is laid out: innerWidth read right after a commit forces the browser to
    // lay out the whole new page there and then (main.tsx measured before the first render).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => { timer = setTimeout(measure, 0); }) : undefined;
    if (frame === undefined) measure();
    window.addEventListener('resize', measure);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('resize', measure);
    };
  }, [stores]);

  // The mini cart and the cart-added notice close whenever the path changes (S2.23).
  useEffect(() => stores.ui.pageChanged(), [stores, pathname]);
  // The basket badge's count, once the first page is drawn (S2.15, S7.09).
  useEffect(() => { if (settled) void stores.cart.loadCount(); }, [stores, settled]);
  // S4 member status: someone is signed in (the active_member hint), so the member store's code
  // comes now and reads the member; a visitor's page never downloads it.
  useEffect(() => {
    if (settled && readCookie(CookieName.ActiveMember)) void import('../features/member/member-store').then(({ memberStore }) => stores.lazyStore(memberStore));
  }, [stores, settled]);

  return (
    <>
      <a href="#main" className="skip-link">{t('site.skipToContent')}</a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <ErrorBoundary key={pathname} fallback={<PageErrorFallback />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {/* The main area is at least a screen tall, so the footer starts below the fold and waits. */}
      {settled ? (
        <Suspense fallback={<footer className="site-footer site-footer--loading" />}>
          <Footer />
        </Suspense>
      ) : null}
      {stores.ui.lastAddedCartItem ? <Suspense fallback={null}><CartAddedNotice /></Suspense> : null}
      {stores.ui.isMiniCartOpen ? <Suspense fallback={null}><MiniCart /></Suspense> : null}
      {MemberModals ? <MemberModals /> : null}
      <p className="visually-hidden" aria-live="polite" data-testid="page-announcer">{announced}</p>
      <ToastHost />
      <ConsentBanner />
    </>
  );
});
