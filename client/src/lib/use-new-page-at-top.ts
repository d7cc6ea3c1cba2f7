import { useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Navigation state for a move to another path that stays where the shopper is (a product's colour swatch). */
export const KEEP_SCROLL = { keepScroll: true } as const;

const keepsScroll = (state: unknown) => typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

/** Time for the new page to name itself (its title follows its first render) before it is announced. */
const ANNOUNCE_AFTER_MS = 400;

/**
 * Another page opens at its top, as it does after a full load: without this the app kept the
 * window's scroll, so a product tapped far down a list opened below its price and the order
 * summary opened at the footer. Back and forward (POP) are the browser's to restore; a change of
 * the query alone (filters, sort, paging: the list places itself) keeps the place.
 * For the keyboard and screen readers, as a full load would (issue 32 item 18): the focus moves to
 * the page's main area, so the next Tab starts in the new page and not at the header, and the new
 * page's title is answered for a polite live region to read.
 */
export function useNewPageAtTop(): string {
  const location = useLocation();
  const { pathname } = location;
  const state: unknown = location.state;
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (keepsScroll(state)) return;
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
    // A panel still open over the page (a member modal) keeps its focus.
    if (!document.activeElement?.closest('[aria-modal="true"]')) document.getElementById('main')?.focus({ preventScroll: true });
    const timer = setTimeout(() => setAnnounced(document.title), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pathname, navigationType, state]);
  return announced;
}
