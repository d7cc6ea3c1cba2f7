/**
 * A store that holds answers in the page's language (names, descriptions, texts, routes): told when
 * the language changes, it forgets them, so nothing of the old language is shown while the new
 * one's answers come in. RootStore.changeCulture tells each store made so far that is one, by this
 * one name only: a store's own reset() may mean something else (the member store's signs the page
 * out).
 */
export interface LanguageBound {
  languageChanged(): void;
}

export function isLanguageBound(store: object): store is LanguageBound {
  return typeof (store as Partial<LanguageBound>).languageChanged === 'function';
}
