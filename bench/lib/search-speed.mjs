// Issue 4 speed: autocomplete as the shopper types (every prefix of 3 characters or more of the
// quality set's queries) and the results page's full search with every facet, timed one request
// at a time. The same requests run on every database so the figures compare.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/build-state.mjs';
import { jsonPost, LIST_FACETS, LIST_FIELDS, LIST_FLAGS, LIST_PAGE_SIZE, SORTS } from './payloads.mjs';
import { timeColdAndWarm, timeSequential } from './sequential.mjs';

export const QUERIES_FILE = path.join(ROOT, 'test/search-quality/queries.json');
// The overlay asks only from 3 characters (issue 4 §4).
const MIN_PREFIX = 3;

/** The quality set's queries that are plain text (code and barcode placeholders left out). */
export function qualityTexts(file = QUERIES_FILE) {
  return JSON.parse(readFileSync(file, 'utf8')).queries
    .filter((item) => !/\{[a-z-]+:\d+\}/.test(item.query))
    .map((item) => ({ text: item.query, culture: item.culture }));
}

export function autocompleteRequests(texts = qualityTexts()) {
  const seen = new Set();
  const requests = [];
  for (const { text, culture } of texts) {
    for (let length = MIN_PREFIX; length <= text.length; length += 1) {
      const prefix = text.slice(0, length);
      if (prefix.endsWith(' ') || seen.has(`${culture}:${prefix}`)) continue;
      seen.add(`${culture}:${prefix}`);
      requests.push({ method: 'GET', path: `/api/autocomplete?query=${encodeURIComponent(prefix)}`, headers: { 'x-culture': culture } });
    }
  }
  return requests;
}

/** The results page for each text, in every sort on pages 1 and 2: all different, no cache hits. */
export function fullSearchRequests(texts = qualityTexts()) {
  return [1, 2].flatMap((currentPage) => SORTS.flatMap((sort) => texts.map(({ text, culture }) => jsonPost('/api/search-products', {
    searchTerm: text, pageSize: LIST_PAGE_SIZE, currentPage, sort, flags: LIST_FLAGS, aggregateBy: LIST_FACETS, includes: LIST_FIELDS,
  }, culture))));
}

/**
 * { autocomplete, fullSearch } figures of one server; with `warm`, each also timed again on a
 * warmed-up server (sequential.mjs), as issue 28's per-request targets are read.
 */
export async function measureSearchSpeed(baseUrl, { samples, warm = false }) {
  const texts = qualityTexts();
  const time = warm ? timeColdAndWarm : timeSequential;
  const autocomplete = await time(baseUrl, autocompleteRequests(texts), { count: samples });
  const fullSearch = await time(baseUrl, fullSearchRequests(texts), { count: samples });
  return { autocomplete, fullSearch };
}
