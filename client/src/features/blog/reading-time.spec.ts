import { countWords, readingMinutes } from './reading-time';

const words = (count: number) => Array.from({ length: count }, (_, index) => `kelime${index}`).join(' ');

describe('reading time (S9.11: 200 words per minute, at least 1 minute)', () => {
  it('S9.11 counts Turkish words, apostrophes and dashes as one word', () => {
    expect(countWords('Saatinizi İstanbul’da su-geçirmez kılın, 3 ATM!')).toBe(6);
    expect(countWords('')).toBe(0);
  });

  it('S9.11 is at least 1 minute, even for an empty text', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(1))).toBe(1);
  });

  it('S9.11 is 200 words per minute, rounded up', () => {
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });
});
