import { observable, runInAction } from 'mobx';
import type { Culture } from '../../../contracts/enums';
import { isMerchantText } from '../../../contracts/localization/merchant-texts';
import type { MessageKey } from './tr';

/**
 * Dictionaries at hand. Each language is its own chunk, fetched beside the start-up's API answers
 * (main.tsx awaits it before the first render): the words are not the home page's first-load
 * JavaScript (its budget), and an English page does not download the Turkish words too.
 */
const DICTIONARIES = observable.map<Culture, Record<MessageKey, string>>({}, { deep: false });

const IMPORTS: Record<Culture, () => Promise<Record<MessageKey, string>>> = {
  tr: () => import('./tr').then((module) => module.tr),
  en: () => import('./en').then((module) => module.en),
};

/** Makes sure the dictionary of `culture` is loaded. */
export async function loadDictionary(culture: Culture): Promise<void> {
  if (DICTIONARIES.has(culture)) return;
  const dictionary = await IMPORTS[culture]();
  runInAction(() => DICTIONARIES.set(culture, dictionary));
}

export type { MessageKey };

/** The merchant's texts (spec §7 localized texts), by language: observable so pages re-render when they arrive. */
const OVERRIDES: Record<Culture, Map<string, string>> = { tr: observable.map<string, string>(), en: observable.map<string, string>() };

/** The merchant texts worth applying: known keys with a non-empty text only (a typo never hides a string). */
export function mergeableTexts(dictionary: Record<string, unknown>, texts: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] =>
    Object.hasOwn(dictionary, entry[0]) && isMerchantText(entry[1])));
}

/**
 * Puts the merchant's texts of a language over the dictionary (replacing earlier ones). Keys are
 * checked against a loaded dictionary (each holds every key); before one has arrived an unknown
 * key is kept, harmlessly, as no page asks for it.
 */
export function applyMerchantTexts(culture: Culture, texts: Record<string, unknown>): void {
  const dictionary = DICTIONARIES.get(culture) ?? DICTIONARIES.get('tr') ?? texts;
  const merged = mergeableTexts(dictionary, texts);
  runInAction(() => {
    OVERRIDES[culture].clear();
    for (const [key, value] of Object.entries(merged)) OVERRIDES[culture].set(key, value);
  });
}

/**
 * The text of `key` in `culture`, with {name} placeholders filled. Until a language's dictionary
 * has arrived its texts are the Turkish ones, and empty before those; observers re-render when it lands.
 */
export function translate(culture: Culture, key: MessageKey, params: Record<string, string | number> = {}): string {
  return (OVERRIDES[culture].get(key) ?? (DICTIONARIES.get(culture) ?? DICTIONARIES.get('tr'))?.[key] ?? '').replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
