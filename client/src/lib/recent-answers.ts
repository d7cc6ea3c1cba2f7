import type { ApiClient } from './api-client';

/**
 * The last few answers of one kind seen in this visit, by key: Back to a page draws it at once
 * from here while it is asked for again (issue 16). The oldest go past `kept`.
 */
export class RecentAnswers<T> {
  private readonly answers = new Map<string, T>();

  constructor(private readonly kept: number) {}

  get(key: string): T | undefined {
    return this.answers.get(key);
  }

  set(key: string, answer: T): void {
    // Re-inserted, so the Map's order stays oldest first.
    this.answers.delete(key);
    this.answers.set(key, answer);
    if (this.answers.size > this.kept) this.answers.delete(this.answers.keys().next().value!);
  }
}

/** One T per app (its api client), made on first use: module state that tests' separate apps do not share. */
export function perApp<T>(make: () => T): (api: ApiClient) => T {
  const made = new WeakMap<ApiClient, T>();
  return (api) => {
    let value = made.get(api);
    if (value === undefined) made.set(api, (value = make()));
    return value;
  };
}
