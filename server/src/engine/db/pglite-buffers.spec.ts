import { IN_MEMORY, PgliteDatabase, SHARED_BUFFERS, sharedBuffersMb } from './pglite-database.js';

describe('the embedded database\'s buffer cache follows its size (issue 29 item 6, issue 28 item 5)', () => {
  it('is a quarter of the database, never under 4 MB nor over 64 MB', () => {
    expect(sharedBuffersMb(0)).toBe(SHARED_BUFFERS.leastMb);
    expect(sharedBuffersMb(7 * 2 ** 20)).toBe(4);
    expect(sharedBuffersMb(100 * 2 ** 20)).toBe(25);
    expect(sharedBuffersMb(350 * 2 ** 20)).toBe(SHARED_BUFFERS.mostMb);
  });

  it.each([[2_000, '4MB'], [100_000, '64MB']])('a database seeded with %i products starts with %s of shared buffers', async (products, expected) => {
    const db = await PgliteDatabase.open(IN_MEMORY, undefined, products);
    try {
      expect((await db.query<{ shared_buffers: string }>('SHOW shared_buffers'))[0].shared_buffers).toBe(expected);
    } finally {
      await db.close();
    }
  });
});
