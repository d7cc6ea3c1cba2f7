import { CONSENT_COOKIE } from '../../contracts/site/consent';

/** Forgets the cookie banner's answer (jsdom keeps cookies between tests of a file). */
export function clearConsentCookie(): void {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
}
