import type { Culture } from '../../../../contracts/enums.js';

// Folded Turkish noun suffixes, longest first: plural, possessive and case endings ("saatleri",
// "saatlerin", "kordonlu" stays: -lu makes a new word).
const TURKISH_SUFFIXES = [
  'lerinden', 'larindan', 'lerinin', 'larinin', 'lerini', 'larini', 'lerine', 'larina', 'lerde', 'larda', 'lerden', 'lardan',
  'leri', 'lari', 'ler', 'lar', 'nden', 'ndan', 'nin', 'nun', 'sini', 'sunu', 'ini', 'unu', 'si', 'su', 'in', 'un',
  'den', 'dan', 'ten', 'tan', 'de', 'da', 'te', 'ta', 'ye', 'ya', 'i', 'u', 'e', 'a',
];
const ENGLISH_SUFFIXES: [suffix: string, replacement: string][] = [['ies', 'y'], ['es', ''], ['s', ''], ['ing', ''], ['ed', '']];
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
/** Stems shorter than this are too vague to match on. */
const MIN_STEM = 3;
// "With X" (-lı/-li/-lu/-lü, folded): "kordonlu" is a kordon thing, "ışıklı" an ışık thing. Only
// catalogue words reduce through it (a stem finds its derived forms); a query word keeps it, so
// "kordonlu" does not widen to every strap.
const WITH_SUFFIXES = ['li', 'lu'];

/**
 * Candidate base forms of a folded word, nearest first: "saatleri" → ["saatler", "saat", ...].
 * The caller keeps the first one its vocabulary knows, so over-stripping does no harm.
 */
export function stemCandidates(word: string, culture: Culture): string[] {
  const candidates: string[] = [];
  if (culture === 'en') {
    for (const [suffix, replacement] of ENGLISH_SUFFIXES) {
      if (word.endsWith(suffix) && word.length - suffix.length + replacement.length >= MIN_STEM) candidates.push(word.slice(0, -suffix.length) + replacement);
    }
    return candidates;
  }
  let current = word;
  // Suffixes stack ("saat-ler-i"): strip up to three times.
  for (let round = 0; round < 3; round++) {
    const suffix = TURKISH_SUFFIXES.find((ending) => current.endsWith(ending) && current.length - ending.length >= MIN_STEM
      // The buffer y only follows a vowel ("masaya"): "kolye" is no "kol" + -ye.
      && (ending[0] !== 'y' || VOWELS.has(current[current.length - ending.length - 1])));
    if (!suffix) break;
    current = current.slice(0, -suffix.length);
    candidates.push(current);
    // Consonant softening before a vowel ending: "kitabi" → "kitab" → "kitap".
    const softened = { b: 'p', c: 'c', d: 't', g: 'k' }[current[current.length - 1]];
    if (softened && softened !== current[current.length - 1]) candidates.push(current.slice(0, -1) + softened);
  }
  return candidates;
}

/**
 * Every base a catalogue word is found by: its inflected bases (stemCandidates) and, in Turkish,
 * the noun under a "with" suffix ("kordonlular" → kordonlu, kordon; "taşlı" → taş).
 */
export function baseForms(word: string, culture: Culture): string[] {
  const inflected = stemCandidates(word, culture);
  if (culture === 'en') return inflected;
  const bases = new Set(inflected);
  for (const form of [word, ...inflected]) {
    const suffix = WITH_SUFFIXES.find((ending) => form.endsWith(ending) && form.length - ending.length >= MIN_STEM);
    if (!suffix) continue;
    const noun = form.slice(0, -suffix.length);
    bases.add(noun);
    // The noun may itself be inflected or softened: "gözlüklü" → "gözlük"; "kitaplı" → "kitap".
    for (const stem of stemCandidates(noun, culture)) bases.add(stem);
  }
  bases.delete(word);
  return [...bases];
}

/** Damerau-Levenshtein distance, giving up (Infinity) past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => { const row = new Array<number>(cols).fill(0); row[0] = i; return row; });
  for (let j = 0; j < cols; j++) d[0][j] = j;
  for (let i = 1; i < rows; i++) {
    let best = Infinity;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      best = Math.min(best, d[i][j]);
    }
    if (best > max) return Infinity;
  }
  return d[a.length][b.length] <= max ? d[a.length][b.length] : Infinity;
}

/** Typos tolerated for a word of this length. */
export const typoBudget = (length: number) => (length <= 3 ? 0 : length <= 6 ? 1 : 2);
