import { jest } from '@jest/globals';
import { translate, applyMerchantTexts } from '../../i18n/translate';
import { ApiClient } from '../../lib/api-client';
import { TextsStore } from './texts-store';

const client = (fetcher: typeof fetch) => new ApiClient({ culture: () => 'tr', deviceType: () => 1, fetch: fetcher });

describe('TextsStore (S7.34 localized texts)', () => {
  afterEach(() => applyMerchantTexts('tr', {}));

  it('asks once per language and applies the merchant texts', async () => {
    // jsdom has no Response class: the part the api client reads.
    const fetcher = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ isSuccess: true, culture: 'tr', texts: { 'blog.intro': 'Bizim blog' } }) })) as unknown as typeof fetch;
    const store = new TextsStore(client(fetcher));
    await store.load('tr');
    await store.load('tr');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect((fetcher as jest.Mock).mock.calls[0][0]).toBe('/api/localized-texts?culture=tr');
    expect(translate('tr', 'blog.intro')).toBe('Bizim blog');
  });

  it('keeps the built-in texts when the call fails, and tries again later', async () => {
    const fetcher = jest.fn(async () => { throw new Error('offline'); }) as unknown as typeof fetch;
    const store = new TextsStore(client(fetcher));
    const before = translate('tr', 'blog.intro');
    await store.load('tr');
    await store.load('tr');
    expect(translate('tr', 'blog.intro')).toBe(before);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
