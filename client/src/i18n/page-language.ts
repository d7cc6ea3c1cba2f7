import type { Culture } from '../../../contracts/enums';

/**
 * A message in the page's language (by default the one the app shell set on <html lang>). The
 * engine answers, and the shared message constants say, in English; a Turkish page shows their
 * Turkish. The dictionary is fetched the first time a Turkish page shows such a message, so it
 * stays out of the first page load; when it cannot be fetched the message stays as it came, and
 * the answer it came with stands.
 */
export async function inPageLanguage(message: string, culture = document.documentElement.lang as Culture): Promise<string> {
  return culture === 'tr' ? import('./server-messages-tr').then((dictionary) => dictionary.turkishOf(message), () => message) : message;
}
