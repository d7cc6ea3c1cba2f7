import { slugify } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Işıklı Çelik Saat', 'isikli-celik-saat'],
    ['İNCE KASALI ŞIK SAAT', 'ince-kasali-sik-saat'],
    ["Men's Watches", 'mens-watches'],
    ['Ev & Yaşam', 'ev-yasam'],
    ['GPS’li Akıllı Saat', 'gpsli-akilli-saat'],
    ['  Güneş Gözlüğü -- Öğrenci ', 'gunes-gozlugu-ogrenci'],
    ['Café Crème', 'cafe-creme'],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug));

  it('folds Turkish capitals with Turkish rules: I is ı, İ is i', () => {
    expect(slugify('IŞIK İĞNE ÜZÜM ÇÖP')).toBe('isik-igne-uzum-cop');
  });
});
