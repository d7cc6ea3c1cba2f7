import type { ConsentTexts } from './consent.js';

/** The cookie banner's English texts (see CONSENT_TEXTS_TR in consent.ts). */
export const CONSENT_TEXTS_EN: ConsentTexts = {
  title: 'Your cookie choices',
  text: 'We would like to use optional cookies and analytics to improve your shopping and measure visits. Under KVKK/GDPR we never run them without your consent; strictly necessary cookies are always on.',
  accept: 'Accept all',
  reject: 'Only necessary',
};
