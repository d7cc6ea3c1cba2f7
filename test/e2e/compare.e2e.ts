import { expect, test } from '@playwright/test';

test.describe('compare (S2.16, S2.18, S3.01, S4.01, S5.01, S8.01, S8.02, S9.01)', () => {
  test('four products at most: a fifth is refused with the Turkish toast; the list survives a reload; the compare page shows them side by side', async ({ page }) => {
    await page.goto('/saat-c-1');
    const toggles = page.locator('.product-card:not(.product-card--skeleton) .product-card__compare');
    await expect(toggles.nth(4)).toBeVisible();
    await toggles.nth(0).click();
    const bar = page.getByTestId('compare-bar');
    await expect(bar).toBeVisible();
    // S5.01: one product is not enough to compare.
    await bar.getByRole('button', { name: /Karşılaştır \(1\)/ }).click();
    await expect(page.getByText('Karşılaştırma için en az 2 ürün seçmelisiniz.')).toBeVisible();
    for (const index of [1, 2, 3]) await toggles.nth(index).click();
    await toggles.nth(4).click();
    await expect(page.getByText('En fazla 4 ürün karşılaştırılabilir.')).toBeVisible();
    await expect(toggles.nth(4)).toHaveAttribute('aria-pressed', 'false');
    await expect(bar.locator('.compare-bar__item')).toHaveCount(4);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('compareProductIds') ?? '[]') as number[]);
    expect(stored).toHaveLength(4);

    await page.reload();
    await expect(page.getByTestId('compare-bar').locator('.compare-bar__item')).toHaveCount(4);
    await page.getByTestId('compare-bar').getByRole('button', { name: /Karşılaştır \(4\)/ }).click();
    await expect(page).toHaveURL(/\/karsilastir\?products=\d+,\d+,\d+,\d+&returnurl=%2Fsaat-c-1/);
    const table = page.getByTestId('compare-table');
    await expect(table.locator('thead th')).toHaveCount(5);
    await expect(table.getByRole('rowheader', { name: 'Fiyat' })).toBeVisible();
    await page.getByRole('link', { name: 'Geri dön' }).click();
    await expect(page).toHaveURL(/\/saat-c-1$/);
  });

  test('S2.04 the compare page on a phone: four readable columns that scroll in their frame, a price each, add to cart, and a removed product leaves the URL (issue 32 item 10)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/saat-c-1');
    const links = page.locator('.product-card:not(.product-card--skeleton) a.product-card__link');
    await expect(links.nth(3)).toBeVisible();
    const ids = await links.evaluateAll((anchors) => anchors.slice(0, 4).map((anchor) => /-p-(\d+)/.exec(anchor.getAttribute('href') ?? '')![1]));
    await page.goto(`/karsilastir?products=${ids.join(',')}&returnurl=/saat-c-1`);
    const table = page.getByTestId('compare-table');
    await expect(table.locator('thead th')).toHaveCount(5);
    // The page stays the screen's width; the table scrolls inside its frame, each name on whole-word lines.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const names = table.locator('.compare-table__name');
    for (const name of await names.all()) expect((await name.boundingBox())!.width).toBeGreaterThan(100);
    // Each price is its own line in its own cell: none runs into the next.
    const prices = table.getByTestId('compare-price').locator('.compare-table__price');
    await expect(prices).toHaveCount(4);
    const boxes = await Promise.all((await prices.all()).map((price) => price.boundingBox()));
    for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
    // Into the basket from here (or, for a product with sizes, to its page to choose one).
    const first = table.getByTestId('compare-price').first().getByRole('button');
    await first.click();
    await expect.poll(async () => page.url().includes('-p-') || (await page.getByTestId('basket-count').innerText()) === '1').toBe(true);
    if (page.url().includes('-p-')) await page.goBack();
    // Taken out: gone from the table and from the address, so a reload or a shared link does not bring it back.
    const removed = ids[1];
    await table.getByRole('button', { name: /^Karşılaştırmadan çıkar: / }).nth(1).click();
    await expect(table.locator('thead th')).toHaveCount(4);
    await expect(page).toHaveURL(new RegExp(`products=${ids.filter((id) => id !== removed).join('%2C')}&`));
    await page.reload();
    await expect(page.getByTestId('compare-table').locator('thead th')).toHaveCount(4);
    await context.close();
  });
});
