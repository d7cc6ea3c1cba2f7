import { consoleBaseOf, consoleCultureOf, otherLanguageAddress } from './console-address';

describe('issue 29 item 4: the console\'s language is its address', () => {
  it('reads Turkish at /admin and English at /en/admin', () => {
    expect(consoleCultureOf('/admin')).toBe('tr');
    expect(consoleCultureOf('/admin/products/3')).toBe('tr');
    expect(consoleCultureOf('/en/admin')).toBe('en');
    expect(consoleCultureOf('/en/admin/staff')).toBe('en');
    expect(consoleCultureOf('/en/administration')).toBe('tr');
    expect(consoleBaseOf('en')).toBe('/en/admin');
  });

  it('switches to the same page in the other language', () => {
    expect(otherLanguageAddress('/admin/products/3', '?tab=1')).toBe('/en/admin/products/3?tab=1');
    expect(otherLanguageAddress('/en/admin/audit-log')).toBe('/admin/audit-log');
    expect(otherLanguageAddress('/en/admin')).toBe('/admin');
  });
});
