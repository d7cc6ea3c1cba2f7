import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AdminProduct } from '../../contracts/admin/catalogue';
import { signedInStaff } from './support/admin-staff';

/** Issue 29, console gap 4: the product's photos are put in order from the keyboard, in the photos tab. */

// A photo as a browser uploads it: a 1×1 PNG (the server decodes and re-encodes it).
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

async function product(request: APIRequestContext, id: number): Promise<AdminProduct> {
  const answer = await request.get(`/admin/api/products/${id}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as AdminProduct;
}

/** A product of its own (a copy of the first, with new codes), so the shop's seeded photos stay as they are. */
async function newProduct(request: APIRequestContext): Promise<AdminProduct> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const { id: _id, photos: _photos, createdAt: _createdAt, ...template } = await product(request, 1);
  const made = await request.post('/admin/api/products', {
    data: {
      ...template, sku: `SIRA-${unique}`, code: `SIRA-${unique}`, groupCode: `SIRA-${unique}`, name: { tr: `Sıra Saat ${unique}`, en: `Order Watch ${unique}` },
      seo: { tr: { ...template.seo.tr, slug: `sira-saat-${unique}` }, en: { ...template.seo.en, slug: `order-watch-${unique}` } },
      variants: template.variants.map(({ id: _variant, ...variant }, index) => ({ ...variant, barcode: `S${unique}${index}` })),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()) as AdminProduct;
}

test('issue 29 console gap 4: the owner moves the third photo first with the keyboard, and the stored order follows', async ({ page }) => {
  await signedInStaff(page.request, 'owner');
  const { id } = await newProduct(page.request);
  for (const name of ['a.png', 'b.png', 'c.png']) {
    const uploaded = await page.request.post(`/admin/api/products/${id}/photos`, { multipart: { file: { name, mimeType: 'image/png', buffer: PHOTO } } });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }
  const before = (await product(page.request, id)).photos.map((photo) => photo.id);
  expect(before).toHaveLength(3);

  await page.goto(`/admin/products/${id}`);
  await page.getByRole('tab', { name: 'Fotoğraflar' }).click();
  const photos = page.getByTestId('product-photos');
  await expect(photos.getByRole('img')).toHaveCount(3);
  // The first photo cannot go earlier, the last not later.
  await expect(photos.getByRole('button', { name: '1. fotoğrafı öne al' })).toBeDisabled();
  await expect(photos.getByRole('button', { name: '3. fotoğrafı arkaya al' })).toBeDisabled();

  /** The stored order is `ids`, and the page shows the photos in it. */
  const expectOrder = async (ids: number[]) => {
    await expect.poll(async () => (await product(page.request, id)).photos.map((photo) => photo.id)).toEqual(ids);
    const urls = (await product(page.request, id)).photos.map((photo) => photo.url);
    await expect.poll(() => photos.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual(urls);
  };
  await photos.getByRole('button', { name: '3. fotoğrafı öne al' }).focus();
  await page.keyboard.press('Enter');
  await expectOrder([before[0], before[2], before[1]]);
  await photos.getByRole('button', { name: '2. fotoğrafı öne al' }).focus();
  await page.keyboard.press('Space');
  await expectOrder([before[2], before[0], before[1]]);
});
