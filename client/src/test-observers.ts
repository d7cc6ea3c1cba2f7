/** An IntersectionObserver that never reports: in these tests nothing comes near the viewport. */
export class QuietObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** A controllable IntersectionObserver: the test decides when the element comes near. */
export class FakeObserver {
  static instances: FakeObserver[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback, readonly options: IntersectionObserverInit) { FakeObserver.instances.push(this); }
  observe() {}
  disconnect() { this.disconnected = true; }
  enter() { this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver); }
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
