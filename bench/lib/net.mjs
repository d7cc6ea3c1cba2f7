// Small HTTP helpers; the bench only ever talks to 127.0.0.1.
import { createServer } from 'node:net';

export const HOST = '127.0.0.1';

/** A port free right now (the OS picks it); the caller binds it straight away. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** fetch() that cannot hang: every call has its own deadline. */
export function fetchWithin(url, options = {}, timeoutMs = 5000) {
  return fetch(url, { ...options, signal: AbortSignal.timeout(timeoutMs) });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls url until it answers 200. Rejects after timeoutMs, or at once when `gaveUp()` is true
 * (the server process died, so waiting longer is pointless).
 */
export async function waitForOk(url, { timeoutMs, intervalMs = 250, gaveUp = () => false }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gaveUp()) throw new Error(`gave up waiting for ${url}: the process exited`);
    try {
      const response = await fetchWithin(url, {}, 2000);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(intervalMs);
  }
}
