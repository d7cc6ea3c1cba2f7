import { productTypeIdOf, productTypeRoutePath } from './type-path.js';

const wristwatch = { id: 1, name_tr: 'Kol Saati', name_en: 'Wristwatch' };

describe('product type paths', () => {
  it('builds the path of each language from the type name', () => {
    expect(productTypeRoutePath(wristwatch, 'tr')).toBe('/kol-saati-t-1');
    expect(productTypeRoutePath(wristwatch, 'en')).toBe('/en/wristwatch-t-1');
    expect(productTypeRoutePath({ id: 12, name_tr: 'Çocuk Kitabı', name_en: "Children's Book" }, 'tr')).toBe('/cocuk-kitabi-t-12');
    expect(productTypeRoutePath({ id: 12, name_tr: 'Çocuk Kitabı', name_en: "Children's Book" }, 'en')).toBe('/en/childrens-book-t-12');
  });

  it('reads the id from a type path and from nothing else', () => {
    expect(productTypeIdOf('/kol-saati-t-1')).toBe(1);
    expect(productTypeIdOf('/en/wristwatch-t-1')).toBe(1);
    expect(productTypeIdOf('/saat/erkek-saat-c-12')).toBeUndefined();
    expect(productTypeIdOf('/saat/kol-saati-t-1')).toBeUndefined();
    expect(productTypeIdOf('/kol-saati-t-0')).toBeUndefined();
    expect(productTypeIdOf('/kol-saati-t-99999999999')).toBeUndefined();
    expect(productTypeIdOf('/-t-1')).toBeUndefined();
  });
});
