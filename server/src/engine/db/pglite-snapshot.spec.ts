import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DumpBytes, IN_MEMORY, PgliteDatabase } from './pglite-database.js';

describe('an in-memory database opened from a dumped one (the API suites\' seeded snapshot)', () => {
  it('hands PGlite the bytes read, not a copy', async () => {
    const read = Buffer.from('a tar file, as fs reads it');
    const whole = Buffer.from(new ArrayBuffer(read.byteLength));
    read.copy(whole);
    expect(await new DumpBytes(whole).arrayBuffer()).toBe(whole.buffer);
    // A view into a larger buffer (a pooled read) is copied down to its own bytes.
    const larger = Buffer.from(new ArrayBuffer(read.byteLength + 2));
    read.copy(larger, 2);
    const view = larger.subarray(2);
    expect(Buffer.from(await new DumpBytes(view).arrayBuffer()).equals(read)).toBe(true);
  });

  it('holds what the dumped database held', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitrin-snapshot-'));
    try {
      const first = await PgliteDatabase.open(IN_MEMORY);
      await first.query('CREATE TABLE kept (word text)');
      await first.query("INSERT INTO kept VALUES ('saat')");
      const file = path.join(dir, 'dump.tar');
      writeFileSync(file, Buffer.from(await (await first.dump()).arrayBuffer()));
      await first.close();
      expect((await readFile(file)).byteLength).toBeGreaterThan(0);

      const opened = await PgliteDatabase.open(IN_MEMORY, file);
      try {
        expect(await opened.query('SELECT word FROM kept')).toEqual([{ word: 'saat' }]);
      } finally {
        await opened.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
