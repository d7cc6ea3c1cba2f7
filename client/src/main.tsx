import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { loadDictionary } from './i18n/translate';
import { cultureOfPath } from './lib/culture';
import { readSiteConfig } from './lib/site-config';
import { RootStore } from './stores/root-store';
import { StoresContext } from './stores/use-stores';
import './styles.css';

const stores = new RootStore(readSiteConfig());
// The page's language is known from its path; its texts are there before the first paint. No
// top-level await: it would turn off the bundler's merging of shared chunks.
void loadDictionary(cultureOfPath(window.location.pathname)).then(() => createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoresContext.Provider value={stores}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StoresContext.Provider>
  </StrictMode>,
));
