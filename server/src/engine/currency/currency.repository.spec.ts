import type { Database, Queryable } from '../db/database.js';
import { CurrencyRepository } from './currency.repository.js';

const TRY = { id: 1, code: 'TRY', name_tr: 'Türk lirası', name_en: 'Turkish lira', symbol: '₺', symbol_on_right: true, decimals: 2 };

/** A connection that answers the currency table, counting its reads; `held` keeps its answer back until released. */
function connection({ held = false } = {}) {
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => { release = resolve; }) : Promise.resolve();
  const db = { reads: 0, query: async <T>() => { db.reads += 1; await gate; return [TRY] as T[]; }, exec: async () => {} };
  return { db: db as Queryable & { reads: number }, release: () => release() };
}

describe('CurrencyRepository.byId (issue 15: read once, kept)', () => {
  it('reads the table once and answers later calls from the copy', async () => {
    const { db } = connection();
    const currencies = new CurrencyRepository(db as unknown as Database);
    expect(await currencies.byId(db, 1)).toEqual({ code: 'TRY', symbol: '₺', symbolOnRight: true, decimals: 2 });
    expect(await currencies.byId(db, 2)).toBeUndefined();
    expect(db.reads).toBe(1);
  });

  it('codeOf answers the code, and refuses a currency the shop does not have with 400', async () => {
    const { db } = connection();
    const currencies = new CurrencyRepository(db as unknown as Database);
    expect(await currencies.codeOf(db, 1)).toBe('TRY');
    await expect(currencies.codeOf(db, 9)).rejects.toMatchObject({ message: 'Currency 9 is not available', status: 400 });
  });

  it('never makes a caller wait for another caller\'s read in flight (a transaction must not wait for a read that waits for it)', async () => {
    const outside = connection({ held: true });
    const transaction = connection();
    const currencies = new CurrencyRepository(outside.db as unknown as Database);
    const waiting = currencies.byId(outside.db, 1);
    // The transaction's own read answers while the first one is still held back.
    expect((await currencies.byId(transaction.db, 1))?.code).toBe('TRY');
    outside.release();
    expect((await waiting)?.code).toBe('TRY');
  });
});
