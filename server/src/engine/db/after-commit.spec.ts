import { afterCommit, type Database } from './database.js';
import { IN_MEMORY, PgliteDatabase } from './pglite-database.js';

describe('afterCommit (work outside the database follows only committed data)', () => {
  let db: Database;
  beforeAll(async () => { db = await PgliteDatabase.open(IN_MEMORY); });
  afterAll(async () => { await db.close(); });

  it('waits for the commit of the transaction it is given', async () => {
    const ran: string[] = [];
    await db.transaction(async (tx) => {
      afterCommit(tx, () => ran.push('after'));
      await tx.query('SELECT 1');
      ran.push('inside');
    });
    expect(ran).toEqual(['inside', 'after']);
  });

  it('never runs when the transaction rolls back', async () => {
    const ran: string[] = [];
    await expect(db.transaction(async (tx) => {
      afterCommit(tx, () => ran.push('after'));
      throw new Error('refused');
    })).rejects.toThrow('refused');
    expect(ran).toEqual([]);
  });

  it('runs at once outside a transaction: what was written is already committed', () => {
    const ran: string[] = [];
    afterCommit(db, () => ran.push('now'));
    expect(ran).toEqual(['now']);
  });
});
