import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';

// The first screen of a phone (the Lighthouse mobile viewport): nothing may move while the page
// loads, and its largest picture must not wait behind lazy loading.
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

const cards = (page: Page) => page.locator('.product-card:not(.product-card--skeleton)');

/** Sums every layout shift not caused by input since the page started loading. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as Window & { layoutShifts?: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => ((window as Window & { layoutShifts?: number[] }).layoutShifts ?? []).reduce((sum, value) => sum + value, 0));
}

/** The page has drawn its first screen and, after it, the footer (which waits for the first screen). */
async function settled(page: Page) {
  // A grid's first card, or the product page's product.
  await expect(page.locator('.product-card:not(.product-card--skeleton), [data-testid="product-detail"]').first()).toBeVisible();
  await expect(page.locator('footer.site-footer:not(.site-footer--loading)')).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function firstProductPath(page: Page): Promise<string> {
  await page.goto('/saat-c-1');
  const href = await cards(page).first().locator('.product-card__link').getAttribute('href');
  expect(href).toMatch(/-p-\d+$/);
  return href!;
}

/** Where a loaded picture sits and which file it shows. */
async function pictureBox(page: Page, selector: string) {
  const picture = page.locator(selector);
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  return { box: await picture.boundingBox(), src: await picture.evaluate((image: HTMLImageElement) => image.currentSrc) };
}

/**
 * The page's largest picture is in the server's HTML (seen with scripts off), and the app's page,
 * once drawn (`drawn` visible), shows the same file in the same box: nothing jumps when it takes over.
 */
async function expectPaintedWithTheHtml(page: Page, browser: Browser, path: string, selector: string, drawn: Locator) {
  const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, baseURL: test.info().project.use.baseURL });
  const painted = await (async () => {
    const htmlOnly = await withoutScript.newPage();
    await htmlOnly.goto(path);
    return pictureBox(htmlOnly, selector);
  })().finally(() => withoutScript.close());
  await page.goto(path);
  await expect(drawn).toBeVisible();
  expect(await page.locator('[data-first-screen]').count()).toBe(0); // the app's page replaced the frame
  const shown = await pictureBox(page, selector);
  expect(shown.src).toBe(painted.src);
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(shown.box![side] - painted.box![side]), side).toBeLessThan(1);
}

test.describe('first screen on a phone', () => {
  test('home, a product list and a product page do not shift while they load', async ({ page }) => {
    const productPath = await firstProductPath(page);
    const layoutShift = await watchLayoutShifts(page);
    for (const path of ['/', '/saat-c-1', productPath]) {
      await page.goto(path);
      await settled(page);
      expect(await layoutShift(), `layout shift on ${path}`).toBeLessThan(0.01);
    }
  });

  test('S4.18 the product page\'s main picture is not lazy: the page head preloads it and it is fetched at high priority', async ({ page }) => {
    const productPath = await firstProductPath(page);
    await page.goto(productPath);
    const picture = page.locator('.gallery__stage img');
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(picture).not.toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('width', /^\d+$/);
    await expect(picture).toHaveAttribute('height', /^\d+$/);
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('href', (await picture.getAttribute('src'))!);
    await expect(preload).toHaveAttribute('imagesrcset', (await picture.getAttribute('srcset'))!);
    await expect(preload).toHaveAttribute('imagesizes', (await picture.getAttribute('sizes'))!);
  });

  test('S9.13 a phone gets the product picture at the width it shows, not a plain 2x of the desktop box', async ({ page }) => {
    const productPath = await firstProductPath(page);
    const asked: string[] = [];
    page.on('request', (request) => { if (request.resourceType() === 'image') asked.push(new URL(request.url()).search); });
    await page.goto(productPath);
    const picture = page.locator('[data-testid="product-detail"] .gallery__stage img');
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // 380 px shown at 1.75x needs 665 px: the 720 px picture, fetched once for the HTML's picture and the app's.
    const shown = new URL(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).search;
    expect(shown).toBe('?w=720&h=720');
    expect(asked.filter((query) => query === shown)).toHaveLength(1);
    expect(asked).not.toContain('?w=1200&h=1200');
  });

  test('S9.13 a phone gets a list\'s card pictures at the width the cards are shown, not a plain 2x', async ({ page }) => {
    await page.goto('/saat-c-1');
    const picture = cards(page).first().locator('img');
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // Two columns of 184 px at 1.75x need 322 px: the 330 px picture, not 660 px.
    expect(new URL(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).search).toBe('?w=330&h=330');
  });

  test('S4.18 the product page\'s main picture is painted with the HTML, in the box where the app then draws it', async ({ page, browser }) => {
    const productPath = await firstProductPath(page);
    await expectPaintedWithTheHtml(page, browser, productPath, '.gallery__stage img', page.getByTestId('product-detail'));
  });

  test('S3.20 the home hero\'s first slide is painted with the HTML, in the box where the app then draws it', async ({ page, browser }) => {
    await expectPaintedWithTheHtml(page, browser, '/', '.hero__slide:not([hidden]) img', page.getByTestId('hero'));
  });

  test('the home hero\'s shown slide is fetched at once at high priority; hidden slides are not laid out', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByTestId('hero'); // the app's slider, not the HTML's first-screen picture of it
    const shown = hero.locator('.hero__slide:not([hidden]) img');
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute('loading', 'eager');
    await expect(shown).toHaveAttribute('fetchpriority', 'high');
    const hidden = hero.locator('.hero__slide[hidden]');
    expect(await hidden.count()).toBeGreaterThan(0);
    for (const slide of await hidden.all()) await expect(slide).toBeHidden();
  });

  test('S9.03 a list page opened from its URL asks for its products while its code downloads, and draws its cards without a skeleton pass', async ({ page }) => {
    await page.addInitScript(() => {
      const seen = window as Window & { skeletonShown?: boolean };
      seen.skeletonShown = false;
      new MutationObserver(() => { if (document.querySelector('.product-card--skeleton')) seen.skeletonShown = true; })
        .observe(document, { subtree: true, childList: true });
    });
    let searchAsked: () => void = () => undefined;
    const searchSent = new Promise<void>((resolve) => { searchAsked = resolve; });
    page.on('request', (request) => { if (request.url().endsWith('/api/search-products')) searchAsked(); });
    // The page's code is held back until the products are asked for: without the early request it never would be.
    await page.route(/\/assets\/catalogue-route-page-[^/]*\.js$/, async (route) => { await searchSent; await route.continue(); });
    await page.goto('/saat-c-1?price=0-100000&sort=price_desc');
    await settled(page);
    expect(await page.evaluate(() => (window as Window & { skeletonShown?: boolean }).skeletonShown)).toBe(false);
    await expect(page.locator('.listing__sort select')).toHaveValue('price-desc'); // the URL's criteria were the ones asked for
  });

  test('S7.25 a product page opened from its URL is drawn from the answers in its HTML: route, product, stock, currencies, banners and texts are not asked for', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(`${pathname} ${request.postData() ?? ''}`.trim());
    });
    await page.goto('/saat-c-1');
    const productPath = await cards(page).first().locator('a').first().getAttribute('href');
    asked.length = 0;
    await page.goto(productPath!);
    await settled(page);
    await expect(page.getByTestId('pdp-price')).toHaveText(/₺/);
    await expect(page.getByTestId('pdp-stock')).not.toBeEmpty();
    expect(asked.filter((call) => /^\/api\/(route-info|get-product|stock-availabilities|currencies|localized-texts)\b/.test(call))).toEqual([]);
    // The shell's banners were answered too: only the footer's own containers may be asked for.
    expect(asked.filter((call) => call.startsWith('/api/get-banner-list') && call !== '/api/get-banner-list {"bannerContainerIds":[15]}')).toEqual([]);
  });

  test('S4.18 product pictures keep their size before they load: cards carry width and height', async ({ page }) => {
    await page.goto('/saat-c-1');
    const picture = cards(page).first().locator('img');
    await expect(picture).toHaveAttribute('width', /^\d+$/);
    await expect(picture).toHaveAttribute('height', /^\d+$/);
    const box = await cards(page).first().locator('.product-card__media').boundingBox();
    expect(box).not.toBeNull();
    expect(Math.abs(box!.width - box!.height)).toBeLessThan(1);
  });
});

test('the code every page runs at load asks V8 to compile it with the download (explicit compile hints); page chunks do not', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The entry script and the chunks it imports, which index.html preloads.
  const atLoad = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(atLoad.some((file) => /\/framework-[^/]+\.js$/.test(file)), atLoad.join(' ')).toBe(true);
  const text = async (file: string) => (await request.get(file)).text();
  for (const file of atLoad) expect((await text(file)).split('\n', 1)[0], file).toBe('//# allFunctionsCalledOnLoad');
  const entry = atLoad.find((file) => /\/index-[^/]+\.js$/.test(file))!;
  const pageChunk = (await text(entry)).match(/assets\/(catalogue-route-page-[^"]+\.js)/)?.[1];
  expect(pageChunk).toBeTruthy();
  expect(await text(`/assets/${pageChunk}`)).not.toContain('allFunctionsCalledOnLoad');
});

test('scripts reach the browser as the build compressed them: brotli at its best, not compressed again per request', async ({ page }) => {
  const scripts: { url: string; encoding?: string; length?: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'], length: response.headers()['content-length'] });
  });
  await page.goto('/');
  await expect(page.getByTestId('hero')).toBeVisible();
  const framework = scripts.find((script) => /\/framework-[^/]+\.js$/.test(script.url));
  expect(framework, scripts.map((script) => script.url).join(' ')).toBeTruthy();
  for (const script of scripts) {
    // A file sent as it is on disk has its length known up front; a stream compressed on the fly does not.
    expect(script.length, script.url).toMatch(/^\d+$/);
    if (Number(script.length) >= 1024) expect(script.encoding, script.url).toBe('br');
  }
});

test.describe('work left for later on a phone', () => {
  /** Whether the browser skips drawing what is inside the element (content-visibility: auto, far from the screen). */
  const skipped = (page: Page, selector: string) => page.locator(selector).evaluate((element) => !element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));

  test('cards far below the first screen and the footer are laid out only when they come near', async ({ page }) => {
    await page.goto('/saat-c-1');
    await settled(page);
    const farCard = '.product-grid > .product-card:nth-child(20)';
    expect(await skipped(page, farCard)).toBe(true);
    expect(await skipped(page, 'footer.site-footer')).toBe(true);
    expect(await skipped(page, '.product-grid > .product-card:nth-child(1)')).toBe(false);
    await page.locator(farCard).scrollIntoViewIfNeeded();
    await expect.poll(() => skipped(page, farCard)).toBe(false);
    await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
    await expect.poll(() => skipped(page, 'footer.site-footer')).toBe(false);
  });
});

test('home rows and a product\'s related products, far below a phone\'s first screen, are built only when the shopper scrolls near them', async ({ page }) => {
  const rowsCode: string[] = [];
  page.on('request', (request) => { if (/home-widgets-[^/]*\.js$/.test(request.url())) rowsCode.push(request.url()); });
  await page.goto('/');
  await settled(page); // the footer, fetched in the same step the rows were before, is drawn
  await expect(page.locator('[data-when-near="home-rows"]')).toBeAttached();
  expect(rowsCode).toEqual([]);
  await expect(page.getByTestId('row-on_sale')).toHaveCount(0);
  await page.locator('[data-when-near="home-rows"]').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('row-on_sale').locator('.product-card:not(.product-card--skeleton)').first()).toBeAttached();

  const productPath = await firstProductPath(page);
  const relationsAsked: string[] = [];
  page.on('request', (request) => { if (request.url().includes('/api/product-relations')) relationsAsked.push(request.url()); });
  await page.goto(productPath);
  await settled(page);
  await expect(page.locator('.pdp__related')).toHaveCount(0);
  expect(relationsAsked).toEqual([]); // not even asked for
  await page.locator('[data-when-near="product-rows"]').scrollIntoViewIfNeeded();
  await expect(page.locator('.pdp__related .product-card').first()).toBeVisible();
  expect(relationsAsked).toHaveLength(1);
});

test('a returning shopper\'s home: the recently viewed row comes into room held for it, and what is below it stays put', async ({ page }) => {
  await page.goto(await firstProductPath(page));
  await expect(page.getByTestId('product-detail')).toBeVisible();
  await page.goto('/');
  await settled(page);
  const footerTop = () => page.evaluate(() => document.querySelector('footer.site-footer')!.getBoundingClientRect().top + window.scrollY);
  const held = await footerTop();
  await page.locator('[data-when-near="home-rows"]').scrollIntoViewIfNeeded();
  for (const row of ['row-recently_viewed', 'row-on_sale', 'row-watches']) {
    await expect(page.getByTestId(row).locator('.product-card:not(.product-card--skeleton)').first()).toBeAttached();
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Before, the row was left out until its products came and pushed the two rows below it down by its height.
  expect(Math.abs(await footerTop() - held)).toBeLessThanOrEqual(2);
});

test('S1.05 the footer\'s newsletter form (formik and yup) is fetched only when the shopper scrolls near it', async ({ page }) => {
  const formCode: string[] = [];
  page.on('request', (request) => { if (/newsletter-form-[^/]*\.js$/.test(request.url())) formCode.push(request.url()); });
  await page.goto('/saat-c-1');
  await settled(page);
  await expect(page.locator('footer .newsletter--loading')).toBeAttached();
  expect(formCode).toEqual([]);
  await page.locator('footer .newsletter').scrollIntoViewIfNeeded();
  await expect(page.locator('footer .newsletter input[type="email"]')).toBeVisible();
  expect(formCode).toHaveLength(1);
});
