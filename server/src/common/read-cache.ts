export interface ReadCacheOptions {
  /**
   * How long past its time to live an answer may still be served while a fresh one loads in the
   * background: no shopper waits for the reload of a busy key. 0 (the default): an expired
   * answer is never served.
   */
  staleMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

interface Entry<T> {
  value: Promise<T>;
  freshUntil: number;
  staleUntil: number;
  settled: boolean;
  refreshing: boolean;
}

/**
 * A small time-to-live cache for reads that many shoppers share (the API's gateway reads of
 * currencies, banners and lists; the engine's running campaigns). Concurrent misses for one key
 * share a single load; failures are not kept. Bounded: the oldest entry goes when full, and an
 * answer past its stale window (one that can no longer be served) goes on the next read, so a
 * burst of distinct keys (searches, product pages) does not stay in memory once it is over.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly staleMs: number;
  private readonly now: () => number;

  constructor(private readonly ttlMs: number, private readonly maxEntries = 500, options: ReadCacheOptions = {}) {
    this.staleMs = options.staleMs ?? 0;
    this.now = options.now ?? Date.now;
  }

  /** Answers held now, expired ones not yet dropped included. */
  get size(): number {
    return this.entries.size;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    this.dropExpired(now);
    const hit = this.entries.get(key);
    if (hit && now < hit.freshUntil) return hit.value;
    if (hit && now < hit.staleUntil && hit.settled) {
      if (!hit.refreshing) this.refresh(key, hit, load);
      return hit.value;
    }
    return this.store(key, load());
  }

  clear(): void {
    this.entries.clear();
  }

  private store(key: string, value: Promise<T>): Promise<T> {
    const now = this.now();
    const entry: Entry<T> = { value, freshUntil: now + this.ttlMs, staleUntil: now + this.ttlMs + this.staleMs, settled: false, refreshing: false };
    // Deleted first so a reloaded key counts as the newest when the oldest is dropped.
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.then(() => { entry.settled = true; }, () => { if (this.entries.get(key) === entry) this.entries.delete(key); });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /**
   * Entries are kept in the order they were stored and all live equally long, so the expired ones
   * are at the front: each is looked at once, and a read with nothing expired looks at one entry.
   */
  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (now < entry.staleUntil) return;
      this.entries.delete(key);
    }
  }

  /** Loads a stale entry again; it is replaced only by a success, a failure keeps the stale answer. */
  private refresh(key: string, stale: Entry<T>, load: () => Promise<T>): void {
    stale.refreshing = true;
    const next = load();
    void next.then(
      () => { if (this.entries.get(key) === stale) void this.store(key, next); },
      () => { stale.refreshing = false; },
    );
  }
}
