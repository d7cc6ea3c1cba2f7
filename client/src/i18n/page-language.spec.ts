import { jest } from '@jest/globals';

// The dictionary's chunk cannot be fetched (the network dropped, a new deploy removed it).
jest.unstable_mockModule('./server-messages-tr', () => { throw new Error('Failed to fetch dynamically imported module'); });
const { inPageLanguage, pageText } = await import('./page-language');

describe('a message in the page\'s language', () => {
  it('stays as it came when the Turkish dictionary cannot be fetched: the answer it came with stands', async () => {
    await expect(inPageLanguage('Coupon applied', 'tr')).resolves.toBe('Coupon applied');
    expect(pageText('Item quantity updated', 'tr')).toBe('Item quantity updated');
  });
});
