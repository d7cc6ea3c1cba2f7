import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AddressCatchUp } from './app/address-catch-up';
import { loadShell } from './app/app-shell';
import { prefetchCataloguePage } from './app/route-info';
import { AppRoutes, isCataloguePath, isHomePath, loadCatalogueRoutePage } from './app/router';
import { loadDictionary } from './i18n/translate';
import { PreloadedAnswers } from './lib/preloaded-answers';
import { cultureOfPath } from './lib/culture';
import { readSiteConfig } from './lib/site-config';
import { RootStore } from './stores/root-store';
import { StoresContext } from './stores/use-stores';
import './styles.css';

/** Lets the browser run its own work (a frame, input) between start-up steps. */
const nextTask = () => new Promise<void>((resolve) => { setTimeout(resolve, 0); });

/**
 * Longest wait for the start-up's answers before the first render (those the page itself does not
 * hold: see PreloadedAnswers). Past it the page is drawn with its placeholders and fills in as
 * answers arrive.
 */
const FIRST_RENDER_WAIT_MS = 3000;

// Start-up in short tasks instead of one long one: the code's evaluation, the stores, the page's
// own requests, the shell's. On a slow phone the page stays responsive and paints in between.
async function start(): Promise<void> {
  await nextTask();
  const stores = new RootStore(readSiteConfig(), { preloadedAnswers: PreloadedAnswers.read() });
  const culture = cultureOfPath(window.location.pathname);
  // Known before the first render: the page is drawn once for its real width, not for a desktop first.
  stores.ui.setViewport(window.innerWidth, navigator.userAgent);
  // Known before the first request: the preloaded answers below are in the page's language and currency.
  stores.changeCulture(culture);
  const answers: Promise<unknown>[] = [];
  // A product or list page: its code, what the route service says about its path and the
  // product or the list's products are fetched side by side, before the page is drawn instead of
  // one after the other once it has mounted; the home page's product grid likewise. First, as
  // they are the longest chain. (The route and a product usually come in the page itself, as
  // preloaded answers from the server: then only the code is fetched.)
  if (isCataloguePath(window.location.pathname)) {
    await nextTask();
    answers.push(loadCatalogueRoutePage().catch(() => undefined)); // the page reports a failure when it asks
    answers.push(prefetchCataloguePage(stores, window.location.pathname, window.location.search));
  } else if (isHomePath(window.location.pathname)) {
    await nextTask();
    answers.push(stores.catalogue.preloadHome());
  }
  await nextTask();
  answers.push(loadShell(stores, culture));
  // The page's language is known from its path; its texts are there before the first paint.
  answers.push(loadDictionary(culture));
  // The first render starts once the preloaded answers are in (the static header frame is on screen
  // meanwhile). A store that changes while React draws in the background (a transition) makes it
  // throw that work away and draw everything again in one blocking task; drawn after the answers,
  // the page is drawn once, complete.
  await Promise.race([Promise.allSettled(answers), new Promise((resolve) => { setTimeout(resolve, FIRST_RENDER_WAIT_MS); })]);
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render is done in slices between which the browser stays
  // responsive, not in one long task (the header frame stays on screen until it is done).
  startTransition(() => root.render(
    <StrictMode>
      <StoresContext.Provider value={stores}>
        <BrowserRouter>
          <AddressCatchUp />
          <AppRoutes />
        </BrowserRouter>
      </StoresContext.Provider>
    </StrictMode>,
  ));
}

// No top-level await: it would turn off the bundler's merging of shared chunks.
void start();
