import { mkdirSync, mkdtempSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Rendered images on disk, named by the hash of what produced them. Files are written under a
 * temporary name and renamed, so a reader never sees half an image.
 */
export class ImageDiskCache {
  readonly dir: string;

  /** dataDir ':memory:' (tests) caches in a fresh temporary folder. */
  constructor(dataDir: string) {
    this.dir = dataDir === ':memory:' ? mkdtempSync(path.join(tmpdir(), 'vitrin-images-')) : path.resolve(dataDir, 'cache', 'images');
    mkdirSync(this.dir, { recursive: true });
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch {
      return null;
    }
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const temporary = `${this.file(key)}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, this.file(key));
  }

  private file(key: string): string {
    return path.join(this.dir, key);
  }
}
