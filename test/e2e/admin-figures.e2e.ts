import { expect, test, type Browser } from '@playwright/test';
import { signedInStaff } from './support/admin-staff';
import { addCheckoutAddress, addFromProductPage, checkA11y, continueAsGuest, newEmail, payAndPlace } from './support/shopper';
import { chooseFromSelect } from './support/console-select';

/**
 * Issue 30 item 6: the day's figures are the console's first page for the owner and the orders
 * role, each chart beside a table of its numbers with a caption, and axe finds nothing serious.
 */

const UNFOUND = 'zqxv figures e2e';

/** A guest's order by bank transfer, in a browser of the shopper's own: today has at least one order in TRY. */
async function guestOrder(browser: Browser, baseURL: string): Promise<void> {
  const shopper = await browser.newContext({ baseURL });
  try {
    const page = await shopper.newPage();
    await addFromProductPage(page);
    await page.goto('/c/shipping-and-payment');
    await continueAsGuest(page, newEmail('rakamlar'));
    await addCheckoutAddress(page);
    await payAndPlace(page, 'transfer');
  } finally {
    await shopper.close();
  }
}

test('issue 30 item 6: the owner signs in to the day\'s figures: sales, top products, low stock and unfound searches as tables; axe finds nothing (tr)', async ({ page, browser, baseURL }) => {
  await guestOrder(browser, baseURL!);
  // A search that finds nothing, so the zero-result report has a row of this run's own.
  await page.request.post('/api/search-products', { data: { searchTerm: UNFOUND, pageSize: 4 }, headers: { 'x-culture': 'tr' } });
  await signedInStaff(page.request, 'owner');
  await page.goto('/admin');
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Rakamlar' })).toBeVisible();
  for (const title of ['Siparişler ve ciro', 'En çok satanlar', 'Azalan stok', 'Sonuç bulamayan aramalar']) {
    await expect(page.getByRole('region', { name: title }).getByRole('heading', { name: title })).toBeVisible();
  }
  // The seed has empty shelves: low stock is a table a screen reader reads by its caption, rows and column headings.
  const lowStock = page.getByRole('region', { name: 'Azalan stok' }).getByRole('table');
  await expect(lowStock).toContainText('Bir depoda 3 adet veya daha az kalan varyantlar');
  await expect(lowStock.getByRole('columnheader', { name: 'Depo' })).toBeVisible();
  await expect(lowStock.getByRole('row')).not.toHaveCount(0);
  // Searches are written once a second: the report shows this run's once it is stored.
  const unfound = page.getByRole('region', { name: 'Sonuç bulamayan aramalar' });
  await expect(async () => {
    await page.reload();
    await expect(unfound.getByRole('rowheader', { name: new RegExp(UNFOUND) })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // Today's order: a chart of TRY revenue (hidden from assistive technology) and its table row, today against yesterday.
  const sales = page.getByRole('region', { name: 'Siparişler ve ciro' });
  await expect(sales.getByRole('heading', { name: 'TRY cinsinden ciro' })).toBeVisible();
  await expect(sales.locator('[aria-hidden="true"] canvas').first()).toBeVisible();
  const today = sales.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Bugün' }) }).filter({ hasText: 'TRY' });
  await expect(today.getByRole('cell').first()).toHaveText('TRY');
  expect(Number(await today.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(1);
  await expect(sales.getByRole('table')).toContainText('Europe/Vienna');
  const top = page.getByRole('region', { name: 'En çok satanlar' });
  await expect(top.getByRole('table')).toContainText('En çok satan ürünler, Bu hafta, adet sırasıyla');
  // The lower threshold reads the route again.
  await page.getByRole('spinbutton', { name: 'En çok' }).fill('0');
  await expect(lowStock).toContainText('Bir depoda 0 adet veya daha az kalan varyantlar');
  await checkA11y(page);
});

test('issue 30 item 6: the figures in English, ranked by revenue for this month; axe finds nothing (en)', async ({ page }) => {
  await signedInStaff(page.request, 'orders');
  await page.goto('/en/admin');
  const top = page.getByRole('region', { name: 'Top products' });
  await expect(top.getByRole('heading', { name: 'Top products' })).toBeVisible();
  await chooseFromSelect(page, top.getByRole('combobox', { name: 'Period' }), 'This month');
  await chooseFromSelect(page, top.getByRole('combobox', { name: 'Rank by' }), 'revenue');
  await expect(top.getByRole('table').or(top.getByText('No orders in this period.'))).toBeVisible();
  if (await top.getByRole('table').count()) await expect(top.getByRole('table')).toContainText('Top products, This month, by revenue');
  await expect(page.getByRole('region', { name: 'Low stock' }).getByRole('table')).toBeVisible();
  await checkA11y(page);
});

test('issue 30 roles: support and catalogue keep their first page and have no figures in the menu; the route refuses them', async ({ page }) => {
  await signedInStaff(page.request, 'support');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Rakamlar' })).toHaveCount(0);
  expect((await page.request.get('/admin/api/figures/sales')).status()).toBe(403);
  await signedInStaff(page.request, 'catalogue');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/products$/);
  expect((await page.request.get('/admin/api/figures/low-stock')).status()).toBe(403);
});
