import { expect, test } from '@playwright/test';
import type { AdminCampaign } from '../../contracts/admin/campaigns';
import type { AdminProduct } from '../../contracts/admin/catalogue';
import { ProductRequestFlags as F } from '../../contracts/enums';
import type { ProductListItem } from '../../contracts/product/entities';
import { signedInStaff } from './support/admin-staff';
import { addCheckoutAddress, chooseAnySize, newEmail, payAndPlace, registerMember } from './support/shopper';

/**
 * Issue 30 item 5 as staff and a shopper would do it: a catalogue member makes a percent-off
 * campaign on one product and a coupon once per member in the console; a shopper sees the
 * campaign's badge on the product and its discount in the cart, takes the coupon on an order,
 * and is refused it on the next.
 */
test('issue 30 item 5: a campaign and a coupon made in the console: the shopper sees the badge and the discount, and the coupon works once', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signedInStaff(page.request, 'catalogue');
  const stamp = Date.now().toString(36).toUpperCase();
  const badge = `Konsol %15 ${stamp}`;
  const code = `KONSOL-${stamp}`;
  // A product in stock near the end of the list: one other journeys do not buy, so its campaign prices no cart of theirs.
  const listed = (await (await page.request.post('/api/search-products', { data: { flags: F.Default | F.InStock, pageSize: 100, includes: ['Id', 'RoutePath'] } })).json()).products as ProductListItem[];
  const chosen = listed[listed.length - 3];
  const sku = ((await (await page.request.get(`/admin/api/products/${chosen.id}`)).json()) as AdminProduct).sku;

  await page.goto('/admin/campaigns/create');
  await page.getByLabel('Rozet (Türkçe)').fill(badge);
  await page.getByLabel('Rozet (İngilizce)').fill(`Console 15% ${stamp}`);
  await page.getByLabel('Yüzde').fill('15');
  await page.getByLabel('Ürünler').fill(sku);
  await page.getByRole('option', { name: sku }).click();
  await page.getByRole('toolbar').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns$/);
  await page.getByRole('textbox', { name: 'Ara' }).fill(stamp);
  await expect(page.getByRole('row').filter({ hasText: badge })).toContainText('Yayında');

  await page.goto('/admin/coupons/create');
  await page.getByLabel('Kod').fill(code);
  await page.getByLabel('Ad (Türkçe)').fill('Konsol kuponu');
  await page.getByLabel('Ad (İngilizce)').fill('Console coupon');
  await page.getByRole('toolbar').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/coupons/${code}$`));

  const shopper = await browser.newPage();
  await registerMember(shopper, newEmail('kampanya'));
  await shopper.goto(chosen.routePath!);
  await expect(shopper.getByTestId('pdp-campaign-badge').filter({ hasText: badge })).toBeVisible();
  const buy = async () => {
    await shopper.goto(chosen.routePath!);
    await chooseAnySize(shopper);
    await shopper.getByTestId('add-to-cart').click();
    await expect(shopper.getByTestId('basket-count')).toHaveText('1');
    await shopper.goto('/c/cart-summary');
    await expect(shopper.getByTestId('cart-line')).toContainText(`Kampanya: ${badge}`);
    await shopper.getByRole('textbox', { name: 'Kupon kodu' }).fill(code.toLowerCase());
    await shopper.getByRole('button', { name: 'Uygula' }).click();
  };
  await buy();
  await expect(shopper.getByText(`Kupon: ${code}`)).toBeVisible();
  await expect(shopper.getByText('Kupon indirimi')).toBeVisible();
  await shopper.locator('a[href="/c/shipping-and-payment"]').first().click();
  await addCheckoutAddress(shopper);
  const docNo = await payAndPlace(shopper, 'transfer');

  await buy();
  await expect(shopper.getByText('Bu kupon daha önce kullanılmış')).toBeVisible();
  await shopper.close();

  // The coupon's page lists the order that used it.
  await page.goto(`/admin/coupons/${code}`);
  await expect(page.getByRole('row').filter({ hasText: docNo })).toBeVisible();

  // Paused again: no other journey's cart meets this campaign.
  const [campaign] = (await (await page.request.get(`/admin/api/campaigns?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`)).json()) as AdminCampaign[];
  expect((await page.request.post(`/admin/api/campaigns/${campaign.id}/pause`)).status()).toBe(200);
});
