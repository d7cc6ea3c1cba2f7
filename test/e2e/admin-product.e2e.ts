import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AdminBrand, AdminCategory, AdminProductType, AdminWarehouse } from '../../contracts/admin/catalogue';
import { signedInStaff } from './support/admin-staff';

/** Issue 29 items 4 and 7: a product made in the console is in the shop at once, found by its search and bought. */

// A photo as a browser uploads it: a 1×1 PNG (the server decodes and re-encodes it).
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** A word no seeded product has, so the shop's search finds the new product and nothing else. */
const uniqueWord = () => `zumrut${Date.now().toString(36).replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)])}`;

/** The first record of a staff list, as the signed-in page's session reads it. */
async function first<T>(page: Page, resource: string): Promise<T> {
  const answer = await page.request.get(`/admin/api/${resource}?range=[0,0]`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as T[])[0];
}

/** Types into a react-admin autocomplete and takes the option it offers. */
async function choose(page: Page, input: Locator, text: string) {
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: text, exact: true }).first().click();
}

/** A form input by its source path (react-admin names each input after it). */
const byId = (page: Page, source: string) => page.locator(`[name="${source}"]`);

test('issue 29 item 7: the owner adds a product with two colours, a photo and prices; the shop\'s search finds it and it goes into a cart', async ({ page }) => {
  // A whole journey: the console's form, two uploads, then the shop.
  test.setTimeout(120_000);
  await signedInStaff(page.request, 'owner');
  const [brand, type, category, warehouse] = await Promise.all([
    first<AdminBrand>(page, 'brands'), first<AdminProductType>(page, 'product-types'), first<AdminCategory>(page, 'categories'), first<AdminWarehouse>(page, 'warehouses'),
  ]);
  const word = uniqueWord();

  const sku = `E2E-${word}`.toUpperCase();
  await page.goto('/en/admin/products/create');
  await byId(page, 'sku').fill(sku);
  await byId(page, 'name.tr').fill(`Konsol saati ${word}`);
  await byId(page, 'name.en').fill(`Console watch ${word}`);
  await byId(page, 'description.tr').fill('Konsoldan eklenen saat.');
  await byId(page, 'description.en').fill('A watch added from the console.');
  await byId(page, 'published').check();

  await page.getByRole('tab', { name: 'Classification' }).click();
  await choose(page, byId(page, 'brandId'), brand.name);
  await choose(page, byId(page, 'productTypeId'), type.name.en);
  await choose(page, byId(page, 'categoryIds'), category.name.en);

  // Two colours, each a barcode with stock in a warehouse.
  await page.getByRole('tab', { name: 'Variants' }).click();
  for (const [index, colour] of [['0', { tr: 'Siyah', en: 'Black' }], ['1', { tr: 'Beyaz', en: 'White' }]] as const) {
    await page.locator('.button-add-variants').click();
    await byId(page, `variants.${index}.barcode`).fill(`${word}-${index}`);
    await byId(page, `variants.${index}.colour.tr`).fill(colour.tr);
    await byId(page, `variants.${index}.colour.en`).fill(colour.en);
    await page.locator(`.button-add-variants\\.${index}\\.stock`).click();
    await choose(page, byId(page, `variants.${index}.stock.0.warehouseId`), warehouse.name);
    await byId(page, `variants.${index}.stock.0.quantity`).fill('5');
  }

  // A price in lira, with the old price of a discount.
  await page.getByRole('tab', { name: 'Prices' }).click();
  await page.locator('.button-add-prices').click();
  await choose(page, byId(page, 'prices.0.currencyId'), 'TRY');
  await byId(page, 'prices.0.salesPrice').fill('1499.90');
  await byId(page, 'prices.0.basePrice').fill('1999.90');

  await page.getByRole('toolbar').getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/products\/\d+$/);
  // The address changes first; the create page stays drawn until the edit page's code is in (a lazy
  // page), and a tab clicked meanwhile is the create page's. The edit page's heading names the product.
  await expect(page.getByRole('banner').getByRole('heading')).toContainText(sku);
  const productId = Number(new URL(page.url()).pathname.split('/').pop());

  // A photo from the browser, shown once stored.
  await page.getByRole('tab', { name: 'Photos' }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'watch.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByTestId('product-photos').getByRole('img')).toHaveCount(1);
  const saved = await (await page.request.get(`/admin/api/products/${productId}`)).json() as { photos: unknown[]; prices: { salesPrice: number; basePrice: number }[]; variants: unknown[] };
  expect(saved.photos).toHaveLength(1);
  expect(saved.variants).toHaveLength(2);
  expect(saved.prices[0]).toMatchObject({ salesPrice: 149990, basePrice: 199990 });

  // A second photo, then deleted again: one stays.
  await page.locator('input[type="file"]').setInputFiles({ name: 'watch-2.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByTestId('product-photos').getByRole('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete photo 2' }).click();
  await expect(page.getByTestId('product-photos').getByRole('img')).toHaveCount(1);

  // The shop: found by its search at once, put into a cart.
  await page.goto(`/search?q=${word}`);
  await page.locator('.product-card a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Konsol saati ${word}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
});
