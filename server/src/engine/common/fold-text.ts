const TURKISH_MARKS: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/**
 * Lower-cases with Turkish rules (İ → i, I → ı) and drops every mark, so "IŞIK", "Işık" and
 * "isik" meet. Done in code because PGlite has no ICU collation (PLATFORM-NOTES).
 */
export function foldText(text: string): string {
  // Plain ASCII folds to its lower case by these rules too (I → ı → i), and is most of what an
  // index folds: without the locale and Unicode passes, a search index of 100,000 products was
  // built in 3.7 s where foldText alone took 2.6.
  if (ASCII.test(text)) return text.toLowerCase();
  const turkish = text.toLocaleLowerCase('tr').replace(/[çğıöşüâîû]/g, (char) => TURKISH_MARKS[char]);
  return ASCII.test(turkish) ? turkish : turkish.normalize('NFKD').replace(/\p{M}/gu, '');
}

const ASCII = /^[\x00-\x7f]*$/;

/** Folded words of a text: letters and digits only. */
export function tokenize(text: string): string[] {
  return foldText(text).split(/[^a-z0-9]+/).filter(Boolean);
}

/** Letters and digits only, for codes typed with or without their dashes ("MTP-1302D" = "mtp1302d"). */
export function compact(text: string): string {
  return foldText(text).replace(/[^a-z0-9]+/g, '');
}
