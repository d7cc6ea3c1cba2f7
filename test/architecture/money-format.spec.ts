import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One money format (S1.04, S9.13) and one phone format, everywhere (issue 32 item 4): amounts are
 * written only by contracts/currency/money-format.ts and phone numbers only by
 * contracts/member/phone-format.ts. This reads every source file of the client, the server and
 * contracts and fails on money or a phone number written any other way, so a page, mail or PDF that
 * starts formatting on its own is caught before a shopper sees "12661.9" or "05321234567".
 */
const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(relative);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Code lines of a file, comments left out (they may quote amounts as examples). */
const codeLines = (file: string) => readFileSync(path.join(root, file), 'utf8').split('\n')
  .map((text, index) => ({ line: index + 1, text: text.replace(/\/\/.*$/, '') }))
  .filter(({ text }) => !/^\s*(\*|\/\*)/.test(text));

const MONEY_HELPER = 'contracts/currency/money-format.ts';
const PHONE_HELPER = 'contracts/member/phone-format.ts';

/** What writes money or a phone number on its own, and the few files where the same words mean something else. */
const STRAY: { name: string; pattern: RegExp; allowed: readonly string[] }[] = [
  { name: 'a number formatted by the browser\'s or runtime\'s locale', pattern: /\.toLocaleString\(|Intl\.NumberFormat/, allowed: [] },
  // SVG coordinates of the generated art, and schema.org's machine-readable price (JSON-LD wants "1234.50").
  { name: 'decimals cut by toFixed', pattern: /\.toFixed\(/, allowed: ['server/src/engine/media/product-art.ts', 'server/src/engine/media/banner-art.ts', 'contracts/seo/structured-data.ts'] },
  { name: 'a currency table of its own', pattern: /symbolOnRight:\s*(true|false)/, allowed: [MONEY_HELPER] },
  { name: 'an amount written raw', pattern: /String\((amount|price|total|netTotal)\)|\$\{[^}]*(amount|price|total)[^}]*\} \$\{[^}]*currencyCode/i, allowed: [] },
  // The seed's row of the currency table is data: the sign the helper then reads.
  { name: 'a currency sign or code typed beside an amount', pattern: /\$\{[^}]+\}\s?(₺|TL\b)|(₺|\bTL)\s?\$\{|'\s?₺'|"\s?₺"|'TL'/, allowed: [MONEY_HELPER, 'server/src/engine/seed/catalogue-seed.ts'] },
  { name: 'a phone number shown as stored', pattern: /\{\s*(address|store|[a-z]+Address)\.(mobilePhone|phone)\s*\}|\$\{\s*(SELLER|address|store)\.(mobilePhone|phone)\s*\}|address\.mobilePhone\]/, allowed: [PHONE_HELPER] },
];

describe('issue 32 item 4 S1.04 S9.13: money and phone numbers are written by the one helper, nowhere on their own', () => {
  const files = ['client/src', 'server/src', 'contracts'].flatMap(sources);

  it('finds the sources it reads (the scan is not empty)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain(MONEY_HELPER);
    expect(files).toContain(PHONE_HELPER);
  });

  it.each(STRAY.map((rule) => [rule.name, rule] as const))('no %s', (_name, rule) => {
    const found = files.filter((file) => !rule.allowed.includes(file))
      .flatMap((file) => codeLines(file).filter(({ text }) => rule.pattern.test(text)).map(({ line, text }) => `${file}:${line}: ${text.trim()}`));
    expect(found).toEqual([]);
  });

  it('the scan would catch each kind of stray formatting (the patterns are not empty)', () => {
    const samples = [
      'const shown = amount.toLocaleString("tr-TR");', 'const shown = (total / 100).toFixed(2);', "const TRY = { symbol: '₺', symbolOnRight: true };",
      'return shown ? formatMoney(amount, shown) : String(amount);', 'const text = `${amount} ₺`;', '<p>{address.mobilePhone}</p>',
    ];
    for (const sample of samples) expect(STRAY.some((rule) => rule.pattern.test(sample))).toBe(true);
  });
});
