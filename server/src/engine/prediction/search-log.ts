import { tokenize } from '../common/fold-text.js';

/** Longest query kept: longer texts are pasted, not typed searches. */
const MAX_RECORDED_LENGTH = 100;
/** Digits written together, spaces and dashes allowed between them. */
const DIGIT_RUN = /\d[\d\s-]*\d/g;

/** An e-mail address, or 10-12 digits written together (a phone number; EAN-13 barcodes have 13). */
function looksPersonal(text: string): boolean {
  if (text.includes('@')) return true;
  return [...text.matchAll(DIGIT_RUN)].some(([run]) => { const digits = run.replace(/\D/g, '').length; return digits >= 10 && digits <= 12; });
}

/** A query as it is recorded: the folded key and the shopper's words, lower case. */
export interface RecordedQuery {
  /** Folded words (the search index's folding): "Saatİ" and "saati" meet. */
  normalized: string;
  /** Words as typed, lower case, single spaces: what popular searches show. */
  display: string;
}

/**
 * What may be recorded of a search: nothing that can name a person (e-mail addresses, phone
 * numbers) and nothing without a word the index could match. undefined when it is not recorded.
 */
export function recordableQuery(text: string, culture: 'tr' | 'en'): RecordedQuery | undefined {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!trimmed || trimmed.length > MAX_RECORDED_LENGTH || looksPersonal(trimmed)) return undefined;
  const normalized = tokenize(trimmed).join(' ');
  if (normalized.length < 2) return undefined;
  // Lone surrogates and control characters have no business in a merchant's report.
  const display = trimmed.toLocaleLowerCase(culture === 'tr' ? 'tr' : 'en').replace(/[\p{Cc}\p{Cs}]/gu, '');
  return { normalized, display };
}

/** A row of the zero-result report. */
export interface ZeroResultQuery {
  culture: string;
  query: string;
  searches: number;
  lastSearchedAt: string;
}

/** A word of searches that found nothing, and how much a synonym for it would be worth (issue 31 item 3). */
export interface WordWorthASynonym {
  culture: string;
  word: string;
  /** Searches that found nothing and held the word. */
  searches: number;
  /** Distinct such queries. */
  queries: number;
  /** The most searched of them. */
  example: string;
}

/**
 * The words of zero-result searches the catalogue does not know (`unknown` answers them per
 * query: a misspelling, a shopper's name for a thing), most searched first: each is a word a
 * synonym could lead to products. Known words are left out: they found nothing only beside others.
 */
export function wordsWorthASynonym(rows: readonly ZeroResultQuery[], unknown: (query: string, culture: string) => string[], limit = 20): WordWorthASynonym[] {
  const words = new Map<string, WordWorthASynonym>();
  for (const row of rows) {
    for (const word of new Set(unknown(row.query, row.culture))) {
      const key = `${row.culture}\u0001${word}`;
      const held = words.get(key);
      if (held) { held.searches += row.searches; held.queries += 1; } else words.set(key, { culture: row.culture, word, searches: row.searches, queries: 1, example: row.query });
    }
  }
  return [...words.values()].sort((a, b) => b.searches - a.searches || b.queries - a.queries || a.word.localeCompare(b.word)).slice(0, limit);
}
