import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const seriousOrCritical = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);

test.describe('accessibility (axe-core): no serious or critical violation', () => {
  for (const path of ['/', '/en/']) {
    test(`home ${path} once its products are shown`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('.product-card:not(.product-card--skeleton)').first()).toBeVisible();
      await page.locator('footer .newsletter').scrollIntoViewIfNeeded(); // the form comes when the shopper scrolls near it
      await expect(page.locator('.newsletter input[type="email"]')).toBeVisible();
      expect(seriousOrCritical((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
    });
  }

  for (const path of ['/siparis-takip', '/en/c/cart-summary', '/boyle-bir-sayfa-yok']) {
    test(`page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(seriousOrCritical((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
    });
  }
});
