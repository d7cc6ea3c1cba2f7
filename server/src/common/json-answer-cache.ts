import type { Response } from 'express';
import { ReadCache, type ReadCacheOptions } from './read-cache.js';

/**
 * Answers many shoppers share, kept as the UTF-8 JSON bytes that go on the wire: a busy read is
 * built, serialized and encoded once per key while fresh, then sent as it is. The key must name
 * everything the answer depends on (culture, currency, payload).
 */
export class JsonAnswerCache {
  private readonly answers: ReadCache<Buffer>;

  constructor(ttlMs: number, maxEntries: number, options?: ReadCacheOptions) {
    this.answers = new ReadCache<Buffer>(ttlMs, maxEntries, options);
  }

  get(key: string, build: () => Promise<unknown>): Promise<Buffer> {
    return this.answers.get(key, async () => Buffer.from(JSON.stringify(await build())));
  }
}

/** Sends bytes from a JsonAnswerCache as the JSON answer (Nest would serialize a Buffer as an object). */
export function sendJson(response: Response, bytes: Buffer): void {
  response.type('json').send(bytes);
}
