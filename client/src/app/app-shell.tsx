import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BannerContainer } from '../../../contracts/enums';
import { ConsentBanner } from '../components/consent-banner';
import { ToastHost } from '../components/toast-host';
import { cultureOfPath, rememberCulture } from '../lib/culture';
import { useStores, useT } from '../stores/use-stores';
import { ErrorBoundary, PageErrorFallback } from './error-boundary';
import { Header } from './header';

// Always below the fold: its code follows the page's instead of delaying it (the home page's JS budget).
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

const SHELL_CONTAINERS = [BannerContainer.HomeSlider, BannerContainer.HomeCampaigns, BannerContainer.FooterFeatureIcons, BannerContainer.SocialLinks];

/** Holds the page's place while its code downloads. */
function PageLoading() {
  const t = useT();
  return <div className="page page--loading" aria-busy="true"><span className="visually-hidden">{t('page.loading')}</span></div>;
}

/** Every page: header, the route's page, footer, toasts, cookie consent; keeps the language in step with the URL. */
export const AppShell = observer(function AppShell() {
  const stores = useStores();
  const { pathname } = useLocation();
  const t = useT();
  const culture = cultureOfPath(pathname);

  useEffect(() => {
    stores.changeCulture(culture);
    document.documentElement.lang = culture;
    rememberCulture(culture);
    void stores.currency.load();
    void stores.content.load(SHELL_CONTAINERS);
    // Merchant texts override dictionary strings when they arrive; the first paint never waits for them.
    void stores.texts.load(culture);
  }, [stores, culture]);

  useEffect(() => {
    const measure = () => stores.ui.setViewport(window.innerWidth, navigator.userAgent);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [stores]);

  // The mini cart closes whenever the path changes (S2.23).
  useEffect(() => stores.ui.closeMiniCart(), [stores, pathname]);

  return (
    <>
      <a href="#main" className="skip-link">{t('site.skipToContent')}</a>
      <Header />
      <main id="main" className="site-main">
        <ErrorBoundary key={pathname} fallback={<PageErrorFallback />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Suspense fallback={<footer className="site-footer site-footer--loading" />}>
        <Footer />
      </Suspense>
      <ToastHost />
      <ConsentBanner />
    </>
  );
});
