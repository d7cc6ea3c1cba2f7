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

  test('issue 16 item 6: on a 390×844 phone the banner is a compact bar along the bottom, both answers in one row', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(844 * 0.25);
    expect(Math.round(box.y + box.height)).toBe(844);
    const [accept, reject] = await Promise.all([banner.getByRole('button', { name: 'Tümünü kabul et' }).boundingBox(), banner.getByRole('button', { name: 'Yalnızca zorunlu' }).boundingBox()]);
    expect(Math.round(accept!.y)).toBe(Math.round(reject!.y));
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
