import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { readSiteConfig } from './lib/site-config';
import { RootStore } from './stores/root-store';
import { StoresContext } from './stores/use-stores';
import './styles.css';

const stores = new RootStore(readSiteConfig());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoresContext.Provider value={stores}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StoresContext.Provider>
  </StrictMode>,
);
