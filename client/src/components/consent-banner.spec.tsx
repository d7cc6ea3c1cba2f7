import { act, fireEvent, render, screen } from '@testing-library/react';
import { CONSENT_STORAGE_KEY, openConsentPreferences } from '../lib/consent';
import { testStores } from '../test-stores';
import { ConsentBanner } from './consent-banner';

describe('ConsentBanner (KVKK/GDPR cookie consent)', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks on a first visit and remembers "accept all"', () => {
    const { wrapper } = testStores();
    render(<ConsentBanner />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Tümünü kabul et' }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('stays away once answered, and comes back from the footer link to change the answer', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    const { wrapper } = testStores();
    render(<ConsentBanner />, { wrapper });
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    act(() => openConsentPreferences());
    fireEvent.click(screen.getByRole('button', { name: 'Yalnızca zorunlu' }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
  });
});
