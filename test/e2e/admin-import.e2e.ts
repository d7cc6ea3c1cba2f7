import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { AdminBrand, AdminCategory, AdminProduct, AdminProductType, AdminWarehouse } from '../../contracts/admin/catalogue';
import { signedInStaff } from './support/admin-staff';
import { zipOf } from '../support/zip-of';

/** Issue 29 items 5 and 7: a catalogue file checked first, every bad row reported, fixed, then imported with a progress bar. */

async function first<T>(page: Page, resource: string): Promise<T> {
  const answer = await page.request.get(`/admin/api/${resource}?range=[0,0]`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as T[])[0];
}

/** A CSV of three products (one variant each), in the columns of contracts/admin/catalogue-import.ts. */
function catalogueCsv(rows: { sku: string; brand: string; price: string }[], refs: { type: string; category: number; warehouse: string }) {
  const header = ['sku', 'name_tr', 'name_en', 'brand', 'product_type', 'categories', 'barcode', 'price:TRY', `stock:${refs.warehouse}`];
  const lines = rows.map(({ sku, brand, price }) => [sku, `İçe aktarılan ${sku}`, `Imported ${sku}`, brand, refs.type, String(refs.category), `${sku}-B`, price, '3']);
  return Buffer.from(`${[header, ...lines].map((cells) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n')}\r\n`);
}

test('issue 29 item 7: a CSV with two bad rows is reported line by line, fixed and imported', async ({ page }) => {
  await signedInStaff(page.request, 'catalogue');
  const [brand, type, category, warehouse] = await Promise.all([
    first<AdminBrand>(page, 'brands'), first<AdminProductType>(page, 'product-types'), first<AdminCategory>(page, 'categories'), first<AdminWarehouse>(page, 'warehouses'),
  ]);
  const refs = { type: type.code, category: category.id, warehouse: warehouse.code };
  const stamp = Date.now().toString(36).toUpperCase();
  const skus = [`IMP-${stamp}-1`, `IMP-${stamp}-2`, `IMP-${stamp}-3`];

  await page.goto('/admin/catalogue-import');
  // Line 3: a brand the shop does not have; line 4: a price that is no number.
  const bad = catalogueCsv([{ sku: skus[0], brand: brand.name, price: '100.00' }, { sku: skus[1], brand: 'Böyle Bir Marka Yok', price: '200.00' }, { sku: skus[2], brand: brand.name, price: 'iki yüz' }], refs);
  await page.getByTestId('import-file').setInputFiles({ name: 'katalog.csv', mimeType: 'text/csv', buffer: bad });
  await expect(page.getByText('Hatalı satırlar: 2')).toBeVisible();
  // Every error of both rows, each with its line, column and reason.
  const problems = page.getByTestId('import-problems').locator('tbody tr');
  await expect(problems.first()).toBeVisible();
  const cells = await problems.evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));
  expect([...new Set(cells.map(([line]) => line))]).toEqual(['3', '4']);
  expect(cells).toContainEqual(['3', 'brand', expect.stringContaining('Böyle Bir Marka Yok')]);
  expect(cells).toContainEqual(['4', 'price:TRY', expect.stringContaining('iki yüz')]);
  await expect(page.getByRole('button', { name: 'İçe aktar' })).toHaveCount(0);

  // Fixed: the dry run is clean, then the import runs to its end.
  const fixed = catalogueCsv(skus.map((sku, index) => ({ sku, brand: brand.name, price: `${index + 1}00.00` })), refs);
  await page.getByTestId('import-file').setInputFiles({ name: 'katalog-duzeltilmis.csv', mimeType: 'text/csv', buffer: fixed });
  await expect(page.getByText('3 satırın hepsi geçerli (3 ürün).')).toBeVisible();
  // The import runs as a job the page asks after until it is done.
  const followed = page.waitForRequest((request) => /\/admin\/api\/catalogue-import\/[^/?]+$/.test(new URL(request.url()).pathname));
  await page.getByRole('button', { name: 'İçe aktar' }).click();
  await followed;
  await expect(page.getByRole('alert').filter({ hasText: 'İçe aktarma tamamlandı: 3 satır.' })).toBeVisible();

  // The three products are in the catalogue.
  const listed = await page.request.get(`/admin/api/products?filter=${encodeURIComponent(JSON.stringify({ q: `IMP-${stamp}` }))}&range=[0,9]`);
  expect(((await listed.json()) as { sku: string }[]).map((product) => product.sku).sort()).toEqual(skus);
});


test('issue 29 item 5: photos from a zip named by sku are checked, then added after the product\'s own', async ({ page }) => {
  await signedInStaff(page.request, 'catalogue');
  const product = await first<AdminProduct>(page, 'products');
  const photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#336699' } }).jpeg().toBuffer();
  await page.goto('/admin/catalogue-import');
  // One photo of the product, and one naming a sku no product has: the check lists it, nothing is added.
  await page.getByTestId('photo-archive-file').setInputFiles({ name: 'fotograflar.zip', mimeType: 'application/zip', buffer: await zipOf({ [`${product.sku}.jpg`]: photo, 'YOK-BOYLE-SKU.jpg': photo }) });
  await expect(page.getByRole('table', { name: '1 fotoğraf eklenemiyor' })).toContainText('YOK-BOYLE-SKU.jpg');
  await page.getByTestId('photo-archive-file').setInputFiles({ name: 'fotograflar.zip', mimeType: 'application/zip', buffer: await zipOf({ [`${product.sku}-2.jpg`]: photo }) });
  await expect(page.getByText('1 ürün için 1 fotoğraf, hepsi okunabiliyor.')).toBeVisible();
  await page.getByRole('button', { name: 'Fotoğrafları ekle' }).click();
  await expect(page.getByText('1 ürüne 1 fotoğraf eklendi.')).toBeVisible();
  const photos = ((await (await page.request.get(`/admin/api/products/${product.id}`)).json()) as AdminProduct).photos;
  expect(photos.at(-1)?.url).toMatch(new RegExp(`^/media/products/${product.id}/[0-9a-f]{32}\\.webp$`));
});
