import { jest } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { track, usePageView } from './analytics';
import { CONSENT_STORAGE_KEY, saveConsent } from './consent';

const dataLayer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];

describe('analytics waits for consent (S7 analytics, KVKK/GDPR)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
  });

  it('holds events until the shopper consents, then sends them in order', () => {
    track('view_item', { item_id: 1 });
    track('search', { search_term: 'saat' });
    expect(dataLayer()).toEqual([]);
    saveConsent('granted');
    expect(dataLayer()).toEqual([{ event: 'view_item', item_id: 1 }, { event: 'search', search_term: 'saat' }]);
    track('view_item_list', {});
    expect(dataLayer()).toHaveLength(3);
  });

  it('drops held events and sends nothing after a refusal', () => {
    track('view_item', { item_id: 1 });
    saveConsent('denied');
    track('search', { search_term: 'saat' });
    expect(dataLayer()).toEqual([]);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
  });

  it('S7 a failing data layer is only logged, never thrown', () => {
    saveConsent('granted');
    Object.defineProperty(window, 'dataLayer', { configurable: true, get: () => ({ push: () => { throw new Error('blocked'); } }) });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => track('search', {})).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    delete (window as Window & { dataLayer?: unknown }).dataLayer;
  });
});

describe('usePageView (S2.25 analytics page keys)', () => {
  it('S2.25 sends page_view with the page key', () => {
    window.localStorage.clear();
    saveConsent('granted');
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
    renderHook(() => usePageView('ProductList', '/saat'));
    expect(dataLayer()).toEqual([{ event: 'page_view', page_key: 'ProductList', page_path: '/saat' }]);
  });
});
