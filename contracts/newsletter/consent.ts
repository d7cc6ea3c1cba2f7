import type { Culture } from '../enums.js';

/**
 * The words of the newsletter form's KVKK consent checkbox, with their version. Every stored
 * subscription names the version the shopper agreed to: new wording gets a new version here.
 */
export const NEWSLETTER_CONSENT_VERSION = 'newsletter-kvkk-2026-1';

/** The checkbox label around the link to the KVKK notice: before + link + after. */
export const NEWSLETTER_CONSENT_TEXTS: Record<Culture, { before: string; link: string; after: string }> = {
  tr: {
    before: '',
    link: 'KVKK aydınlatma metnini',
    after: ' okudum; kampanya ve fırsatlarla ilgili e-posta almayı kabul ediyorum.',
  },
  en: {
    before: 'I have read the ',
    link: 'KVKK privacy notice',
    after: ' and agree to receive e-mails about deals and offers.',
  },
};
