import { createContext, useContext, useMemo } from 'react';
import { translate, type MessageKey } from '../i18n/translate';
import type { RootStore, StoreFactory } from './root-store';

export const StoresContext = createContext<RootStore | null>(null);

/** The root store of the app. */
export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores outside StoresContext');
  return stores;
}

/** The text function of the page's language: the same function until the language changes. */
export function useT(): (key: MessageKey, params?: Record<string, string | number>) => string {
  const { ui } = useStores();
  const culture = ui.culture;
  return useMemo(() => (key, params) => translate(culture, key, params), [culture]);
}

/** The shop's one store made by `create` (a store whose code comes with a lazy page: RootStore.lazyStore). */
export function useLazyStore<T extends object>(create: StoreFactory<T>): T {
  return useStores().lazyStore(create);
}
