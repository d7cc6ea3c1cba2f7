const TURKISH_MARKS: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/**
 * Lower-cases with Turkish rules (İ → i, I → ı) and drops every mark, so "IŞIK", "Işık" and
 * "isik" meet. Done in code because PGlite has no ICU collation (PLATFORM-NOTES).
 */
export function foldText(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/[çğıöşüâîû]/g, (char) => TURKISH_MARKS[char])
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

/** Folded words of a text: letters and digits only. */
export function tokenize(text: string): string[] {
  return foldText(text).split(/[^a-z0-9]+/).filter(Boolean);
}

/** Letters and digits only, for codes typed with or without their dashes ("MTP-1302D" = "mtp1302d"). */
export function compact(text: string): string {
  return foldText(text).replace(/[^a-z0-9]+/g, '');
}
