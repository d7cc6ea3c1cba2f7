import { useMemo } from 'react';
import type { Culture } from '../../../contracts/enums';
import { useStores } from '../stores/use-stores';

/** A feature's own texts in both languages: the compiler checks that English has every Turkish key. */
export interface FeatureTexts<K extends string> {
  tr: Record<K, string>;
  en: Record<K, string>;
}

/** Fills {name} placeholders. */
export function fillText(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * The texts of a page that is loaded on demand (the account area, the sign-in pages) live in its
 * own chunk, not in the first download's dictionary: `defineTexts` keeps them beside the feature.
 */
export function defineTexts<K extends string>(texts: FeatureTexts<K>): FeatureTexts<K> {
  return texts;
}

export function translateFeature<K extends string>(texts: FeatureTexts<K>, culture: Culture, key: K, params?: Record<string, string | number>): string {
  return fillText(texts[culture][key], params);
}

/** The page's translator for a feature's texts: the same function until the language changes (schemas are built on it). */
export function useFeatureT<K extends string>(texts: FeatureTexts<K>): (key: K, params?: Record<string, string | number>) => string {
  const { ui } = useStores();
  const culture = ui.culture;
  return useMemo(() => (key, params) => translateFeature(texts, culture, key, params), [texts, culture]);
}
