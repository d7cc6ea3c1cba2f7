import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import { messageOf } from './api-client';

/**
 * One answer a store loads (a product row, the home grid, a form, the currency list): the data,
 * whether a load is running, and the error to show. Only the latest load writes, so a slow
 * earlier answer never replaces a newer one (a currency change can overtake a load); a failure
 * keeps the data already shown and sets the server's message, else the fallback (S8.20).
 */
export class Loadable<T> {
  data: T | null = null;
  loading = false;
  error: string | null = null;
  /** A load has finished, with or without data. */
  loaded = false;
  private latest = 0;

  constructor(private readonly failure: string) {
    // Answers are replaced, never edited: references only, no deep observables to build.
    makeAutoObservable<Loadable<T>, 'latest' | 'failure'>(this, { data: observableRef, latest: false, failure: false });
  }

  /** Runs `request` and keeps its answer; resolves to the answer, or null when it failed or was overtaken. */
  async load(request: () => Promise<T>): Promise<T | null> {
    const call = ++this.latest;
    this.loading = true;
    this.error = null;
    try {
      const answer = await request();
      if (call !== this.latest) return null;
      runInAction(() => { this.data = answer; });
      return answer;
    } catch (error) {
      runInAction(() => { if (call === this.latest) this.error = messageOf(error, this.failure); });
      return null;
    } finally {
      runInAction(() => {
        if (call !== this.latest) return;
        this.loading = false;
        this.loaded = true;
      });
    }
  }

  /** Shows `data` without asking (an answer the store already holds); a load on its way no longer writes. */
  set(data: T): void {
    this.latest += 1;
    this.data = data;
    this.loading = false;
    this.error = null;
    this.loaded = true;
  }

  /** Back to nothing loaded (the language changed); a load on its way no longer writes. */
  reset(): void {
    this.latest += 1;
    this.data = null;
    this.loading = false;
    this.error = null;
    this.loaded = false;
  }
}

/**
 * Answers loaded once per key (the menu or the footer of each language): a key is asked for once
 * while it loads and kept once it is in; a failed key is asked again next time.
 */
export class LoadedByKey<K, T> {
  // Replaced, never edited: references only.
  private readonly answers = observable.map<K, T>(undefined, { deep: false });
  private readonly pending = new Map<K, Promise<void>>();
  error: string | null = null;

  constructor(private readonly fetch: (key: K) => Promise<T>, private readonly failure: string) {
    makeAutoObservable<LoadedByKey<K, T>, 'answers' | 'pending' | 'fetch' | 'failure'>(this, { answers: false, pending: false, fetch: false, failure: false });
  }

  get(key: K): T | undefined {
    return this.answers.get(key);
  }

  has(key: K): boolean {
    return this.answers.has(key);
  }

  /** Loads `key` unless it is in; a second caller waits for the same request. */
  load(key: K): Promise<void> {
    if (this.answers.has(key)) return Promise.resolve();
    const running = this.pending.get(key);
    if (running) return running;
    const request = this.read(key).finally(() => this.pending.delete(key));
    this.pending.set(key, request);
    return request;
  }

  private async read(key: K): Promise<void> {
    try {
      const answer = await this.fetch(key);
      runInAction(() => { this.answers.set(key, answer); this.error = null; });
    } catch (error) {
      runInAction(() => { this.error = messageOf(error, this.failure); });
    }
  }
}
