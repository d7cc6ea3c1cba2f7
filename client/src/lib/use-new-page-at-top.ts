import { useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Navigation state for a move to another path that stays where the shopper is (a product's colour swatch). */
export const KEEP_SCROLL = { keepScroll: true } as const;

const keepsScroll = (state: unknown) => typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

/** Time the new page's title must stay as it is before it is announced: the page is still naming itself. */
const ANNOUNCE_AFTER_MS = 400;

/**
 * Announces the document's title once it has stood for ANNOUNCE_AFTER_MS, again after every
 * change of it, until `stop` is called. The title is not known at a fixed time after the move: a
 * page whose code is still downloading, or that names itself from its data, sets it later, and a
 * snapshot taken before then announced the page left behind (the keyboard purchase's search
 * results, on a loaded machine). Returns `stop`.
 */
function announceTitleWhenSettled(announce: (title: string) => void): () => void {
  let timer = setTimeout(() => announce(document.title), ANNOUNCE_AFTER_MS);
  let seen = document.title;
  const observer = new MutationObserver(() => {
    if (document.title === seen) return;
    seen = document.title;
    clearTimeout(timer);
    timer = setTimeout(() => announce(document.title), ANNOUNCE_AFTER_MS);
  });
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}

/**
 * Another page opens at its top, as it does after a full load: without this the app kept the
 * window's scroll, so a product tapped far down a list opened below its price and the order
 * summary opened at the footer. Back and forward (POP) are the browser's to restore; a change of
 * the query alone (filters, sort, paging: the list places itself) keeps the place.
 * For the keyboard and screen readers, as a full load would (issue 32 item 18): the focus moves to
 * the page's main area, so the next Tab starts in the new page and not at the header, and the new
 * page's title, once it has settled, is answered for a polite live region to read.
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
    return announceTitleWhenSettled(setAnnounced);
  }, [pathname, navigationType, state]);
  return announced;
}
