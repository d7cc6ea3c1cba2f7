import { jest } from '@jest/globals';
import { CONSENT_COOKIE } from '../../../contracts/site/consent';
import { clearConsentCookie } from '../test-consent';

type Consent = typeof import('./consent');

/** A fresh copy of the module, loaded in a browser with cookie change events (cookieStore). */
async function withCookieChanges(): Promise<{ consent: Consent; cookieStore: EventTarget; cookieReads: () => number }> {
  const cookieStore = new EventTarget();
  (globalThis as { cookieStore?: EventTarget }).cookieStore = cookieStore;
  const getter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const reads = jest.spyOn(document, 'cookie', 'get').mockImplementation(() => getter.get!.call(document) as string);
  let consent: Consent | undefined;
  await jest.isolateModulesAsync(async () => { consent = await import('./consent'); });
  return { consent: consent!, cookieStore, cookieReads: () => reads.mock.calls.length };
}

describe('readConsent: the shopper\'s cookie choice (S9.13)', () => {
  afterEach(() => {
    delete (globalThis as { cookieStore?: EventTarget }).cookieStore;
    jest.restoreAllMocks();
    clearConsentCookie();
  });

  it('reads the cookie once, not once per analytics event, until a cookie changes', async () => {
    document.cookie = `${CONSENT_COOKIE}=granted; Path=/`;
    const { consent, cookieStore, cookieReads } = await withCookieChanges();
    expect(consent.readConsent()).toBe('granted');
    expect(consent.readConsent()).toBe('granted');
    expect(cookieReads()).toBe(1);
    document.cookie = `${CONSENT_COOKIE}=denied; Path=/`; // changed by another tab
    cookieStore.dispatchEvent(new Event('change'));
    expect(consent.readConsent()).toBe('denied');
    expect(cookieReads()).toBe(2);
  });

  it('a saved choice is read back at once', async () => {
    const { consent } = await withCookieChanges();
    expect(consent.readConsent()).toBeNull();
    consent.saveConsent('granted');
    expect(consent.readConsent()).toBe('granted');
  });
});
