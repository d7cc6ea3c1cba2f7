import { expect, test } from '@playwright/test';

test.describe('compare (S2.16, S3.01, S4.01, S5.01, S8.01, S8.02, S9.01)', () => {
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
});
