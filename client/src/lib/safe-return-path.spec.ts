import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath: the one check of return addresses (issue 27)', () => {
  it('keeps the shop\'s own absolute paths, with their query and fragment', () => {
    for (const path of ['/', '/saat-c-1', '/saat-c-1?sort=price&page=2', '/en/u/favorites?sort=new#top', '/karsilastir?products=1,2&returnurl=%2F', '/arama?q=%C3%A7anta', '/arama?q=kol%20saati'])
      expect(safeReturnPath(path)).toBe(path);
  });

  it('refuses anything that could leave the shop or that a browser would read as another host', () => {
    const hostile = [
      null, undefined, '', 'saat-c-1', 'https://evil.example/', 'http:/evil.example', 'javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x',
      '//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example', '/\\/evil.example', '\\/evil.example',
      // Browsers drop tab, CR and LF inside a URL: these become //evil.example.
      '/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '\t//evil.example', '/ /evil.example', ' /saat', '/saat\u0000', '/saat\u2028',
      // The same behind %-escapes, once or twice, and escapes that do not decode.
      '/%2F/evil.example', '/%2f%2fevil.example', '%2F%2Fevil.example', '/%5Cevil.example', '/%09/evil.example', '/%252F%252Fevil.example', '/%25%32%46/evil.example',
      '/%E0%A4%A', '/saat%', `/${'a'.repeat(2001)}`,
    ];
    for (const value of hostile) expect({ value, safe: safeReturnPath(value) }).toEqual({ value, safe: null });
  });
});
