/**
 * The shopper's cookie and analytics choice (KVKK/GDPR): nothing non-essential runs until it is
 * "granted". Kept in local storage, which is itself strictly necessary to remember the answer.
 */
export type ConsentChoice = 'granted' | 'denied';

/** Local storage key of the choice. */
export const CONSENT_STORAGE_KEY = 'vitrin-consent';

type Listener = () => void;
const choiceListeners = new Set<Listener>();
const reopenListeners = new Set<Listener>();

/** The remembered choice, or null while the shopper has not answered. */
export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null; // storage blocked: ask again, send nothing
  }
}

/** Remembers the choice and tells whoever waits on it (analytics flushes or drops its queue). */
export function saveConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch { /* storage blocked: the choice holds for this page only */ }
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
