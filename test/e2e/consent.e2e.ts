import { expect, test } from '@playwright/test';

// A first visit: no stored answer to the cookie banner.
test.use({ storageState: { cookies: [], origins: [] } });

const dataLayer = (page: import('@playwright/test').Page) => page.evaluate(() => (window as Window & { dataLayer?: { event: string }[] }).dataLayer ?? []);

test.describe('S2.25 cookie consent (KVKK/GDPR) gates analytics', () => {
  test('nothing reaches the data layer before the answer; accepting sends, and the answer is remembered', async ({ page }) => {
    // Painted with the HTML while there is no answer (the app's banner replaces it), not once answered.
    const drawnByServer = async () => (await (await page.request.get('/')).text()).includes('data-first-screen="consent"');
    expect(await drawnByServer()).toBe(true);
    await page.goto('/');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await expect(page.locator('.product-card:not(.product-card--skeleton)').first()).toBeVisible();
    expect(await dataLayer(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Tümünü kabul et' }).click();
    await expect(banner).toBeHidden();
    // The home page's view, held until now, goes out with its analytics page key (S2.25).
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'page_view', page_key: 'Home' }));
    expect(await drawnByServer()).toBe(false);
    await page.reload();
    await expect(page.locator('.product-card:not(.product-card--skeleton)').first()).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
  });

  test('refusing keeps analytics off; the footer link reopens the choice in English', async ({ page }) => {
    await page.goto('/en/');
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Only necessary' }).click();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    expect(await dataLayer(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(page.getByTestId('consent-banner')).toBeVisible();
  });
});
