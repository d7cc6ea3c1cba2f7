import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = path.dirname(fileURLToPath(import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? cssFiles(full) : entry.name.endsWith('.css') ? [full] : [];
  });
}

/**
 * A grid track of bare `1fr` cannot be narrower than its widest content, so one strip that does
 * not wrap (the account menu, a long word) made every account page 1,870 px wide on a phone
 * (issue 32 item 9). Every flexible column is `minmax(0, …fr)`: the content wraps or scrolls
 * inside it. The route walk in test/e2e/layout-fit.e2e.ts proves the pages; this keeps the rule.
 */
describe('layout rules of the shop\'s styles', () => {
  it('every fr track of a grid may shrink below its content (minmax(0, Nfr)), so no strip widens a page', () => {
    const offending = cssFiles(SOURCE).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/grid-template-columns:([^;}]*)/g)]
      .filter((match) => /\d*\.?\d+fr/.test(match[1].replace(/minmax\([^)]*\)/g, '')))
      .map((match) => `${path.relative(SOURCE, file)}: grid-template-columns:${match[1]}`));
    expect(cssFiles(SOURCE).length).toBeGreaterThan(10);
    expect(offending).toEqual([]);
  });
});
