import type { Response } from 'express';
import { answerCache, type Freshness } from './answer-freshness.js';
import type { ReadCache } from './read-cache.js';

/** A cached answer: the value, and the UTF-8 JSON that goes on the wire, encoded once when first sent. Never edit the value. */
export class CachedAnswer<T> {
  #bytes?: Buffer;

  constructor(readonly value: T) {}

  get bytes(): Buffer {
    return (this.#bytes ??= Buffer.from(JSON.stringify(this.value)));
  }
}

/**
 * Answers many shoppers share, for the busiest reads: each is built once per key while fresh and
 * serialized once, then sent as it is (the page heads and preloaded answers read the value). The
 * key must name everything the answer depends on (culture, currency, payload).
 */
export class JsonAnswerCache<T> {
  private readonly answers: ReadCache<CachedAnswer<T>>;

  constructor(freshness: Freshness, maxEntries: number) {
    this.answers = answerCache<CachedAnswer<T>>(freshness, maxEntries);
  }

  get(key: string, build: () => Promise<T>): Promise<CachedAnswer<T>> {
    return this.answers.get(key, async () => new CachedAnswer(await build()));
  }

  clear(): void {
    this.answers.clear();
  }
}

/** Sends a cached answer's bytes as the JSON answer (Nest would serialize a Buffer as an object). */
export function sendJson(response: Response, answer: CachedAnswer<unknown>): void {
  response.type('json').send(answer.bytes);
}
