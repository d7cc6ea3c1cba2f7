import { expect, test } from '@playwright/test';

// The "new arrivals" grid (the rows below it have their own tests in shop-analytics.e2e.ts).
const productCards = (page: import('@playwright/test').Page) => page.locator('[data-testid="home-products"] .product-card:not(.product-card--skeleton)');

test.describe('Turkish home at / (S1.04, S1.05, S2.12-S2.15, S4.13, S4.18)', () => {
  test('S1.04 product tiles show TRY prices, lira sign on the right; html lang is tr', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { name: 'Yeni Gelenler' })).toBeVisible();
    await expect(productCards(page)).toHaveCount(12);
    await expect(page.locator('.product-card__price').first()).toHaveText(/^\d{1,3}(\.\d{3})*(,\d{2})? ₺$/);
    await expect(page).toHaveTitle(/Vitrin/);
  });

  test('S1.05 the footer has the service hours and the /siparis-takip link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('service-hours')).toContainText('Her gün 09:00 - 18:00');
    await expect(page.getByTestId('order-tracking-link')).toHaveAttribute('href', '/siparis-takip');
  });

  test('S2.14 S2.15 the header has the account icon to /login?action=login and the basket badge', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Giriş yap veya üye ol' })).toHaveAttribute('href', '/login?action=login');
    await expect(page.getByTestId('basket-count')).toHaveText('0');
    await expect(page.getByRole('link', { name: 'Vitrin ana sayfa' })).toHaveAttribute('href', '/');
  });

  test('S4.13 choosing EUR reprices the products and is remembered after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.product-card__price').first()).toContainText('₺');
    await page.getByLabel('Para birimi').selectOption({ label: 'EUR €' });
    await expect(page.locator('.product-card__price').first()).toContainText('€');
    await page.reload();
    await expect(page.locator('.product-card__price').first()).toContainText('€');
  });

  test('S4.18 product images load lazily as the shopper scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/');
    await expect(productCards(page)).toHaveCount(12);
    const last = productCards(page).last();
    await expect(last.locator('img')).toHaveCount(0);
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('img')).toHaveCount(1);
  });

  test('S5.03 a search of 2 characters or more goes to the results page', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Ürün, marka veya kategori ara' });
    await box.fill('s');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await box.fill('saat');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=saat$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Arama Sonuçları' })).toBeVisible();
  });

  test('S1.05 the newsletter form names the missing email and consent, passes the bot check and asks to confirm by e-mail', async ({ page }) => {
    await page.goto('/');
    // The form is fetched when the shopper scrolls near it.
    await page.locator('footer .newsletter').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Abone ol' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'E-posta zorunludur' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'KVKK aydınlatma metnini kabul etmelisiniz' })).toBeVisible();
    await page.getByPlaceholder('E-posta adresiniz').fill(`bulten-${Date.now()}@ornek.com`);
    await page.locator('footer .newsletter').getByRole('checkbox', { name: /KVKK aydınlatma metnini/ }).check();
    // The ALTCHA widget solves its proof of work (in workers, under the page's CSP) before the form sends.
    await page.getByRole('button', { name: 'Abone ol' }).click();
    await expect(page.getByTestId('newsletter-outcome')).toHaveText('Aboneliğinizi onaylamak için e-posta kutunuzu kontrol edin.', { timeout: 15_000 });
  });
});
