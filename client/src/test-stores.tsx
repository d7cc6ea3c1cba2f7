import type { ReactNode } from 'react';
import { DEFAULT_FEATURE_FLAGS } from '../../contracts/site/entities';
import { RootStore } from './stores/root-store';
import { StoresContext } from './stores/use-stores';

/** A root store for component tests; its API calls go to `fetcher` (nothing leaves the test). */
export function testStores(fetcher: typeof fetch = (() => Promise.reject(new Error('no network in unit tests')))) {
  const stores = new RootStore({ features: DEFAULT_FEATURE_FLAGS, publicUrl: 'http://localhost' }, { fetch: fetcher });
  const wrapper = ({ children }: { children: ReactNode }) => <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
  return { stores, wrapper };
}
