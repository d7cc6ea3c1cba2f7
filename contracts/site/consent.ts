/** The shopper's answer to the KVKK/GDPR cookie banner. */
export type ConsentChoice = 'granted' | 'denied';

/**
 * Cookie holding the answer. Strictly necessary (it remembers the answer itself), readable by the
 * SPA, and sent with every page request: while it is missing the server draws the banner into
 * the HTML, so a first visit sees it at once instead of after the app's code.
 */
export const CONSENT_COOKIE = 'vitrin-consent';

/** How long the answer is remembered: a year, in seconds. */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** A cookie value is an answer. */
export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === 'granted' || value === 'denied';
}

/** The banner's texts in one language. */
export interface ConsentTexts { title: string; text: string; accept: string; reject: string }

/**
 * The banner's Turkish texts: the SPA's dictionaries and the server's first-screen banner both
 * read them here. The English ones are in a module of their own (consent-en.ts) that this one
 * does not import, so the first download (this module, the Turkish dictionary) does not carry them.
 */
export const CONSENT_TEXTS_TR: ConsentTexts = {
  title: 'Çerez tercihleriniz',
  text: 'Alışverişinizi iyileştirmek ve ziyaretleri ölçmek için isteğe bağlı çerezler ve analiz araçları kullanmak istiyoruz. KVKK kapsamında onayınız olmadan bunları çalıştırmayız; zorunlu çerezler her zaman açıktır.',
  accept: 'Tümünü kabul et',
  reject: 'Yalnızca zorunlu',
};
