import { catalogueNameLanguage } from './name-language.js';

describe('issue 16 item 10: the language of a stored brand name (S1.04)', () => {
  it('a name with a letter only Turkish spells is Turkish', () => {
    expect(catalogueNameLanguage('Gülçiçeği')).toBe('tr');
    expect(catalogueNameLanguage('Işıl Takı')).toBe('tr');
  });

  it('a name with an English word merchants use in brand names is English', () => {
    expect(catalogueNameLanguage('Nordik Time')).toBe('en');
    expect(catalogueNameLanguage('Atlas Watch Co.')).toBe('en');
    expect(catalogueNameLanguage('Lina Home')).toBe('en');
  });

  it('any other name is Turkish, the catalogue\'s language', () => {
    expect(catalogueNameLanguage('Meridyen')).toBe('tr');
    expect(catalogueNameLanguage('Lavanta Kozmetik')).toBe('tr');
  });

  it('capitals then follow the name\'s own rules', () => {
    const capitals = (name: string) => name.toLocaleUpperCase(catalogueNameLanguage(name));
    expect(capitals('Gülçiçeği')).toBe('GÜLÇİÇEĞİ');
    expect(capitals('Nordik Time')).toBe('NORDIK TIME');
  });
});
