import { expect, test } from '@playwright/test';
import { checkA11y } from './support/shopper';

test.describe('accessibility (axe-core): no serious or critical violation', () => {
  for (const path of ['/', '/en/']) {
    test(`home ${path} once its products are shown`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('.product-card:not(.product-card--skeleton)').first()).toBeVisible();
      await page.locator('footer .newsletter').scrollIntoViewIfNeeded(); // the form comes when the shopper scrolls near it
      await expect(page.locator('.newsletter input[type="email"]')).toBeVisible();
      await checkA11y(page);
    });
  }

  for (const path of ['/siparis-takip', '/en/c/cart-summary', '/boyle-bir-sayfa-yok']) {
    test(`page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkA11y(page);
    });
  }
});
