import type { Culture } from '../../../../contracts/enums.js';
import { compact, foldText, tokenize } from '../common/fold-text.js';
import { SearchSynonyms, type SynonymRow } from './search-synonyms.js';
import { baseForms, editDistance, stemCandidates, typoBudget } from './stemming.js';

/** What the search index is built from: one read of the catalogue. */
export interface SearchSnapshot {
  /** type_tr/type_en: the product type's name, what the product is ("Saat Kordonu"). */
  products: { id: number; name_tr: string; name_en: string; code: string; sku: string; brand: string; stock_total: number; type_tr: string; type_en: string }[];
  /** Every category of a product, ancestors included. */
  categories: { product_id: number; name_tr: string; name_en: string }[];
  attributes: { product_id: number; value_tr: string; value_en: string }[];
  barcodes: { product_id: number; barcode: string }[];
  /** Words that mean the same to shoppers (search_synonym); none when absent. */
  synonyms?: SynonymRow[];
}

/**
 * Field weights: what the product is and its own name say most; a brand that merely holds a query
 * word ("Atlas Watch Co.", "Galata Saat") says no more than a category, so it never fills the
 * first page ahead of the things asked for (issue 16). The last word of a product type is the
 * thing itself ("Saat Kordonu" is a kordon, "Pocket Watch" a watch, in both languages): worth
 * `head` when it answers the query's own last word, `type` elsewhere in the query.
 */
const WEIGHT = { head: 8, type: 6, name: 5, category: 2, brand: 2, attribute: 1 } as const;
/** How much a match kind is worth against an exact word. */
const KIND = { exact: 1, stem: 0.9, prefix: 0.7, fuzzy: 0.5 } as const;
/** Added to exact code, SKU and barcode hits so they rank first. */
const CODE_HIT = 1000;
/** In stock before sold out among equal matches. */
const IN_STOCK = 0.25;
const MAX_TOKENS = 8;
/** Queries whose matches are kept; a broad one ("saat") holds about 25,000 entries, about 1 MB. */
const RECENT_SEARCHES = 32;
const MAX_TOKEN_LENGTH = 40;
const MAX_PREFIX_WORDS = 200;
/** Typed words whose closest catalogue word is kept per vocabulary. */
const CLOSEST_KEPT = 1000;
/** "Finds little": a query matching more products than this without typo tolerance gets no correction. */
export const FEW_RESULTS = 3;

/** Words that only join others: dropped unless the query is nothing else ("watch for men"). */
const STOPWORDS: Record<Culture, ReadonlySet<string>> = {
  tr: new Set(['ve', 'ile', 'icin']),
  // "s" is what is left of a possessive ("women's" → women, s): it names nothing.
  en: new Set(['for', 'the', 'a', 'an', 'and', 'of', 'in', 's']),
};

/** A reading through a synonym counts a little less than the words as typed: the shopper's own words first. */
const SYNONYM_READING = 0.9;

interface Word {
  /** Product positions, ascending (typed once the index is built). */
  postings: number[] | Int32Array;
  /** Best field weight per posting. */
  weights: number[] | Uint8Array;
  /** How the word is shown (Turkish letters kept, lower case). */
  display: string;
  /** Only ever met in the other language's names: matched as typed, never suggested nor guessed from a typo. */
  foreign: boolean;
}

class Vocabulary {
  readonly words = new Map<string, Word>();
  /** stem → the words that reduce to it ("saat" → saati, saatler): postings are not copied. */
  readonly stems = new Map<string, string[]>();
  sorted: string[] = [];
  /** Words by length, for typo search. */
  private byLength: string[][] = [];
  /** closest() of recent typed words (at most CLOSEST_KEPT, then forgotten together). */
  private readonly closestKept = new Map<string, string | undefined>();

  // Category names and attribute values repeat across thousands of products: split each once.
  private readonly split = new Map<string, { key: string; display: string }[]>();

  private wordsOf(text: string, culture: Culture): { key: string; display: string }[] {
    let words = this.split.get(text);
    if (!words) {
      words = text.toLocaleLowerCase(culture === 'tr' ? 'tr' : 'en').split(/[^\p{L}\p{N}]+/u).filter(Boolean)
        .map((display) => ({ key: foldText(display), display })).filter((word) => word.key);
      this.split.set(text, words);
    }
    return words;
  }

  addText(text: string, position: number, weight: number, culture: Culture, lastWordWeight = weight, foreign = false): void {
    const words = this.wordsOf(text, culture);
    words.forEach(({ key, display }, at) => {
      const wordWeight = at === words.length - 1 ? lastWordWeight : weight;
      let word = this.words.get(key);
      if (!word) {
        word = { postings: [], weights: [], display, foreign };
        this.words.set(key, word);
        for (const stem of baseForms(key, culture)) this.stems.set(stem, [...(this.stems.get(stem) ?? []), key]);
      } else if (!foreign) word.foreign = false;
      const postings = word.postings as number[];
      const weights = word.weights as number[];
      const last = postings.length - 1;
      if (postings[last] === position) weights[last] = Math.max(weights[last], wordWeight);
      else { postings.push(position); weights.push(wordWeight); }
    });
  }

  finish(): void {
    this.split.clear();
    for (const word of this.words.values()) {
      word.postings = Int32Array.from(word.postings);
      word.weights = Uint8Array.from(word.weights);
    }
    // Completion and typo search see the language's own words: a Turkish shopper is not offered "watches".
    this.sorted = [...this.words].filter(([, word]) => !word.foreign).map(([key]) => key).sort();
    for (const key of this.sorted) (this.byLength[key.length] ??= []).push(key);
  }

  /** Words starting with `prefix`, most frequent first. */
  withPrefix(prefix: string): string[] {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) { const mid = (low + high) >> 1; if (this.sorted[mid] < prefix) low = mid + 1; else high = mid; }
    const found: string[] = [];
    for (let i = low; i < this.sorted.length && this.sorted[i].startsWith(prefix); i++) found.push(this.sorted[i]);
    return found.sort((a, b) => this.words.get(b)!.postings.length - this.words.get(a)!.postings.length).slice(0, MAX_PREFIX_WORDS);
  }

  /** Whether some catalogue word is longer than `prefix` and starts with it. */
  extends(prefix: string): boolean {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) { const mid = (low + high) >> 1; if (this.sorted[mid] <= prefix) low = mid + 1; else high = mid; }
    return low < this.sorted.length && this.sorted[low].startsWith(prefix);
  }

  /**
   * The closest known word within the typo budget, most frequent on ties. A search with a typo
   * asks twice (its match, then its correction): the answer is kept, the words never change.
   */
  closest(token: string): string | undefined {
    if (this.closestKept.has(token)) return this.closestKept.get(token);
    const best = this.findClosest(token);
    if (this.closestKept.size >= CLOSEST_KEPT) this.closestKept.clear();
    this.closestKept.set(token, best);
    return best;
  }

  private findClosest(token: string): string | undefined {
    const budget = typoBudget(token.length);
    if (budget === 0) return undefined;
    let best: string | undefined;
    let bestDistance = Infinity;
    for (let length = Math.max(1, token.length - budget); length <= token.length + budget; length++) {
      for (const candidate of this.byLength[length] ?? []) {
        const distance = editDistance(token, candidate, Math.min(budget, bestDistance));
        if (distance < bestDistance || (distance === bestDistance && best !== undefined && this.words.get(candidate)!.postings.length > this.words.get(best)!.postings.length)) {
          best = candidate;
          bestDistance = distance;
        }
      }
    }
    return best;
  }
}

/**
 * The products a search matched: ids ascending with their relevance alongside, in typed arrays so
 * a broad query ("saat" on a million products: hundreds of thousands of matches) is handed to the
 * catalogue index, and kept among the recent searches, without a Map entry per product. Reads as a
 * ReadonlyMap of id → relevance for callers that want one.
 */
export class SearchMatches implements ReadonlyMap<number, number> {
  static readonly EMPTY = new SearchMatches(new Int32Array(0), new Float64Array(0));

  /**
   * `ids` ascending, `scores[k]` the relevance of `ids[k]`. `heldWords`: set when no product held
   * every word of the query, the words (as typed) the matches hold instead.
   */
  constructor(readonly ids: Int32Array, readonly scores: Float64Array, readonly heldWords?: readonly string[]) {}

  get size(): number {
    return this.ids.length;
  }

  get [Symbol.toStringTag](): string {
    return 'SearchMatches';
  }

  private indexOf(id: number): number {
    let low = 0;
    let high = this.ids.length;
    while (low < high) { const mid = (low + high) >> 1; if (this.ids[mid] < id) low = mid + 1; else high = mid; }
    return low < this.ids.length && this.ids[low] === id ? low : -1;
  }

  get(id: number): number | undefined {
    const at = this.indexOf(id);
    return at === -1 ? undefined : this.scores[at];
  }

  has(id: number): boolean {
    return this.indexOf(id) !== -1;
  }

  forEach(each: (score: number, id: number, map: ReadonlyMap<number, number>) => void, thisArg?: unknown): void {
    for (let k = 0; k < this.ids.length; k++) each.call(thisArg, this.scores[k], this.ids[k], this);
  }

  *entries(): MapIterator<[number, number]> {
    for (let k = 0; k < this.ids.length; k++) yield [this.ids[k], this.scores[k]];
  }

  *keys(): MapIterator<number> {
    yield* this.ids;
  }

  *values(): MapIterator<number> {
    yield* this.scores;
  }

  [Symbol.iterator](): MapIterator<[number, number]> {
    return this.entries();
  }
}

/** A product's own words: its name without the brand it starts with ("Atlas Watch Co. Pocket Watch" → "Pocket Watch"). */
function withoutBrand(name: string, brand: string): string {
  return brand && foldText(name).startsWith(foldText(brand)) ? name.slice(brand.length) : name;
}

/** Per-position buffers a query works in (one query at a time: matching is synchronous). */
interface Buffers { total: Float32Array; matchedWords: Uint8Array; wordBest: Float32Array; touched: Int32Array; touchedCount: number }

/**
 * The query's words as matched; `joined`: the index of a word joined from two typed ones, -1 for
 * none; `factor`: what the reading's score counts for (a synonym's reading a little less).
 */
interface Reading { tokens: string[]; joined: number; factor?: number }

export interface SearchOptions {
  /** Treat the last word as unfinished (search as you type). */
  prefixLast?: boolean;
}

/**
 * Product search that understands Turkish: folded text (İ/ı/I/i, ç/ğ/ö/ş/ü typed without
 * marks), suffixes ("saatleri" finds "saat"), typos, prefixes while typing, and exact codes,
 * SKUs and barcodes first. Built in memory from the catalogue; a query is a few map lookups.
 */
export class SearchIndex {
  private readonly ids: Int32Array;
  private readonly inStock: Uint8Array;
  private readonly position = new Map<number, number>();
  private readonly vocabularies: Record<Culture, Vocabulary> = { tr: new Vocabulary(), en: new Vocabulary() };
  /** Compacted code → position, or positions when several products share it: most name one, and a
   * million-product catalogue holds millions of codes, so no array per code for the garbage collector. */
  private readonly codes = new Map<string, number | number[]>();
  private readonly recent = new Map<string, SearchMatches>();
  private scratch?: Buffers;
  /** Brand names for suggestions. */
  private readonly brands = new Map<string, string>();
  private synonyms: SearchSynonyms;

  private constructor(snapshot: SearchSnapshot) {
    this.synonyms = new SearchSynonyms(snapshot.synonyms ?? []);
    const products = [...snapshot.products].sort((a, b) => a.id - b.id);
    this.ids = Int32Array.from(products, (product) => product.id);
    this.inStock = Uint8Array.from(products, (product) => (product.stock_total > 0 ? 1 : 0));
    products.forEach((product, index) => this.position.set(product.id, index));
    const addCode = (code: string, position: number) => {
      const key = compact(code);
      if (!key) return;
      const held = this.codes.get(key);
      if (held === undefined) this.codes.set(key, position);
      else if (typeof held === 'number') { if (held !== position) this.codes.set(key, [held, position]); }
      else if (held[held.length - 1] !== position) held.push(position);
    };
    products.forEach((product, position) => {
      for (const culture of ['tr', 'en'] as const) {
        const vocabulary = this.vocabularies[culture];
        vocabulary.addText(product.brand, position, WEIGHT.brand, culture);
        vocabulary.addText(withoutBrand(culture === 'tr' ? product.name_tr : product.name_en, product.brand), position, WEIGHT.name, culture);
        vocabulary.addText(culture === 'tr' ? product.type_tr : product.type_en, position, WEIGHT.name, culture, WEIGHT.head);
        // What the product is in the other language counts too, as a category does ("sneaker" on the Turkish shop).
        vocabulary.addText(culture === 'tr' ? product.type_en : product.type_tr, position, WEIGHT.category, culture, WEIGHT.category, true);
      }
      this.brands.set(foldText(product.brand), product.brand);
      // Codes are looked up whole (dashes optional), never as words: they would flood typo search.
      addCode(product.code, position);
      addCode(product.sku, position);
    });
    // Categories and attributes arrive sorted by product only by chance: postings must stay
    // ascending, so add them product by product.
    for (const [rows, weight] of [[snapshot.categories, WEIGHT.category], [snapshot.attributes, WEIGHT.attribute]] as const) {
      const sorted = [...rows].sort((a, b) => a.product_id - b.product_id);
      for (const row of sorted) {
        const position = this.position.get(row.product_id);
        if (position === undefined) continue;
        const texts = 'name_tr' in row ? [row.name_tr, row.name_en] : [row.value_tr, row.value_en];
        this.vocabularies.tr.addText(texts[0], position, weight, 'tr');
        this.vocabularies.en.addText(texts[1], position, weight, 'en');
        // A category's name in the other language says what the product is as well; an attribute's value does not.
        if ('name_tr' in row) {
          this.vocabularies.tr.addText(texts[1], position, weight, 'tr', weight, true);
          this.vocabularies.en.addText(texts[0], position, weight, 'en', weight, true);
        }
      }
    }
    for (const row of snapshot.barcodes) {
      const position = this.position.get(row.product_id);
      if (position !== undefined) addCode(row.barcode, position);
    }
    this.vocabularies.tr.finish();
    this.vocabularies.en.finish();
  }

  static build(snapshot: SearchSnapshot): SearchIndex {
    return new SearchIndex(snapshot);
  }

  /** Staff changed the synonyms: the words and postings stay, answers kept for recent queries do not. */
  setSynonyms(rows: readonly SynonymRow[]): void {
    this.synonyms = new SearchSynonyms(rows);
    this.recent.clear();
  }

  setStock(productId: number, stockTotal: number): void {
    const position = this.position.get(productId);
    if (position !== undefined) this.inStock[position] = stockTotal > 0 ? 1 : 0;
    // Stock is part of the relevance.
    this.recent.clear();
  }

  /**
   * Products matching every word of the query, with their relevance (higher first). A results
   * page asks again for each sort, page and facet the shopper picks: the last few queries'
   * matches are kept (read-only for callers).
   */
  search(query: string, culture: Culture, options: SearchOptions = {}): SearchMatches {
    const key = `${culture}|${options.prefixLast === true ? 'prefix' : 'words'}|${query}`;
    const kept = this.recent.get(key);
    if (kept) {
      this.recent.delete(key);
      this.recent.set(key, kept);
      return kept;
    }
    const matches = this.match(query, culture, options);
    this.recent.set(key, matches);
    if (this.recent.size > RECENT_SEARCHES) this.recent.delete(this.recent.keys().next().value!);
    return matches;
  }

  private match(query: string, culture: Culture, options: SearchOptions & { fuzzy?: boolean }): SearchMatches {
    const vocabulary = this.vocabularies[culture];
    const tokens = this.meaningful(this.tokens(query), culture);
    const codeHits = this.codeHits(query);
    const n = this.ids.length;
    // Per product, the best reading of the query: as typed, and with two words written apart
    // that the catalogue writes as one ("smart watch" = smartwatch, "wrist watch" = wristwatch).
    const best = new Float32Array(n);
    let heldWords: string[] | undefined;
    if (tokens.length > 0) {
      // Scores sum over words: a reading with more words than typed ("kol saati" for "saat") is scaled back to as many.
      const synonymReadings = this.synonyms.readings(tokens, culture)
        .map((reading) => ({ tokens: reading.tokens, joined: -1, factor: (SYNONYM_READING * tokens.length) / Math.max(tokens.length, reading.tokens.length) }));
      const readings = [{ tokens, joined: -1 }, ...this.joinedReadings(vocabulary, tokens), ...synonymReadings];
      // A phrase with a synonym is a word the shop knows by another name: no typo is guessed for it
      // ("sneaker" is not a misspelt "speaker") unless nothing is found without guessing.
      const guessing = synonymReadings.length ? { ...options, fuzzy: false } : options;
      for (const reading of readings) this.matchAll(vocabulary, reading, culture, guessing, best);
      if (guessing !== options && !best.some((score) => score > 0)) for (const reading of readings) this.matchAll(vocabulary, reading, culture, options, best);
      // No dead end on good words: when no product holds them all, the products holding most of them.
      if (tokens.length > 1 && codeHits.length === 0 && !best.some((score) => score > 0)) heldWords = this.matchPartly(vocabulary, tokens, culture, options, best, query);
    }
    // Exact code, SKU and barcode hits rank first, whatever else they match.
    const code = codeHits.length ? new Uint8Array(n) : undefined;
    for (const position of codeHits) code![position] = 1;
    // Two passes over typed arrays (count, then fill): a broad query ("saat") matches hundreds of
    // thousands of products on a large catalogue, and a list or Map of them would only feed the
    // garbage collector. Positions ascend with ids, so the ids come out sorted.
    let count = 0;
    for (let position = 0; position < n; position++) if (best[position] !== 0 || (code && code[position])) count++;
    const ids = new Int32Array(count);
    const scores = new Float64Array(count);
    let k = 0;
    for (let position = 0; position < n && k < count; position++) {
      const isCode = code !== undefined && code[position] === 1;
      if (best[position] === 0 && !isCode) continue;
      ids[k] = this.ids[position];
      // The same sum, in the same order, as code hit first, then the reading, then stock.
      scores[k] = best[position] === 0 ? CODE_HIT : (isCode ? CODE_HIT : 0) + best[position] + (this.inStock[position] ? IN_STOCK : 0);
      k++;
    }
    return count === 0 ? SearchMatches.EMPTY : new SearchMatches(ids, scores, heldWords);
  }

  /**
   * When every word matches products but none holds them all: the products holding the most
   * words, and among as many words, the words that name the thing best (the highest-scoring
   * product's); they fill `best`. Answers those words as the shopper typed them, or undefined
   * when some word matches nothing (then nothing was meant that the shop has).
   */
  private matchPartly(vocabulary: Vocabulary, tokens: string[], culture: Culture, options: SearchOptions & { fuzzy?: boolean }, best: Float32Array, query: string): string[] | undefined {
    const scratch = this.buffers();
    const total = scratch.total.fill(0);
    // A bit per query word (at most MAX_TOKENS = 8, one byte).
    const held = scratch.matchedWords.fill(0);
    for (let index = 0; index < tokens.length; index++) {
      const touchedCount = this.matchToken(vocabulary, tokens[index], culture, { prefix: options.prefixLast === true && index === tokens.length - 1, fuzzy: options.fuzzy !== false, last: index === tokens.length - 1 });
      if (touchedCount === 0) return undefined;
      const { wordBest, touched } = scratch;
      for (let k = 0; k < touchedCount; k++) {
        const position = touched[k];
        held[position] |= 1 << index;
        total[position] += wordBest[position];
      }
    }
    // Among as many words, those holding the word for the thing itself ("erkek cüzdan": wallets, not men's watches).
    const head = 1 << headWord(query, tokens, culture);
    let bestMask = 0;
    let bestWords = 0;
    let bestHead = 0;
    let bestScore = 0;
    for (let position = 0; position < held.length; position++) {
      const mask = held[position];
      if (mask === 0) continue;
      const words = bitCount(mask);
      const holdsHead = mask & head;
      if (words > bestWords || (words === bestWords && (holdsHead > bestHead || (holdsHead === bestHead && total[position] > bestScore)))) {
        bestMask = mask; bestWords = words; bestHead = holdsHead; bestScore = total[position];
      }
    }
    for (let position = 0; position < held.length; position++) if (held[position] === bestMask) best[position] = total[position];
    const typed = typedWords(query, culture);
    return tokens.filter((_, index) => bestMask & (1 << index)).map((token) => typed.get(token) ?? token);
  }

  /** Positions matching every word of a reading: raises their `best` score to the reading's sum. */
  private matchAll(vocabulary: Vocabulary, { tokens, joined, factor = 1 }: Reading, culture: Culture, options: SearchOptions & { fuzzy?: boolean }, best: Float32Array): void {
    // Per product: summed score and how many words it matched, in buffers kept between queries
    // (cleared here): a million-product catalogue would otherwise allocate megabytes per word.
    const scratch = this.buffers();
    const total = scratch.total.fill(0);
    const matchedWords = scratch.matchedWords.fill(0);
    let lastTouched = 0;
    tokens.forEach((token, index) => {
      const last = index === tokens.length - 1;
      const touchedCount = this.matchToken(vocabulary, token, culture, { prefix: options.prefixLast === true && last, fuzzy: options.fuzzy !== false, last });
      const { wordBest, touched } = scratch;
      // A joined word stands for the two words the shopper typed.
      const words = index === joined ? 2 : 1;
      for (let k = 0; k < touchedCount; k++) {
        const position = touched[k];
        if (matchedWords[position] !== index) continue;
        matchedWords[position] = index + 1;
        total[position] += wordBest[position] * words;
      }
      if (last) lastTouched = touchedCount;
    });
    // The last word's positions are still in the buffer: every matching product is among them.
    const { touched } = scratch;
    for (let k = 0; k < lastTouched; k++) {
      const position = touched[k];
      if (matchedWords[position] === tokens.length && total[position] * factor > best[position]) best[position] = total[position] * factor;
    }
  }

  /** The per-query buffers, one position each, made on the first search. */
  private buffers(): Buffers {
    const n = this.ids.length;
    this.scratch ??= { total: new Float32Array(n), matchedWords: new Uint8Array(n), wordBest: new Float32Array(n), touched: new Int32Array(n), touchedCount: 0 };
    return this.scratch;
  }

  /** Readings with one pair of neighbouring words joined, where the catalogue knows the joined word. */
  private joinedReadings(vocabulary: Vocabulary, tokens: string[]): Reading[] {
    const readings: Reading[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const joined = tokens[i] + tokens[i + 1];
      if (vocabulary.words.has(joined) || vocabulary.stems.has(joined)) readings.push({ tokens: [...tokens.slice(0, i), joined, ...tokens.slice(i + 2)], joined: i });
    }
    return readings;
  }

  /** The query's words without joining words, unless nothing else is left. */
  private meaningful(tokens: string[], culture: Culture): string[] {
    const kept = tokens.filter((token) => !STOPWORDS[culture].has(token));
    return kept.length ? kept : tokens;
  }

  /**
   * A corrected query when the query finds little (FEW_RESULTS, typo tolerance aside) and some
   * word is unknown but close to a known one; undefined otherwise. Words are compared folded
   * (marks and Turkish capitals), and a word the catalogue knows, or that starts catalogue words
   * ("ışık" of ışıklı), is never replaced.
   */
  didYouMean(query: string, culture: Culture): string | undefined {
    const vocabulary = this.vocabularies[culture];
    const tokens = this.tokens(query);
    let changed = false;
    const words = tokens.map((token) => {
      if (this.knows(vocabulary, token, culture) || vocabulary.extends(token) || /^\d+$/.test(token)) return vocabulary.words.get(token)?.display ?? token;
      const closest = vocabulary.closest(token);
      if (!closest) return token;
      changed = true;
      return vocabulary.words.get(closest)!.display;
    });
    // Checked last: only a query with an unknown word pays for a second match. A product code
    // found whole is what was asked for, whatever its letters look like.
    if (!changed || this.codeHits(query).length > 0) return undefined;
    return this.match(query, culture, { fuzzy: false }).size <= FEW_RESULTS ? words.join(' ') : undefined;
  }

  /**
   * The query's words the catalogue does not know in any form, nor as a synonym, nor as a
   * price phrase's number (the zero-result report's words worth a synonym, issue 31).
   */
  unknownWords(query: string, culture: Culture): string[] {
    const vocabulary = this.vocabularies[culture];
    const typed = typedWords(query, culture);
    return this.tokens(query).filter((token) => !/^\d+$/.test(token) && !this.knows(vocabulary, token, culture) && !vocabulary.extends(token)).map((token) => typed.get(token) ?? token);
  }

  /** Completions of the last word (with the words before it), brands first, most frequent next. */
  autocomplete(query: string, culture: Culture, limit: number): { text: string; kind: 'brand' | 'term' }[] {
    const tokens = this.tokens(query);
    const last = tokens[tokens.length - 1];
    if (!last) return [];
    const vocabulary = this.vocabularies[culture];
    const before = tokens.slice(0, -1).map((token) => vocabulary.words.get(token)?.display ?? token).join(' ');
    const brandPrefix = foldText(query.trim());
    const brands = [...this.brands].filter(([folded]) => folded.startsWith(brandPrefix)).map(([, name]) => ({ text: name, kind: 'brand' as const }));
    const terms = vocabulary.withPrefix(last).map((word) => ({ text: `${before ? `${before} ` : ''}${vocabulary.words.get(word)!.display}`, kind: 'term' as const }));
    const seen = new Set<string>();
    return [...brands, ...terms].filter((item) => { const key = foldText(item.text); if (seen.has(key)) return false; seen.add(key); return true; }).slice(0, limit);
  }

  /** Positions of the products whose code, SKU or barcode the whole query is. */
  private codeHits(query: string): readonly number[] {
    const held = this.codes.get(compact(query.slice(0, 100)));
    return held === undefined ? [] : typeof held === 'number' ? [held] : held;
  }

  private tokens(query: string): string[] {
    return tokenize(query.slice(0, 500)).filter((token) => token.length <= MAX_TOKEN_LENGTH).slice(0, MAX_TOKENS);
  }

  private knows(vocabulary: Vocabulary, token: string, culture: Culture): boolean {
    return vocabulary.words.has(token) || vocabulary.stems.has(token) || STOPWORDS[culture].has(token) || this.synonyms.knows(token, culture)
      || stemCandidates(token, culture).some((stem) => vocabulary.words.has(stem) || vocabulary.stems.has(stem));
  }

  /**
   * How a recorded query is shown to every shopper (popular searches): each word as the catalogue
   * spells it ("celik kordonlu" → "çelik kordonlu"), or the shopper's own spelling of a word form
   * the catalogue knows by its stem; undefined when a word is not the catalogue's (a typo, a
   * code, a stray symbol) or the query finds nothing.
   */
  presentable(query: string, culture: Culture, typed = query): string | undefined {
    const vocabulary = this.vocabularies[culture];
    const tokens = this.tokens(query);
    if (tokens.length === 0 || tokens.length !== tokenize(query).length) return undefined;
    const shopperWords = typedWords(typed, culture);
    const words: string[] = [];
    for (const token of tokens) {
      const known = vocabulary.words.get(token);
      if (known || STOPWORDS[culture].has(token)) { words.push(known?.display ?? token); continue; }
      if (!this.knows(vocabulary, token, culture) || /^\d+$/.test(token)) return undefined;
      words.push(shopperWords.get(token) ?? token);
    }
    // Every word is known, so nothing is found through typo tolerance; a popular query is likely
    // among the recent searches.
    // A query only some of whose words were found (a partial answer) is not shown as a search to make.
    const found = this.search(query, culture);
    return found.size > 0 && !found.heldWords ? words.join(' ') : undefined;
  }

  /**
   * Best score per product position for one query word (in `wordBest` of the buffers) and the
   * positions it touched (the first `touchedCount` of `touched`), valid until the next call;
   * answers touchedCount.
   */
  private matchToken(vocabulary: Vocabulary, token: string, culture: Culture, { prefix, fuzzy, last }: { prefix: boolean; fuzzy: boolean; last: boolean }): number {
    const scratch = this.buffers();
    const { wordBest: best, touched } = scratch;
    // Clear what the previous word left: only the positions it touched.
    for (let k = 0; k < scratch.touchedCount; k++) best[touched[k]] = 0;
    let count = 0;
    // A word is collected once: collects come with a falling kind (exact, stem, prefix, fuzzy), so
    // a word met again would raise no score and touch no new position.
    const collected = new Set<string>();
    const collect = (key: string | undefined, kind: number) => {
      const word = key === undefined || collected.has(key) ? undefined : vocabulary.words.get(key);
      if (!word) return;
      collected.add(key!);
      const postings = word.postings as Int32Array;
      const weights = word.weights as Uint8Array;
      for (let i = 0; i < postings.length; i++) {
        const position = postings[i];
        const weight = weights[i];
        const score = (weight === WEIGHT.head && !last ? WEIGHT.type : weight) * kind;
        const held = best[position];
        if (held === 0) touched[count++] = position;
        if (held < score) best[position] = score;
      }
      scratch.touchedCount = count;
    };
    const collectStem = (stem: string, kind: number) => { for (const key of vocabulary.stems.get(stem) ?? []) collect(key, kind); };
    collect(token, KIND.exact);
    collectStem(token, KIND.stem);
    // The longest base the catalogue knows: "kolyeler" is "kolye", not "kol".
    const stem = stemCandidates(token, culture).find((candidate) => vocabulary.words.has(candidate) || vocabulary.stems.has(candidate));
    if (stem) {
      collect(stem, KIND.stem);
      collectStem(stem, KIND.stem);
    }
    // Words that mean the same ("kayışlı" → kordon, and so kordonlu; "kablosuz" → bluetooth).
    for (const synonym of this.synonyms.wordsFor(token, culture)) {
      collect(synonym, KIND.stem);
      collectStem(synonym, KIND.stem);
    }
    if (prefix && token.length >= 2) for (const key of vocabulary.withPrefix(token)) collect(key, KIND.prefix);
    if (count === 0 && fuzzy) {
      const closest = vocabulary.closest(token);
      if (closest) {
        collect(closest, KIND.fuzzy);
        collectStem(closest, KIND.fuzzy);
      }
    }
    scratch.touchedCount = count;
    return count;
  }
}

/** Folded word → the word as the shopper wrote it (lower case, marks kept). */
function typedWords(text: string, culture: Culture): Map<string, string> {
  return new Map(text.toLocaleLowerCase(culture === 'tr' ? 'tr' : 'en').split(/[^\p{L}\p{N}]+/u).filter(Boolean).map((word) => [foldText(word), word]));
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count++;
  return count;
}

/** Words after which the thing asked for has been named ("watch for men", "erkekler için saat" is the other order). */
const FOR: Record<Culture, string> = { tr: 'icin', en: 'for' };

/**
 * Index among the query's meaningful `tokens` of the word naming the thing asked for: the last
 * word ("erkek cüzdan", "women's sunglasses"), or in English the word before "for" ("sunglasses
 * for women").
 */
function headWord(query: string, tokens: readonly string[], culture: Culture): number {
  const words = tokenize(query);
  const before = words.indexOf(FOR[culture]);
  if (culture === 'en' && before > 0) {
    const at = tokens.indexOf(words[before - 1]);
    if (at !== -1) return at;
  }
  return tokens.length - 1;
}
