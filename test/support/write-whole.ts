import { renameSync, writeFileSync } from 'node:fs';

/**
 * Writes `file` so that another process sees it whole or not at all: the bytes go to a
 * `.partial` file beside it, which is then renamed (atomic on one file system). A reader that
 * lists the folder while a plain write is under way reads an empty or cut file.
 */
export function writeFileWhole(file: string, data: string | Uint8Array): void {
  const partial = `${file}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}
