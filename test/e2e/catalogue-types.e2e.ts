import { expect, test, type Page } from '@playwright/test';
import { checkA11y } from './support/shopper';

const cards = (page: Page) => page.locator('[data-testid="product-listing"] .product-card:not(.product-card--skeleton)');

test.describe('product type lists and campaign badges (S1.01, S1.02)', () => {
  // axe over a full list page takes 15-25 s on the shared 2-core machine; the default 30 s is too tight.
  test.describe.configure({ timeout: 60_000 });

  for (const [path, title, badge] of [['/kol-saati-t-1', 'Kol Saati', 'Kargo Bedava'], ['/en/wristwatch-t-1', 'Wristwatch', 'Free Shipping']] as const) {
    test(`S1.01 the type list ${path} lists wristwatches with their campaign badges`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      expect(await cards(page).count()).toBeGreaterThan(1);
      // Every wristwatch sits under Watches, where the free-shipping campaign runs.
      await expect(cards(page).first().getByTestId('campaign-badges')).toContainText(badge);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
      await checkA11y(page);
    });
  }

  test('S1.02 a product opened from the type list shows its campaign badge and its stock per warehouse', async ({ page }) => {
    // In stock only: a sold-out product has no stock to show per warehouse.
    await page.goto('/kol-saati-t-1?stock=1');
    await cards(page).first().locator('.product-card__link').click();
    await expect(page.getByTestId('product-detail')).toBeVisible();
    await expect(page.getByTestId('pdp-campaign-badge').filter({ hasText: 'Kargo Bedava' })).toBeVisible();
    const warehouses = page.getByTestId('pdp-warehouse-stock');
    await expect(warehouses).toBeVisible();
    await warehouses.locator('summary').click();
    await expect(warehouses.getByRole('listitem')).toHaveCount(2);
    await expect(warehouses).toContainText('İstanbul Merkez Depo');
    await checkA11y(page);
  });

  test('an unknown type path is a not-found page', async ({ page }) => {
    const response = await page.goto('/kol-saati-t-9999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-listing')).toHaveCount(0);
  });
});
