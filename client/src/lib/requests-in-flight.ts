/**
 * API requests not answered yet, counted across the app: "the page has settled" waits until the
 * first screen's requests, and those they lead to, are done (lib/page-settled).
 */
let open = 0;
const waiting = new Set<() => void>();

/** Counts `request` until it settles; answers it unchanged. */
export function trackRequest<T>(request: Promise<T>): Promise<T> {
  open += 1;
  const done = () => {
    open -= 1;
    if (open > 0) return;
    for (const resolve of [...waiting]) resolve();
    waiting.clear();
  };
  request.then(done, done);
  return request;
}

/** How many requests are open now. */
export const requestsInFlight = () => open;

/** Resolves when no request is open (at once when none is). */
export function noRequestsInFlight(): Promise<void> {
  return open === 0 ? Promise.resolve() : new Promise((resolve) => { waiting.add(resolve); });
}
