import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ImageDiskCache } from './image-cache.js';

describe('ImageDiskCache (issue 17: a bounded cache of rendered images)', () => {
  let dataDir: string;
  beforeEach(() => { dataDir = mkdtempSync(path.join(tmpdir(), 'vitrin-image-cache-')); });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  const bytes = (size: number, fill = 1) => Buffer.alloc(size, fill);
  const onDisk = (cache: ImageDiskCache) => readdirSync(cache.dir).sort();

  it('keeps at most its bound on disk, letting the least recently used files go first', async () => {
    const cache = new ImageDiskCache(dataDir, 250);
    await cache.write('a.webp', bytes(100));
    await cache.write('b.webp', bytes(100));
    // Reading a makes b the least recently used.
    expect(await cache.read('a.webp')).toEqual(bytes(100));
    await cache.write('c.webp', bytes(100));
    expect(onDisk(cache)).toEqual(['a.webp', 'c.webp']);
    expect(cache.size).toBe(200);
    expect(await cache.read('b.webp')).toBeNull();
  });

  it('counts the files an earlier run left, oldest first, so the bound holds across restarts', async () => {
    const folder = path.join(dataDir, 'cache', 'images');
    new ImageDiskCache(dataDir, 1000);
    writeFileSync(path.join(folder, 'old.png'), bytes(100));
    writeFileSync(path.join(folder, 'new.png'), bytes(100));
    utimesSync(path.join(folder, 'old.png'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    const cache = new ImageDiskCache(dataDir, 250);
    expect(cache.size).toBe(200);
    await cache.write('next.png', bytes(100));
    expect(onDisk(cache)).toEqual(['new.png', 'next.png']);
  });

  it('rewriting a key replaces its size instead of adding to it', async () => {
    const cache = new ImageDiskCache(dataDir, 1000);
    await cache.write('a.webp', bytes(300));
    await cache.write('a.webp', bytes(200, 2));
    expect(cache.size).toBe(200);
    expect(await cache.read('a.webp')).toEqual(bytes(200, 2));
  });
});
