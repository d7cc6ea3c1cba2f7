import type { Culture } from '../../../../contracts/enums.js';
import { tokenize } from '../common/fold-text.js';
import { baseForms } from './stemming.js';

/** One synonym pair as kept in the database (search_synonym): both sides as a shopper writes them. */
export interface SynonymRow {
  culture: Culture;
  term: string;
  synonym: string;
}

/** A query with one phrase replaced by a phrase meaning the same. */
export interface SynonymReading {
  tokens: string[];
}

/** A query word is a phrase's word as typed or in another form ("sneakers", "ayakkabılar"). */
const sameWord = (token: string, word: string, culture: Culture) => token === word || baseForms(token, culture).includes(word);

/** Whether every word of `from` is among `to`'s words, in some form ("saat" among "kol saati"). */
const holds = (from: readonly string[], to: readonly string[], culture: Culture) => from.every((word) => to.some((other) => sameWord(other, word, culture)));

/** At most this many synonym readings per query: each is a pass over the matched products. */
const MAX_READINGS = 4;

/**
 * Words that mean the same to a shopper, per language, used both ways: "kablosuz" also searches
 * "bluetooth" and "bluetooth" also "kablosuz". One-word pairs are matched word by word (with the
 * word's Turkish forms: "kayışlı" is a kayış thing, so a kordon thing); a pair with a phrase on
 * either side ("kol saati" / "saat") becomes another reading of the whole query.
 */
export class SearchSynonyms {
  static readonly NONE = new SearchSynonyms([]);

  private readonly words: Record<Culture, Map<string, string[]>> = { tr: new Map(), en: new Map() };
  private readonly phrases: Record<Culture, { from: string[]; to: string[] }[]> = { tr: [], en: [] };

  constructor(rows: readonly SynonymRow[]) {
    for (const row of rows) {
      const term = tokenize(row.term);
      const synonym = tokenize(row.synonym);
      if (!term.length || !synonym.length || term.join(' ') === synonym.join(' ')) continue;
      if (term.length === 1 && synonym.length === 1) {
        this.addWord(row.culture, term[0], synonym[0]);
        this.addWord(row.culture, synonym[0], term[0]);
      } else {
        // A reading that only adds words ("saat" read as "kol saati") finds nothing the words as
        // typed did not, and would cost a pass over the broadest words: only the other way is kept.
        if (!holds(term, synonym, row.culture)) this.phrases[row.culture].push({ from: term, to: synonym });
        if (!holds(synonym, term, row.culture)) this.phrases[row.culture].push({ from: synonym, to: term });
      }
    }
  }

  private addWord(culture: Culture, from: string, to: string): void {
    const held = this.words[culture].get(from);
    if (!held) this.words[culture].set(from, [to]);
    else if (!held.includes(to)) held.push(to);
  }

  /** One-word synonyms of a folded query word, or of its nearest base form ("kayışlı" → kordon). */
  wordsFor(token: string, culture: Culture): readonly string[] {
    const words = this.words[culture];
    if (words.size === 0) return [];
    const direct = words.get(token);
    if (direct) return direct;
    for (const form of baseForms(token, culture)) {
      const found = words.get(form);
      if (found) return found;
    }
    return [];
  }

  /** Whether a folded word is one side of a synonym pair (a word the shop understands). */
  knows(token: string, culture: Culture): boolean {
    return this.wordsFor(token, culture).length > 0 || this.phrases[culture].some((phrase) => phrase.from.length === 1 && phrase.from[0] === token);
  }

  /** The query read with each phrase that has a synonym replaced by it ("spor ayakkabı" → sneaker). */
  readings(tokens: readonly string[], culture: Culture): SynonymReading[] {
    const phrases = this.phrases[culture];
    if (phrases.length === 0) return [];
    // Each query word's forms once: every phrase is compared with them.
    const forms = tokens.map((token) => new Set([token, ...baseForms(token, culture)]));
    const readings: SynonymReading[] = [];
    for (const { from, to } of phrases) {
      for (let start = 0; start + from.length <= tokens.length && readings.length < MAX_READINGS; start++) {
        if (!from.every((word, k) => forms[start + k].has(word))) continue;
        readings.push({ tokens: [...tokens.slice(0, start), ...to, ...tokens.slice(start + from.length)] });
        break;
      }
    }
    return readings;
  }
}
