import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadShell } from './app/app-shell';
import { prefetchCataloguePage } from './app/route-info';
import { AppRoutes, isCataloguePath, loadCatalogueRoutePage } from './app/router';
import { loadDictionary } from './i18n/translate';
import { cultureOfPath } from './lib/culture';
import { readSiteConfig } from './lib/site-config';
import { RootStore } from './stores/root-store';
import { StoresContext } from './stores/use-stores';
import './styles.css';

const stores = new RootStore(readSiteConfig());
const culture = cultureOfPath(window.location.pathname);
// Known before the first render: the page is drawn once for its real width, not for a desktop
// first, and the shell's requests (the home hero's banners among them) run while React renders.
stores.ui.setViewport(window.innerWidth, navigator.userAgent);
loadShell(stores, culture);
// A product or list page: its code, what the route service says about its path and (for a
// product) the product are fetched side by side, before the page is drawn instead of one after
// the other once it has mounted.
if (isCataloguePath(window.location.pathname)) {
  void loadCatalogueRoutePage().catch(() => undefined); // the page reports a failure when it asks
  void prefetchCataloguePage(stores, window.location.pathname);
}
// The page's language is known from its path; its texts are there before the first paint. No
// top-level await: it would turn off the bundler's merging of shared chunks.
void loadDictionary(culture).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render is done in slices between which the browser stays
  // responsive, not in one long task (the header frame stays on screen until it is done).
  startTransition(() => root.render(
    <StrictMode>
      <StoresContext.Provider value={stores}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StoresContext.Provider>
    </StrictMode>,
  ));
});
