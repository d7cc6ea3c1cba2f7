import { editDistance, stemCandidates, typoBudget } from './stemming.js';

describe('Turkish and English stems (issue 4)', () => {
  it.each([['saatler', 'saat'], ['saati', 'saat'], ['saatleri', 'saat'], ['saatlerin', 'saat'], ['kordonlari', 'kordon'], ['kulakliklar', 'kulaklik']])(
    '%s reaches %s', (word, stem) => expect(stemCandidates(word, 'tr')).toContain(stem));

  it('softens a final consonant: kitabi reaches kitap', () => {
    expect(stemCandidates('kitabi', 'tr')).toContain('kitap');
  });

  it('never strips below three letters', () => {
    expect(stemCandidates('ada', 'tr')).toEqual([]);
  });

  it.each([['watches', 'watch'], ['straps', 'strap'], ['batteries', 'battery']])('en %s reaches %s', (word, stem) => expect(stemCandidates(word, 'en')).toContain(stem));
});

describe('the buffer y (issue 31)', () => {
  it('is stripped only after a vowel: "masaya" is masa, "kolye" is no kol', () => {
    expect(stemCandidates('masaya', 'tr')).toContain('masa');
    expect(stemCandidates('kolye', 'tr')).not.toContain('kol');
    expect(stemCandidates('kolyeye', 'tr')).toContain('kolye');
  });
});

describe('editDistance', () => {
  it('counts typos, transpositions included', () => {
    expect(editDistance('telfon', 'telefon', 2)).toBe(1);
    expect(editDistance('casoi', 'casio', 2)).toBe(1);
    expect(editDistance('saat', 'saat', 1)).toBe(0);
    expect(editDistance('saat', 'kordon', 2)).toBe(Infinity);
  });
  it('allows more typos in longer words', () => {
    expect(typoBudget(3)).toBe(0);
    expect(typoBudget(5)).toBe(1);
    expect(typoBudget(9)).toBe(2);
  });
});
