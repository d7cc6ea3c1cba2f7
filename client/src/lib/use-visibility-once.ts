import { useEffect, useRef, type RefObject } from 'react';

/** Share of an element that counts as "seen" for list and promotion views (S9.12). */
export const ANALYTICS_VISIBILITY = 0.1;

/** Observer thresholds from 0 up to `threshold`, so a very tall list reports while it scrolls in. */
export function visibilitySteps(threshold: number): number[] {
  return Array.from({ length: 11 }, (_, step) => (threshold * step) / 10);
}

/**
 * Whether an observer entry is seen enough: `threshold` of the element is on screen, or, for an
 * element taller than the screen (a long product grid on a phone can never show 10% of itself),
 * it covers `threshold` of the screen.
 */
export function isSeen(entry: IntersectionObserverEntry, threshold: number): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= threshold - 1e-6) return true;
  const screen = entry.rootBounds?.height ?? 0;
  return screen > 0 && entry.intersectionRect.height >= screen * threshold;
}

/**
 * Calls `callback` once, the first time the element of `ref` is `threshold` visible (S9.12).
 * `key` re-arms it: pass something that changes with what the element shows (e.g. the products
 * of a list), or null/false while there is nothing to report yet. Without IntersectionObserver
 * the element counts as seen at once.
 */
export function useVisibilityOnce(ref: RefObject<Element | null>, threshold: number, callback: () => void, key: unknown = true): void {
  const latest = useRef(callback);
  useEffect(() => { latest.current = callback; });

  useEffect(() => {
    const element = ref.current;
    if (key === null || key === false || key === undefined || !element) return;
    if (typeof IntersectionObserver === 'undefined') { latest.current(); return; }
    let done = false; // entries already queued may still arrive after disconnect
    const observer = new IntersectionObserver((entries) => {
      if (done || !entries.some((entry) => isSeen(entry, threshold))) return;
      done = true;
      observer.disconnect();
      latest.current();
    }, { threshold: visibilitySteps(threshold) });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, key]);
}
