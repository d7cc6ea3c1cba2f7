import { createContext, useContext } from 'react';
import { translate, type MessageKey } from '../i18n/translate';
import type { RootStore } from './root-store';

export const StoresContext = createContext<RootStore | null>(null);

/** The root store of the app. */
export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores outside StoresContext');
  return stores;
}

/** The text function of the page's language. */
export function useT(): (key: MessageKey, params?: Record<string, string | number>) => string {
  const { ui } = useStores();
  return (key, params) => translate(ui.culture, key, params);
}
