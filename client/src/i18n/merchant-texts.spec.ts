import { autorun } from 'mobx';
import { applyMerchantTexts, mergeableTexts, translate } from './translate';

describe('merchant texts over the dictionaries (S7.34 localized texts)', () => {
  afterEach(() => { applyMerchantTexts('tr', {}); applyMerchantTexts('en', {}); });

  it('keeps known keys with a text only', () => {
    expect(mergeableTexts({ 'a.b': 'x', 'c.d': 'y' }, { 'a.b': 'Yeni', 'c.d': '  ', 'zz.unknown': 'Z', 'a.c': 3 })).toEqual({ 'a.b': 'Yeni' });
  });

  it('overrides a string in its language only, placeholders still filled', () => {
    applyMerchantTexts('en', { 'header.basketCount': '{count} things in your bag' });
    expect(translate('en', 'header.basketCount', { count: 2 })).toBe('2 things in your bag');
    expect(translate('tr', 'header.basketCount', { count: 2 })).toBe('Sepette 2 ürün');
  });

  it('a later answer replaces the earlier one, and observers see the change', () => {
    const seen: string[] = [];
    const stop = autorun(() => seen.push(translate('tr', 'blog.intro')));
    applyMerchantTexts('tr', { 'blog.intro': 'Mağazanın metni' });
    applyMerchantTexts('tr', {});
    stop();
    expect(seen[1]).toBe('Mağazanın metni');
    expect(seen[2]).toBe(seen[0]);
  });
});
