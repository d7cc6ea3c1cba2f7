import { jest } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { analyticsItem, itemListPayload, promotionPayload, selectItemPayload, track, trackEcommerce, usePageView, viewItemPayload } from './analytics';
import { clearConsentCookie } from '../test-consent';
import { readConsent, saveConsent } from './consent';

const dataLayer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];

describe('analytics waits for consent (S7 analytics, KVKK/GDPR)', () => {
  beforeEach(() => {
    clearConsentCookie();
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
    expect(readConsent()).toBe('denied');
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

describe('usePageView (S2.28 analytics page keys)', () => {
  it('S2.28 sends page_view with the page key', () => {
    clearConsentCookie();
    saveConsent('granted');
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
    renderHook(() => usePageView('ProductList', '/saat'));
    expect(dataLayer()).toEqual([{ event: 'page_view', page_key: 'ProductList', page_path: '/saat' }]);
  });
});

describe('GA4 ecommerce payloads (spec §7 Analytics events)', () => {
  const product = { id: 42, name: 'Kronos Çelik Kol Saati', brand: { id: 3, name: 'Kronos' }, salesPrice: 1234.5, basePrice: 1500.1 };
  const list = { id: 'on_sale', name: 'On Sale' };

  beforeEach(() => {
    clearConsentCookie();
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
  });

  it('describes a product as a GA4 item: id as text, brand, price, currency and the amount off', () => {
    expect(analyticsItem(product, 'TRY')).toEqual({ item_id: '42', item_name: 'Kronos Çelik Kol Saati', item_brand: 'Kronos', price: 1234.5, currency: 'TRY', discount: 265.6 });
    expect(analyticsItem({ id: 1, salesPrice: 10 }, 'USD')).toEqual({ item_id: '1', item_name: '', price: 10, currency: 'USD', discount: 0 });
  });

  it('view_item carries currency, value and the one item', () => {
    expect(viewItemPayload(product, 'USD')).toEqual({ currency: 'USD', value: 1234.5, items: [expect.objectContaining({ item_id: '42', currency: 'USD', discount: 265.6 })] });
  });

  it('S9.12 view_item_list and select_item place each item in its list', () => {
    const payload = itemListPayload(list, [product, { id: 7, name: 'B', salesPrice: 5, basePrice: 5 }], () => 'TRY');
    expect(payload).toEqual({ item_list_id: 'on_sale', item_list_name: 'On Sale', items: [
      expect.objectContaining({ item_id: '42', index: 0, item_list_id: 'on_sale', item_list_name: 'On Sale' }),
      expect.objectContaining({ item_id: '7', index: 1, discount: 0 }),
    ] });
    expect(selectItemPayload(list, product, 3, 'TRY')).toEqual({ item_list_id: 'on_sale', item_list_name: 'On Sale', items: [expect.objectContaining({ item_id: '42', index: 3 })] });
  });

  it('S9.12 promotions are named by banner key, title, image and slot', () => {
    expect(promotionPayload({ id: 'hero-smart-watches', name: 'Akıllı Saatler', creative: '/media/banners/a.svg', slot: 'home_hero_2' }))
      .toEqual({ promotion_id: 'hero-smart-watches', promotion_name: 'Akıllı Saatler', creative_name: '/media/banners/a.svg', creative_slot: 'home_hero_2' });
  });

  it('trackEcommerce clears the previous ecommerce object, waits for consent and sends nothing when refused', () => {
    const build = jest.fn(() => ({ currency: 'TRY' }));
    trackEcommerce('view_item', build);
    expect(dataLayer()).toEqual([]);
    saveConsent('granted');
    expect(dataLayer()).toEqual([{ ecommerce: null }, { event: 'view_item', ecommerce: { currency: 'TRY' } }]);
    saveConsent('denied');
    trackEcommerce('view_promotion', build);
    expect(dataLayer()).toHaveLength(2);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('S7 a failing payload builder is only logged', () => {
    saveConsent('granted');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => trackEcommerce('view_item_list', () => { throw new Error('bad product'); })).not.toThrow();
    expect(warn).toHaveBeenCalled();
    expect(dataLayer()).toEqual([]);
    warn.mockRestore();
  });
});
