import type { Culture } from '../../../contracts/enums';

/** The Turkish of a message, once the dictionary has arrived on a Turkish page. */
let turkishOf: ((message: string) => string) | undefined;

const pageCulture = () => document.documentElement.lang as Culture;

/**
 * Fetches the Turkish dictionary when `culture` is Turkish and it is not here yet. It stays out
 * of the first page load; when it cannot be fetched, messages stay as they came (a later call
 * tries again).
 */
export async function preparePageLanguage(culture: Culture = pageCulture()): Promise<void> {
  if (culture !== 'tr' || turkishOf) return;
  await import('./server-messages-tr').then((dictionary) => { turkishOf = dictionary.turkishOf; }, () => undefined);
}

/**
 * The one lookup every message a page shows goes through (issue 32 item 12): the engine answers,
 * the spec §8 texts and the shared message constants are English; a Turkish page shows their
 * Turkish. Synchronous, for a fallback chosen at the moment of a failure (`messageOf`): the API
 * client prepares the dictionary before it reports any failure, so it is here by then.
 */
export function pageText(message: string, culture: Culture = pageCulture()): string {
  return culture === 'tr' && turkishOf ? turkishOf(message) : message;
}

/** `pageText` after fetching the dictionary if needed: for a toast or a server message. */
export async function inPageLanguage(message: string, culture: Culture = pageCulture()): Promise<string> {
  await preparePageLanguage(culture);
  return pageText(message, culture);
}
