import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Navigation state for a move to another path that stays where the shopper is (a product's colour swatch). */
export const KEEP_SCROLL = { keepScroll: true } as const;

const keepsScroll = (state: unknown) => typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

/**
 * Another page opens at its top, as it does after a full load: without this the app kept the
 * window's scroll, so a product tapped far down a list opened below its price and the order
 * summary opened at the footer. Back and forward (POP) are the browser's to restore; a change of
 * the query alone (filters, sort, paging: the list places itself) keeps the place.
 */
export function useNewPageAtTop(): void {
  const location = useLocation();
  const { pathname } = location;
  const state: unknown = location.state;
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== NavigationType.Pop && !keepsScroll(state)) window.scrollTo(0, 0);
  }, [pathname, navigationType, state]);
}
