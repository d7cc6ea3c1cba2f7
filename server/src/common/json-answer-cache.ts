import type { Response } from 'express';
import { answerCache, type Freshness } from './answer-freshness.js';
import type { ReadCache } from './read-cache.js';

/** A cached answer: the UTF-8 JSON that goes on the wire, and what its readers need of it. Never edit the value. */
export interface CachedAnswer<K> {
  readonly value: K;
  readonly bytes: Buffer;
}

/** What a cache whose readers need the whole answer keeps of it (page heads and preloaded answers read a product). */
export const wholeAnswer = <T>(value: T): T => value;

/**
 * Answers many shoppers share, for the busiest reads: each is built once per key while fresh and
 * serialized once, then sent as it is. The key must name everything the answer depends on
 * (culture, currency, payload). Beside its bytes an answer keeps only what `keep` takes of it: a
 * big list's objects would take several times its bytes in the heap, held for its whole freshness.
 */
export class JsonAnswerCache<T, K> {
  private readonly answers: ReadCache<CachedAnswer<K>>;

  constructor(freshness: Freshness, maxEntries: number, private readonly keep: (value: T) => K) {
    this.answers = answerCache<CachedAnswer<K>>(freshness, maxEntries);
  }

  get(key: string, build: () => Promise<T>): Promise<CachedAnswer<K>> {
    return this.answers.get(key, async () => {
      const value = await build();
      return { value: this.keep(value), bytes: Buffer.from(JSON.stringify(value)) };
    });
  }

  clear(): void {
    this.answers.clear();
  }
}

/** Sends a cached answer's bytes as the JSON answer (Nest would serialize a Buffer as an object). */
export function sendJson(response: Response, answer: CachedAnswer<unknown>): void {
  response.type('json').send(answer.bytes);
}
