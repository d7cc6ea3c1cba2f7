import { en } from './en';
import { tr } from './tr';
import { translate } from './translate';

describe('i18n dictionaries', () => {
  it('have the same keys in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(tr).sort());
  });

  it('fill placeholders', () => {
    expect(translate('tr', 'validation.required', { field: 'E-posta' })).toBe('E-posta zorunludur');
    expect(translate('en', 'validation.invalid', { field: 'Email' })).toBe('Email is invalid');
    expect(translate('en', 'header.basketCount', { count: 3 })).toBe('3 in the cart');
  });

  it('S1.05 the service-hours line says every day 09:00 - 18:00', () => {
    expect(translate('en', 'footer.serviceHours')).toContain('every day 09:00 - 18:00');
    expect(translate('tr', 'footer.serviceHours')).toContain('Her gün 09:00 - 18:00');
  });

  it('S9.15 confirmation dialog defaults are Cancel and Continue', () => {
    expect([translate('en', 'confirm.cancel'), translate('en', 'confirm.continue')]).toEqual(['Cancel', 'Continue']);
  });
});
