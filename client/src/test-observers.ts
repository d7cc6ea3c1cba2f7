/** An IntersectionObserver that never reports: in these tests nothing comes near the viewport. */
export class QuietObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Puts an IntersectionObserver in place (jsdom has none), or takes it away with undefined. */
export function setIntersectionObserver(observer: unknown): void {
  if (observer === undefined) delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  else (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = observer;
}

/** QuietObserver for every test of the enclosing describe block. */
export function withQuietObserver(): void {
  beforeEach(() => setIntersectionObserver(QuietObserver));
  afterEach(() => setIntersectionObserver(undefined));
}
