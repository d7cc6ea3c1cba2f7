import type { MouseEvent } from 'react';

/**
 * The address as it is now, read when the shopper acts. React Router 7 draws a navigation in a
 * transition: the address changes at once, the location the page was drawn from (useLocation)
 * follows when the new page is ready. A change built on what was drawn in that moment undoes the
 * navigation before it (a price range chosen, then a sort at once, lost the range). So every change
 * made of the current address (a filter, a sort, a page, a product taken off a comparison) starts
 * from this, not from the drawn location.
 */
export function addressNow(): { pathname: string; search: string } {
  const { pathname, search } = window.location;
  return { pathname, search };
}

/** A click the page follows itself; with a modifier key or another button the browser opens the link's own address. */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
