import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, isConsentChoice, type ConsentChoice } from '../../../contracts/site/consent';
import { readCookie } from './cookies';

/**
 * The shopper's cookie and analytics choice (KVKK/GDPR): nothing non-essential runs until it is
 * "granted". Kept in a strictly necessary cookie, so the server knows too whether to draw the banner.
 */
export type { ConsentChoice };

type Listener = () => void;
const choiceListeners = new Set<Listener>();
const reopenListeners = new Set<Listener>();

/**
 * The choice as last read. Reading document.cookie is a round trip to the browser process (about
 * 2 ms on a phone-class CPU) and every analytics event asks, so it is kept until a cookie changes
 * (this tab or another); a browser without cookie change events reads it every time.
 */
let known: { choice: ConsentChoice | null } | undefined;
const cookieChanges = (globalThis as { cookieStore?: EventTarget }).cookieStore;
cookieChanges?.addEventListener('change', () => { known = undefined; });

/** The remembered choice, or null while the shopper has not answered. */
export function readConsent(): ConsentChoice | null {
  if (!known || !cookieChanges) {
    const value = readCookie(CONSENT_COOKIE);
    known = { choice: isConsentChoice(value) ? value : null };
  }
  return known.choice;
}

/** Remembers the choice and tells whoever waits on it (analytics flushes or drops its queue). */
export function saveConsent(choice: ConsentChoice): void {
  // Cookies blocked: nothing is remembered, so analytics stays off and the next page asks again.
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
  known = undefined; // read back: blocked cookies keep the shopper unanswered
  for (const listener of choiceListeners) listener();
}

/** Called on every change of the choice; answers the unsubscribe function. */
export function onConsentChange(listener: Listener): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/** Opens the banner again (footer "cookie preferences" link). */
export function openConsentPreferences(): void {
  for (const listener of reopenListeners) listener();
}

/** The banner listens here for openConsentPreferences. */
export function onConsentPreferencesRequested(listener: Listener): () => void {
  reopenListeners.add(listener);
  return () => reopenListeners.delete(listener);
}
