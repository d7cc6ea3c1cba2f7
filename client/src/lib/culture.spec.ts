import { CLIENT_COOKIE_MAX_AGE_SECONDS, cultureOfPath, rememberCulture } from './culture';

describe('culture (S1.04, S3.25, S9.07)', () => {
  it('S1.04 English lives under /en/, everything else is Turkish', () => {
    expect(cultureOfPath('/en/')).toBe('en');
    expect(cultureOfPath('/en')).toBe('en');
    expect(cultureOfPath('/en/u/orders/3')).toBe('en');
    expect(cultureOfPath('/')).toBe('tr');
    expect(cultureOfPath('/enstruman-c-4')).toBe('tr');
  });

  it('S9.07 keeps the language in the x-culture cookie for 15552000 seconds on path /', () => {
    const written: string[] = [];
    const doc = { set cookie(value: string) { written.push(value); } } as unknown as Document;
    rememberCulture('en', doc);
    expect(CLIENT_COOKIE_MAX_AGE_SECONDS).toBe(15_552_000);
    expect(written).toEqual(['x-culture=en; path=/; max-age=15552000; samesite=lax']);
  });
});
