import { useEffect } from 'react';
import { onConsentChange, readConsent } from './consent';

/** Analytics events go to the tag manager's data layer (GA4 event names, spec §7 Analytics). */

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Events kept while the shopper has not yet answered the consent banner. */
const MAX_WAITING_EVENTS = 50;
let waiting: Record<string, unknown>[] = [];

function push(entry: Record<string, unknown>): void {
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(entry);
}

// Events of the first page view wait for the answer: sent on consent, dropped on refusal.
onConsentChange(() => {
  const choice = readConsent();
  if (choice === null) return;
  const queued = waiting;
  waiting = [];
  if (choice === 'granted') {
    try {
      queued.forEach(push);
    } catch (error) {
      console.warn('analytics events not sent', error);
    }
  }
});

/**
 * Pushes `event` with its parameters to window.dataLayer once the shopper has consented (KVKK/GDPR).
 * Analytics never breaks the shop: a failure is only logged (spec §7: failures are only logged).
 */
export function track(event: string, params: Record<string, unknown> = {}): void {
  try {
    const choice = readConsent();
    if (choice === 'denied') return;
    if (choice === null) {
      if (waiting.length < MAX_WAITING_EVENTS) waiting.push({ event, ...params });
      return;
    }
    push({ event, ...params });
  } catch (error) {
    console.warn('analytics event not sent', event, error);
  }
}

/** Analytics page keys of spec §2 (S2.25). */
export type PageKey = 'Home' | 'ProductList' | 'ProductDetail' | 'ProductSearchResult' | 'Cart-Summary' | 'Order-Summary' | 'Shipping-and-Payment';

/** Sends one page_view with the page's analytics key each time the page (or its path) is shown. */
export function usePageView(pageKey: PageKey, path: string = typeof window === 'undefined' ? '' : window.location.pathname): void {
  useEffect(() => track('page_view', { page_key: pageKey, page_path: path }), [pageKey, path]);
}
