import { expect, test, type Page } from '@playwright/test';

/** What a document's head says to crawlers and link previews (the tags contracts/seo/page-head.ts writes). */
interface HeadSnapshot {
  title: string;
  description: string | null;
  robots: string | null;
  canonical: string | null;
  hreflang: string[];
  og: Record<string, string | null>;
  jsonLd: unknown[];
}

/**
 * The head of the page in the browser now, and the head the server writes into the same address's
 * first HTML: after a client-side navigation the two must agree (issue 16 item 8).
 */
async function heads(page: Page): Promise<{ spa: HeadSnapshot; server: HeadSnapshot }> {
  const html = await (await page.request.get(page.url(), { headers: { accept: 'text/html' } })).text();
  return page.evaluate((serverHtml) => {
    const snapshot = (doc: Document): HeadSnapshot => {
      const attribute = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? null;
      return {
        title: doc.title,
        description: attribute('meta[name="description"]', 'content'),
        robots: attribute('meta[name="robots"]', 'content'),
        canonical: attribute('link[rel="canonical"]', 'href'),
        hreflang: [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
        og: Object.fromEntries([...doc.querySelectorAll('meta[property^="og:"]')].map((meta) => [meta.getAttribute('property'), meta.getAttribute('content')])),
        jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? 'null') as unknown),
      };
    };
    return { spa: snapshot(document), server: snapshot(new DOMParser().parseFromString(serverHtml, 'text/html')) };
  }, html);
}

/** The head in the browser, once `ready` holds for it (the page's data arrives after the address changes). */
async function settledHead(page: Page, ready: (head: HeadSnapshot) => boolean): Promise<{ spa: HeadSnapshot; server: HeadSnapshot }> {
  let result: { spa: HeadSnapshot; server: HeadSnapshot } | undefined;
  await expect.poll(async () => ready((result = await heads(page)).spa), { message: `head of ${page.url()}` }).toBe(true);
  return result!;
}

const pathOf = (url: string | null) => (url ? new URL(url).pathname : null);
const types = (head: HeadSnapshot) => head.jsonLd.map((item) => (item as { '@type': string })['@type']);

/** The page was reached without a reload: the marker set on the first page is still there. */
const stillSamePage = async (page: Page) => expect(await page.evaluate(() => (window as { headMarker?: string }).headMarker)).toBe('first page');

test.describe('issue 16 item 8: the head follows every client-side navigation (S2.05)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('S2.05 home → category → product → search → filtered list: title, description, canonical, hreflang, robots, Open Graph and JSON-LD as the server writes them', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => { (window as { headMarker?: string }).headMarker = 'first page'; });
    const home = (await heads(page)).spa;
    expect(pathOf(home.canonical)).toBe('/');
    expect(home.robots).toBeNull();

    // A category list, from the menu.
    await page.getByTestId('mega-menu').getByRole('link', { name: 'Ayakkabı', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ayakkabı' })).toBeVisible();
    const list = await settledHead(page, (head) => head.title === 'Ayakkabı | Vitrin' && types(head).includes('BreadcrumbList'));
    await stillSamePage(page);
    const listPath = new URL(page.url()).pathname;
    expect(pathOf(list.spa.canonical)).toBe(listPath);
    expect(list.spa.hreflang.map((link) => link.split(' ')[0])).toEqual(['tr', 'en', 'x-default']);
    expect(list.spa.robots).toBeNull();
    expect(list.spa.description).not.toBe(home.description);
    expect(list.spa.og['og:url']).toBe(list.spa.canonical);
    expect(list.spa).toEqual(list.server);

    // A product of the list.
    await page.locator('.product-card__link').first().click();
    await expect(page.locator('[data-page-key="ProductDetail"] h1')).toBeVisible();
    const name = (await page.locator('[data-page-key="ProductDetail"] h1').innerText()).trim();
    const product = await settledHead(page, (head) => head.title === `${name} | Vitrin` && types(head).includes('Product'));
    await stillSamePage(page);
    expect(product.spa.og['og:type']).toBe('product');
    expect(pathOf(product.spa.canonical)).toBe(new URL(page.url()).pathname);
    expect(product.spa.og['og:image']).toMatch(/\/image\/media\/.+\?w=1200&h=630&bg=ffffff$/);
    expect(product.spa.jsonLd[0]).toMatchObject({ '@type': 'Product', name });
    expect(product.spa).toEqual(product.server);

    // Search results: followed, not indexed; the server has no name for a fixed page, so its title is the shop's.
    const box = page.getByRole('combobox', { name: 'Ürün, marka veya kategori ara' });
    await box.fill('saat');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=saat$/);
    const search = await settledHead(page, (head) => head.robots === 'noindex,follow');
    await stillSamePage(page);
    expect(search.spa.title).toBe('Arama Sonuçları: “saat” | Vitrin');
    expect(pathOf(search.spa.canonical)).toBe('/search');
    expect(search.spa.jsonLd).toEqual([]);
    const withoutTitles = ({ title: _title, og: { 'og:title': _ogTitle, ...og }, ...rest }: HeadSnapshot) => ({ ...rest, og });
    expect(withoutTitles(search.spa)).toEqual(withoutTitles(search.server));

    // The list again, narrowed by a brand: followed, not indexed, canonical is the bare list.
    await page.getByTestId('mega-menu').getByRole('link', { name: 'Ayakkabı', exact: true }).click();
    await page.getByTestId('facet-Brand').locator('a').first().click();
    await expect(page).toHaveURL(/[?&]brand=\d+/);
    // The title is written at once, the rest of the head when its rules are in: the list's title
    // beside the search page's robots is a head in between, not the filtered list's.
    const filtered = await settledHead(page, (head) => head.robots === 'noindex,follow' && head.title === 'Ayakkabı | Vitrin' && pathOf(head.canonical) !== '/search');
    await stillSamePage(page);
    expect(pathOf(filtered.spa.canonical)).toBe(listPath);
    expect(filtered.spa).toEqual(filtered.server);

    // Back to an indexable page: the robots tag goes again.
    await page.goBack();
    await expect(page).not.toHaveURL(/brand=/);
    await expect.poll(async () => (await heads(page)).spa.robots).toBeNull();
    await stillSamePage(page);
  });

  test('S2.05 og:image of a page is a raster picture a crawler can show (PNG, 1200×630), not SVG', async ({ page }) => {
    await page.goto('/');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    // A link-preview crawler asks for anything (*/*), as Facebook's and Slack's do.
    const response = await page.request.get(image!, { headers: { accept: '*/*' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const bytes = await response.body();
    // PNG header: the size is in the IHDR chunk, bytes 16-23.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

test.describe('issue 16 item 10: capitals follow the language of the text (S1.04)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** One language's page, reached by the header's language switch (no reload), and its search overlay's upper-case group title. */
  const LANGUAGES = [
    { lang: 'tr', url: /\/$/, searchLabel: 'Ürün, marka veya kategori ara', query: 'saat', label: 'Kategoriler', capitals: 'KATEGORİLER' },
    { lang: 'en', url: /\/en\/$/, searchLabel: 'Search products, brands or categories', query: 'watch', label: 'Categories', capitals: 'CATEGORIES' },
  ] as const;

  test('S1.04 upper-case labels take Turkish capitals on Turkish pages and English ones on English pages, also after switching language in the app', async ({ page }) => {
    await page.goto('/en/');
    await page.evaluate(() => { (window as { headMarker?: string }).headMarker = 'first page'; });
    for (const language of LANGUAGES) {
      await page.locator('.language-switch').click();
      await expect(page).toHaveURL(language.url);
      await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
      await stillSamePage(page);
      const box = page.getByRole('combobox', { name: language.searchLabel });
      await box.fill(language.query);
      const title = page.locator('.search-group__title').filter({ hasText: new RegExp(`^${language.label}$`, 'i') });
      await expect(title).toHaveCount(1);
      // The language the browser capitalises it in is the nearest lang; Turkish capitals have a dotted İ.
      expect(await title.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe(language.lang);
      expect(await title.innerText()).toBe(language.capitals);
      await box.press('Escape');
    }
  });
});

test.describe('issue 16 item 11: the home hero turns by itself (S3.20)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const INTERVAL = 6000;
  const hero = (page: Page) => page.getByTestId('hero');
  const shownSlide = (page: Page) => hero(page).locator('.hero__slide:not([hidden])').getAttribute('aria-label');
  /** The home page with the browser's clock in the test's hands, its four slides drawn. */
  const openHome = async (page: Page) => {
    await page.clock.install();
    await page.goto('/');
    await expect(hero(page).locator('.hero__dot')).toHaveCount(4);
  };

  test('S3.20 the next slide comes after the interval; the pointer or the focus on the slider holds it', async ({ page }) => {
    await openHome(page);
    await expect(hero(page)).toHaveAttribute('data-playing', 'true');
    const first = await shownSlide(page);
    await page.clock.runFor(INTERVAL);
    await expect.poll(() => shownSlide(page)).not.toBe(first);

    // Pointer on the slider: it holds, however long.
    await hero(page).hover();
    await expect(hero(page)).toHaveAttribute('data-playing', 'false');
    const held = await shownSlide(page);
    await page.clock.runFor(INTERVAL * 3);
    expect(await shownSlide(page)).toBe(held);
    // Pointer away: it turns again.
    await page.mouse.move(0, 0);
    await expect(hero(page)).toHaveAttribute('data-playing', 'true');
    await page.clock.runFor(INTERVAL);
    await expect.poll(() => shownSlide(page)).not.toBe(held);

    // Focus inside the slider (a keyboard user on its dots): it holds.
    await hero(page).locator('.hero__dot').first().focus();
    await expect(hero(page)).toHaveAttribute('data-playing', 'false');
    const focused = await shownSlide(page);
    await page.clock.runFor(INTERVAL * 3);
    expect(await shownSlide(page)).toBe(focused);
  });

  test('S3.20 the pause button stops it (WCAG 2.2.2) and play starts it again', async ({ page }) => {
    await openHome(page);
    await hero(page).getByRole('button', { name: 'Slaytları durdur' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(hero(page)).toHaveAttribute('data-playing', 'false');
    const paused = await shownSlide(page);
    await page.clock.runFor(INTERVAL * 3);
    expect(await shownSlide(page)).toBe(paused);
    await expect(hero(page).getByRole('button', { name: 'Slaytları oynat' })).toBeVisible();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('S3.20 a shopper who asked for reduced motion sees no slide change; the play button is offered', async ({ page }) => {
      await openHome(page);
      await expect(hero(page)).toHaveAttribute('data-playing', 'false');
      const first = await shownSlide(page);
      await page.clock.runFor(INTERVAL * 3);
      expect(await shownSlide(page)).toBe(first);
      await expect(hero(page).getByRole('button', { name: 'Slaytları oynat' })).toBeVisible();
    });
  });
});
