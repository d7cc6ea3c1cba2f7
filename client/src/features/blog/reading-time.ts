/** Reading speed of the estimate (S9.11). */
export const WORDS_PER_MINUTE = 200;

/** Words of a text: runs of letters or digits. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Minutes to read a text at 200 words per minute, rounded up, at least 1 (S9.11). */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}
