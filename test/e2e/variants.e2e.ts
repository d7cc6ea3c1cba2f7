import { expect, test, type Page } from '@playwright/test';
import type { Product, ProductListItem } from '../../contracts/product/entities';
import type { GetProductResponse, SearchProductsResponse } from '../../contracts/product/responses';
import { ProductRequestFlags as F } from '../../contracts/enums';
import { checkA11y } from './support/shopper';

/** Issue 16 item 5 (one tile per model, a colour picker) and item 6 (a phone's first screen of a product page). */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const WATCHES = '/saat-c-1';

const listCards = (page: Page) => page.locator('[data-testid="product-listing"] .product-card:not(.product-card--skeleton)');

/** A model in several colours (a watch unless another top category is named), as the shop answers it. */
async function modelWithColours(page: Page, categoryId = 1): Promise<Product> {
  const list = await page.request.post('/api/search-products', {
    data: { categoryIds: [categoryId], flags: F.Default | F.GroupVariations | F.InStock, pageSize: 100, includes: ['Id', 'Name', 'RoutePath'], aggregateBy: ['None'] },
  });
  const { products } = (await list.json()) as SearchProductsResponse;
  const tile = products.find((product: ProductListItem) => (product.colours?.length ?? 0) >= 2);
  expect(tile, 'the seeded watches hold a model in several colours').toBeDefined();
  return productOf(page, tile!.id);
}

async function productOf(page: Page, productId: number): Promise<Product> {
  const answer = await page.request.post('/api/get-product', { data: { productId } });
  return ((await answer.json()) as GetProductResponse).product;
}

const stageImage = (page: Page) => page.locator('.gallery__stage img');
/** The default picture of a product (/media/products/{id}-1.svg), however the resizer's URL encodes it. */
const pictureOf = (productId: number) => new RegExp(`(/|%2F)${productId}-1\\.`);

/** Stamps the window: a full reload would lose it. */
const markWindow = (page: Page) => page.evaluate(() => { (window as unknown as { variantsMarker: string }).variantsMarker = 'same-page'; });
const windowMarker = (page: Page) => page.evaluate(() => (window as unknown as { variantsMarker?: string }).variantsMarker);

for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  test.describe(`issue 16 item 5: colours of a model (${device})`, () => {
    test.use({ viewport });

    test(`S3.02 S7.05 a list shows each model once, its colours as swatches named by colour, the shown one current (${device})`, async ({ page }) => {
      await page.goto(WATCHES);
      await expect(listCards(page).first()).toBeVisible();
      const links = await listCards(page).locator('.product-card__link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(links.length).toBeGreaterThan(0);
      const withSwatches = listCards(page).filter({ has: page.locator('.swatch') });
      await expect(withSwatches.first()).toBeVisible();
      const card = withSwatches.first();
      const swatches = card.getByRole('list', { name: 'Renkler' }).getByRole('link');
      expect(await swatches.count()).toBeGreaterThanOrEqual(2);
      // No other tile of the page is another colour of this model.
      const colourPaths = await swatches.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(links.filter((href) => colourPaths.includes(href))).toHaveLength(1);
      // The shown colour is the tile's own link; every swatch has its colour's name.
      const current = card.locator('.swatch[aria-current="true"]');
      await expect(current).toHaveCount(1);
      expect(await current.getAttribute('href')).toBe(await card.locator('.product-card__link').getAttribute('href'));
      for (const name of await swatches.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('aria-label') ?? ''))) expect(name).toMatch(/\S/);

      // Keyboard: another colour's swatch is reached with Tab and opens that colour's page.
      const other = card.locator('.swatch:not([aria-current])').first();
      const otherPath = (await other.getAttribute('href'))!;
      const otherName = (await other.getAttribute('aria-label'))!;
      await other.focus();
      await expect(other).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${otherPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.getByRole('group', { name: new RegExp(otherName) }).locator('[aria-current="true"]')).toHaveAttribute('aria-label', otherName);
    });

    test(`S3.03 the colour picker switches URL, picture, price and the cart's barcode without a reload; Back returns to the colour before (${device})`, async ({ page }) => {
      const first = await modelWithColours(page);
      const colours = first.colours!;
      const next = await productOf(page, colours.find((colour) => colour.id !== first.id)!.id);
      await page.goto(first.routePath);
      const picker = page.getByRole('group', { name: /Renk:/ });
      await expect(picker.locator('[aria-current="true"]')).toHaveAttribute('aria-label', colours.find((colour) => colour.id === first.id)!.name);
      await expect(stageImage(page)).toHaveAttribute('src', pictureOf(first.id));
      await markWindow(page);

      const nextName = colours.find((colour) => colour.id === next.id)!.name;
      await picker.getByRole('link', { name: nextName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${next.routePath}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.name);
      await expect(picker.locator('[aria-current="true"]')).toHaveAttribute('aria-label', nextName);
      await expect(stageImage(page)).toHaveAttribute('src', pictureOf(next.id));
      await expect(page.getByTestId('pdp-price')).toHaveText(/\d/);
      expect(await windowMarker(page)).toBe('same-page');

      // The cart gets the shown colour's barcode.
      const adding = page.waitForRequest((request) => request.url().endsWith('/api/add-to-cart'));
      await page.getByTestId('add-to-cart').click();
      const body = (await adding).postDataJSON() as { productId: number; stockBarcodeId?: number };
      expect(body.productId).toBe(next.id);
      expect(next.barcodes.map((barcode) => barcode.id)).toContain(body.stockBarcodeId);

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${first.routePath}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
      await expect(picker.locator('[aria-current="true"]')).toHaveAttribute('aria-label', colours.find((colour) => colour.id === first.id)!.name);
      await expect(stageImage(page)).toHaveAttribute('src', pictureOf(first.id));
      expect(await windowMarker(page)).toBe('same-page');
      await checkA11y(page, '[data-testid="product-detail"]');
    });
  });
}

test.describe('issue 16 item 6: a product page on a 390×844 phone', () => {
  test.use({ viewport: PHONE });

  const inFirstScreen = async (page: Page, testId: string, bottomLimit: number) => {
    const box = (await page.getByTestId(testId).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(bottomLimit);
  };

  // A watch's long attribute table, and a home product's short page (its rows within 600 px of the first screen).
  for (const categoryId of [1, 5]) {
    test(`S2.05 price and add-to-cart show without scrolling, and the related products row is not asked for before scrolling (top category ${categoryId})`, async ({ page }) => {
      const product = await modelWithColours(page, categoryId);
      let relationsAsked = false;
      page.on('request', (request) => { if (request.url().includes('/api/product-relations')) relationsAsked = true; });
      await page.goto(product.routePath);
      await expect(page.getByTestId('add-to-cart')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await inFirstScreen(page, 'pdp-price', PHONE.height);
      await inFirstScreen(page, 'add-to-cart', PHONE.height);
      expect(relationsAsked).toBe(false);
      // Scrolling towards them builds them.
      await page.locator('[data-when-near="product-rows"]').scrollIntoViewIfNeeded();
      await expect(page.locator('.pdp__related .product-card').first()).toBeVisible();
    });
  }

  test('S2.25 with the cookie bar still open, it covers neither the price nor the add-to-cart button', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    try {
      const product = await modelWithColours(page);
      await page.goto(product.routePath);
      const banner = page.getByTestId('consent-banner');
      await expect(banner).toBeVisible();
      await expect(page.getByTestId('add-to-cart')).toBeVisible();
      const top = (await banner.boundingBox())!.y;
      await inFirstScreen(page, 'pdp-price', top);
      await inFirstScreen(page, 'add-to-cart', top);
    } finally {
      await context.close();
    }
  });
});
