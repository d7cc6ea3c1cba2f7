import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError, messageOf } from './api-client';

/** What a detail page shows of the record it asked for. */
export type OpenState = 'loading' | 'loaded' | 'notFound' | 'failed';

/**
 * The one record a detail page has open (an order, a message thread): the key asked for, the
 * record, and what came of asking. Only the latest call writes; a record that is not the
 * shopper's (404) or a malformed key (400) is "not found", anything else a failure with the
 * server's message, else the fallback.
 */
export class OpenRecord<K, T> {
  key: K | null = null;
  state: OpenState = 'loading';
  record: T | null = null;
  error: string | null = null;
  private latest = 0;

  constructor(private readonly keyOf: (record: T) => K, private readonly failure: string) {
    makeAutoObservable<OpenRecord<K, T>, 'latest' | 'keyOf' | 'failure'>(this, { record: observableRef, latest: false, keyOf: false, failure: false });
  }

  /** The open record when it is the one for `key`: the page never shows another's while it loads. */
  shown(key: K | null): T | null {
    return this.record !== null && key !== null && this.keyOf(this.record) === key ? this.record : null;
  }

  /** Whether asking for `key` ended in `state`. */
  is(key: K | null, state: OpenState): boolean {
    return this.key === key && this.state === state;
  }

  async open(key: K, read: () => Promise<T>): Promise<void> {
    const call = ++this.latest;
    this.key = key;
    this.state = 'loading';
    this.error = null;
    if (this.record !== null && this.keyOf(this.record) !== key) this.record = null;
    try {
      const record = await read();
      runInAction(() => { if (call === this.latest) this.show(record); });
    } catch (error) {
      runInAction(() => {
        if (call !== this.latest) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        this.state = missing ? 'notFound' : 'failed';
        this.error = missing ? null : messageOf(error, this.failure);
      });
    }
  }

  /** Shows a record the store already holds (the server's answer to a change); a read on its way no longer writes. */
  show(record: T): void {
    this.latest += 1;
    this.key = this.keyOf(record);
    this.record = record;
    this.state = 'loaded';
    this.error = null;
  }

  /** Back to nothing open (the language changed, the member left). */
  reset(): void {
    this.latest += 1;
    this.key = null;
    this.record = null;
    this.state = 'loading';
    this.error = null;
  }
}
