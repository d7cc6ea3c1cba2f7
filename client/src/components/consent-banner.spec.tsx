import { act, fireEvent, render, screen } from '@testing-library/react';
import { CONSENT_COOKIE } from '../../../contracts/site/consent';
import { openConsentPreferences, readConsent } from '../lib/consent';
import { clearConsentCookie } from '../test-consent';
import { testStores } from '../test-stores';
import { ConsentBanner } from './consent-banner';

describe('ConsentBanner (KVKK/GDPR cookie consent)', () => {
  beforeEach(clearConsentCookie);

  it('asks on a first visit and remembers "accept all"', () => {
    const { wrapper } = testStores();
    render(<ConsentBanner />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Tümünü kabul et' }));
    expect(readConsent()).toBe('granted');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('stays away once answered, and comes back from the footer link to change the answer', () => {
    document.cookie = `${CONSENT_COOKIE}=granted; Path=/`;
    const { wrapper } = testStores();
    render(<ConsentBanner />, { wrapper });
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    act(() => openConsentPreferences());
    fireEvent.click(screen.getByRole('button', { name: 'Yalnızca zorunlu' }));
    expect(readConsent()).toBe('denied');
  });
});
