import { startTransition, useEffect, useState } from 'react';
import { noRequestsInFlight, requestsInFlight } from './requests-in-flight';

/** Longest wait for the first screen; a hanging request does not hold the rest of the page back longer. */
export const SETTLE_LIMIT_MS = 5000;
/** Longest wait for an idle moment at the end. */
const IDLE_TIMEOUT_MS = 1000;

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

let settled = false;
let settling: Promise<void> | undefined;

const loaded = () => new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

/** After the next frame has been drawn and the tasks queued behind it (effects that start requests) have run. */
const nextFrame = () => new Promise<void>((resolve) => {
  if (typeof requestAnimationFrame === 'undefined') setTimeout(resolve, 16);
  else requestAnimationFrame(() => setTimeout(resolve, 0));
});

/**
 * The pictures in the page now have arrived: the first screen's (LazyImage adds the others when
 * they come near). Native lazy ones (a slider's hidden slides) may never load, so they do not count.
 */
const imagesLoaded = () => Promise.all(Array.from(document.images).filter((image) => !image.complete && image.loading !== 'lazy').map((image) => new Promise<void>((resolve) => {
  image.addEventListener('load', () => resolve(), { once: true });
  image.addEventListener('error', () => resolve(), { once: true });
}))).then(() => undefined);

const idle = () => new Promise<void>((resolve) => {
  const idleWindow = window as IdleWindow;
  if (idleWindow.requestIdleCallback) idleWindow.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(resolve, 1);
});

/**
 * A request is open, or a part of the page says it is still loading (aria-busy: a page's
 * placeholder while its code or route arrives, a grid's skeletons, the hero before its banners).
 */
const busy = () => requestsInFlight() > 0 || document.querySelector('[aria-busy="true"]') !== null;

async function firstScreenShown(deadline: number): Promise<void> {
  await loaded();
  // One answer leads to the next (a path's route, then the page's code, then its products), and
  // the placeholders in between are busy: quiet is a drawn frame with nothing busy.
  do {
    await noRequestsInFlight();
    await nextFrame();
  } while (busy() && performance.now() < deadline);
  await imagesLoaded();
}

/**
 * Resolves once the first screen is complete (the page loaded, nothing busy, no request open, its
 * pictures in) and the browser is idle, or after SETTLE_LIMIT_MS at most. Parts below the fold
 * (footer, home rows, toasts) wait for it, so their code, requests and rendering never compete
 * with the first screen's; later pages of the visit find it resolved and show them at once.
 */
export function pageSettled(): Promise<void> {
  settling ??= Promise.race([firstScreenShown(performance.now() + SETTLE_LIMIT_MS), new Promise<void>((resolve) => { setTimeout(resolve, SETTLE_LIMIT_MS); })])
    .then(idle)
    .then(() => { settled = true; });
  return settling;
}

/** false until pageSettled() resolves; true from the first render once it has. */
export function usePageSettled(): boolean {
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    let current = true;
    // What waited is drawn in the background, in slices, so it never blocks the page in one long task.
    void pageSettled().then(() => { if (current) startTransition(() => setReady(true)); });
    return () => { current = false; };
  }, [ready]);
  return ready;
}
