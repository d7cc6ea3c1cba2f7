import { observable, runInAction } from 'mobx';
import type { Culture } from '../../../contracts/enums';
import { isMerchantText } from '../../../contracts/localization/merchant-texts';
import { tr, type MessageKey } from './tr';

/**
 * Dictionaries at hand. Turkish, the default language, is in the first download; English comes as
 * its own small chunk when an English page needs it (the home page's JavaScript budget).
 */
const DICTIONARIES = observable.map<Culture, Record<MessageKey, string>>({ tr }, { deep: false });

/** Makes sure the dictionary of `culture` is loaded; main.tsx awaits it before the first render. */
export async function loadDictionary(culture: Culture): Promise<void> {
  if (DICTIONARIES.has(culture)) return;
  const { en } = await import('./en');
  runInAction(() => DICTIONARIES.set('en', en));
}

export type { MessageKey };

/** The merchant's texts (spec §7 localized texts), by language: observable so pages re-render when they arrive. */
const OVERRIDES: Record<Culture, Map<string, string>> = { tr: observable.map<string, string>(), en: observable.map<string, string>() };

/** The merchant texts worth applying: known keys with a non-empty text only (a typo never hides a string). */
export function mergeableTexts(dictionary: Record<string, string>, texts: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] =>
    Object.hasOwn(dictionary, entry[0]) && isMerchantText(entry[1])));
}

/** Puts the merchant's texts of a language over the dictionary (replacing earlier ones). */
export function applyMerchantTexts(culture: Culture, texts: Record<string, unknown>): void {
  const merged = mergeableTexts(tr, texts);
  runInAction(() => {
    OVERRIDES[culture].clear();
    for (const [key, value] of Object.entries(merged)) OVERRIDES[culture].set(key, value);
  });
}

/**
 * The text of `key` in `culture`, with {name} placeholders filled. Until a language's dictionary
 * has arrived its texts are the Turkish ones; observers re-render when it lands.
 */
export function translate(culture: Culture, key: MessageKey, params: Record<string, string | number> = {}): string {
  return (OVERRIDES[culture].get(key) ?? (DICTIONARIES.get(culture) ?? tr)[key]).replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
