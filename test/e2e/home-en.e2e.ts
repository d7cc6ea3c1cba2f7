import { expect, test } from '@playwright/test';

test.describe('English home at /en/ (S1.04, S1.05)', () => {
  test('S1.04 product tiles show USD prices with the dollar sign in front; html lang is en', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => { if (request.url().endsWith('/api/search-products')) asked.push(request.headers()['x-culture']); });
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
    await expect(page.locator('.product-card__price').first()).toHaveText(/^\$\d{1,3}(,\d{3})*(\.\d{2})?$/);
    expect(asked[0]).toBe('en'); // the grid asked for with the app's start is in English already
  });

  test('S1.04 an English list and product page opened from their URLs ask for their products once, in English, and show dollars (a product page\'s product comes in its HTML)', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(search-products|get-product)$/.test(request.url())) asked.push(`${new URL(request.url()).pathname} ${request.headers()['x-culture']}`);
    });
    await page.goto('/en/watches-c-1');
    const card = page.locator('.product-card:not(.product-card--skeleton)').first();
    await expect(card.locator('.product-card__price')).toHaveText(/^\$/);
    const englishName = await card.locator('.product-card__name').innerText();
    const productPath = await card.locator('.product-card__link').getAttribute('href');
    expect(productPath).toMatch(/^\/en\/[a-z0-9-]+-p-\d+$/);
    await page.goto(productPath!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishName);
    await expect(page.getByTestId('pdp-price')).toHaveText(/^\$/);
    await expect(page.getByTestId('row-recently_viewed').or(page.locator('footer .newsletter'))).not.toHaveCount(0); // the page has settled
    expect(asked).toEqual(['/api/search-products en']);
  });

  test('S1.05 the footer has the service hours and the /en/order-track link', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.getByTestId('service-hours')).toContainText('every day 09:00 - 18:00');
    await expect(page.getByTestId('order-tracking-link')).toHaveAttribute('href', '/en/order-track');
  });

  test('S2.12 the logo leads to the English home, the language switch to the Turkish one', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.getByRole('link', { name: 'Vitrin home page' })).toHaveAttribute('href', '/en/');
    await page.getByRole('link', { name: /Türkçe sayfaya geç/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.locator('.product-card__price').first()).toContainText('₺');
  });

  test('S1.05 the newsletter form names the missing or invalid email', async ({ page }) => {
    await page.goto('/en/');
    await page.locator('footer .newsletter').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Email is required' })).toBeVisible();
    await page.getByPlaceholder('Your email address').fill('not-an-email');
    await expect(page.getByRole('alert').filter({ hasText: 'Email is invalid' })).toBeVisible();
  });

  test('the desktop menu keeps its English names on one row, from the narrowest desktop to a laptop', async ({ page }) => {
    for (const width of [1025, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/');
      const links = page.locator('.mega-menu__top-link');
      await expect(links.first()).toBeVisible();
      expect(await links.count()).toBeGreaterThan(5);
      const tops = await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
    }
  });
});
