import { ApiError } from '../../lib/api-client';
import type { CurrencyApi } from './api';
import { CURRENCY_FAILURE, CurrencyStore } from './currency-store';

const currency = (id: number, code: string) => ({ id, code, name: code, symbol: code, symbolOnRight: false, decimals: 2 });

function fakeApi(overrides: Partial<CurrencyApi> = {}) {
  const calls = { list: 0, select: [] as number[] };
  const api: CurrencyApi = {
    list: async () => { calls.list++; return { isSuccess: true, currencyLists: [currency(1, 'TRY'), currency(2, 'USD'), currency(3, 'EUR')], activeCurrencyId: 1 }; },
    select: async (id) => { calls.select.push(id); return { isSuccess: true, activeCurrencyId: id }; },
    ...overrides,
  };
  return { api, calls };
}

describe('CurrencyStore (S4.13, S3.17, S8.10)', () => {
  it('S4.13 loads once at start and selects the active currency', async () => {
    const { api, calls } = fakeApi();
    const store = new CurrencyStore(api);
    await store.load();
    await store.load();
    expect(calls.list).toBe(1);
    expect(store.currencies).toHaveLength(3);
    expect(store.selectedCurrency?.code).toBe('TRY');
    expect(store.loading).toBe(false);
  });

  it('S4.13 changes to another known id and ignores unknown ones', async () => {
    const { api, calls } = fakeApi();
    const store = new CurrencyStore(api);
    await store.load();
    expect(await store.select(3)).toBe(true);
    expect(store.selectedCurrency?.code).toBe('EUR');
    expect(await store.select(99)).toBe(false);
    expect(calls.select).toEqual([3]);
  });

  it('S3.17 falls back to the first currency when the active id is unknown', async () => {
    const { api } = fakeApi({ list: async () => ({ isSuccess: true, currencyLists: [currency(7, 'GBP')], activeCurrencyId: 1 }) });
    const store = new CurrencyStore(api);
    await store.load();
    expect(store.selectedCurrency?.code).toBe('GBP');
  });

  it('S8.10 reports "Failed to fetch currencies", or the server message when there is one', async () => {
    const failing = new CurrencyStore(fakeApi({ list: async () => { throw new ApiError(500, 'Network error occurred'); } }).api);
    await failing.load();
    expect(failing.error).toBe(CURRENCY_FAILURE);
    const refused = new CurrencyStore(fakeApi({ list: async () => { throw new ApiError(503, 'Bakım çalışması'); } }).api);
    await refused.load();
    expect(refused.error).toBe('Bakım çalışması');
  });
});
