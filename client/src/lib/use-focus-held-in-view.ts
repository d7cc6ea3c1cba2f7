import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps the keyboard's focus on the screen when content arrives late above it. A list fetched after
 * the page drew (the bank accounts under a payment choice) grows above the controls that follow it;
 * a shopper who has tabbed on to one of them meanwhile would find it pushed below a phone's screen.
 * After each change of `arrived`, a focused control that follows `region` and now lies below the
 * screen is brought back into view (the page's scroll padding keeps it clear of the bottom strips).
 */
export function useFocusHeldInView(region: RefObject<HTMLElement | null>, arrived: unknown): void {
  useLayoutEffect(() => {
    const at = region.current;
    const focused = document.activeElement;
    if (!at || !(focused instanceof HTMLElement) || focused === document.body || at.contains(focused)) return;
    if (!(at.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)) return;
    if (focused.getBoundingClientRect().bottom > window.innerHeight) focused.scrollIntoView({ block: 'nearest' });
  }, [region, arrived]);
}
