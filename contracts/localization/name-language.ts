import type { Culture } from '../enums.js';

/*
 * Brand names are stored once, not per language (the catalogue's brands table has one name), as
 * the merchant wrote them for a Turkish shop; product and category names come in the page's
 * language. A name's own language matters where it is set in capitals (text-transform follows
 * lang: "Gülçiçeği" is GÜLÇİÇEĞİ in Turkish, GÜLÇIÇEĞI in English; "Nordik Time" is NORDIK TIME,
 * not NORDİK TİME) and for screen readers. The rule, simple on purpose:
 *   1. a letter only Turkish spells (ç ğ ı İ ö ş ü) makes the name Turkish;
 *   2. else a word from the short list of English words merchants put in brand names makes it English;
 *   3. else it is Turkish, the catalogue's language.
 */
const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/;
const ENGLISH_WORDS = new Set(['time', 'watch', 'watches', 'co', 'home', 'audio', 'outdoor', 'wear', 'sport', 'sports', 'style', 'tech', 'design', 'house', 'store', 'shop', 'and', 'the', 'of']);

/** The language a stored catalogue name (a brand's) is written in. */
export function catalogueNameLanguage(name: string): Culture {
  if (TURKISH_LETTERS.test(name)) return 'tr';
  return name.toLowerCase().split(/[^a-z]+/).some((word) => ENGLISH_WORDS.has(word)) ? 'en' : 'tr';
}
