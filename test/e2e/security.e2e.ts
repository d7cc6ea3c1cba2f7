import { expect, test } from '@playwright/test';

// issue 17: the strict Content-Security-Policy must not cost the shop a feature. Chromium reports
// every refused script, style, image or connection on the console; a shopper's walk through the
// busiest pages must produce none.
test('the shop works under its Content-Security-Policy: no violation on home, search, a list and a product page', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) violations.push(message.text()); });
  await page.goto('/');
  await expect(page.locator('[data-testid="home-products"] .product-card:not(.product-card--skeleton)').first()).toBeVisible();
  await page.getByRole('combobox').first().fill('saat');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.goto('/saat-c-1');
  await expect(page.locator('.product-card').first()).toBeVisible();
  await page.locator('.product-card a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
