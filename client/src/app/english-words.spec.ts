import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_NAMES_EN } from '../../../contracts/site/page-names-en';
import { en } from '../i18n/en';

const SOURCE = path.dirname(fileURLToPath(import.meta.url));

/** Every English text of the shop's pages: the dictionary, the page names and each feature's texts (features/<domain>/*-texts.ts). */
async function englishTexts(): Promise<[string, string][]> {
  const texts: [string, string][] = [...Object.entries(en), ...Object.entries(PAGE_NAMES_EN)];
  const features = path.join(SOURCE, '..', 'features');
  for (const domain of fs.readdirSync(features)) {
    for (const file of fs.readdirSync(path.join(features, domain)).filter((name) => name.endsWith('-texts.ts'))) {
      const module = await import(path.join(features, domain, file)) as Record<string, unknown>;
      for (const exported of Object.values(module)) {
        const english = (exported as { en?: unknown } | null)?.en;
        if (english && typeof english === 'object') texts.push(...Object.entries(english as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      }
    }
  }
  return texts;
}

describe('issue 32 item 14: English pages speak one English', () => {
  it('say "cart" as the spec\'s English texts do (S2.20 Cart is empty, S2.22 Go to Cart, S2.24 Remove from cart), never "basket"', async () => {
    expect((await englishTexts()).filter(([, text]) => /basket/i.test(text))).toEqual([]);
  });

  it('ask the cart-line removal as a question (S2.24 dialog)', () => {
    expect(en['cart.removeText']).toMatch(/\?$/);
  });
});
