import { mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Rendered images on disk, named by the hash of what produced them, at most `maxBytes` in all:
 * past that the least recently used files go (any URL can ask for a new size, so without a bound
 * the disk fills). Files are written under a temporary name and renamed, so a reader never sees
 * half an image.
 */
export class ImageDiskCache {
  readonly dir: string;
  /** Every cached file and its size, least recently used first (a Map keeps insertion order). */
  private readonly files = new Map<string, number>();
  private totalBytes = 0;

  /** dataDir ':memory:' (tests) caches in a fresh temporary folder. */
  constructor(dataDir: string, private readonly maxBytes: number) {
    this.dir = dataDir === ':memory:' ? mkdtempSync(path.join(tmpdir(), 'vitrin-images-')) : path.resolve(dataDir, 'cache', 'images');
    mkdirSync(this.dir, { recursive: true });
    this.index();
  }

  /** Bytes the cache holds now. */
  get size(): number {
    return this.totalBytes;
  }

  async read(key: string): Promise<Buffer | null> {
    if (!this.files.has(key)) return null;
    try {
      const bytes = await readFile(this.file(key));
      this.touch(key, bytes.length);
      return bytes;
    } catch {
      this.forget(key);
      return null;
    }
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const temporary = `${this.file(key)}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, this.file(key));
    this.touch(key, bytes.length);
    await this.evict();
  }

  /** Files left by an earlier run count too, oldest first, so the bound holds across restarts. */
  private index(): void {
    const found = readdirSync(this.dir)
      .filter((name) => !name.endsWith('.tmp'))
      .map((name) => ({ name, stat: statSync(this.file(name)) }))
      .filter(({ stat }) => stat.isFile())
      .sort((a, b) => a.stat.atimeMs - b.stat.atimeMs);
    for (const { name, stat } of found) this.touch(name, stat.size);
  }

  private touch(key: string, bytes: number): void {
    this.forget(key);
    this.files.set(key, bytes);
    this.totalBytes += bytes;
  }

  private forget(key: string): void {
    const bytes = this.files.get(key);
    if (bytes === undefined) return;
    this.files.delete(key);
    this.totalBytes -= bytes;
  }

  private async evict(): Promise<void> {
    for (const [key] of this.files) {
      if (this.totalBytes <= this.maxBytes) return;
      this.forget(key);
      // Already gone (another instance sharing the folder evicted it) is as good as removed.
      await unlink(this.file(key)).catch(() => undefined);
    }
  }

  private file(key: string): string {
    return path.join(this.dir, key);
  }
}
