/**
 * One answer asked for while the app was starting (main.tsx), before the page that needs it is
 * drawn, so the request and the page's code download side by side instead of one after the other.
 * The page takes it over once, by the same key; any other key asks anew.
 */
export class EarlyAnswer<T> {
  private entry: { key: string; answer: Promise<T>; value?: T } | undefined;

  /** Sends the request now and keeps its answer for the page asking by `key`. */
  ask(key: string, request: () => Promise<T>): Promise<T> {
    const answer = request();
    const entry: NonNullable<typeof this.entry> = { key, answer };
    answer.then((value) => { entry.value = value; }, () => { /* reported to the page when it takes the answer */ });
    this.entry = entry;
    return answer;
  }

  /** The answer for `key` if it has already arrived: the page can be drawn from it without a loading pass. */
  arrived(key: string): T | undefined {
    return this.entry?.key === key ? this.entry.value : undefined;
  }

  /** The pending or arrived answer for `key`, handed over once; undefined when none was asked for. */
  take(key: string): Promise<T> | undefined {
    if (this.entry?.key !== key) return undefined;
    const { answer } = this.entry;
    this.entry = undefined;
    return answer;
  }
}
