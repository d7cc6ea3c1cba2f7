import { expect, test } from '@playwright/test';
import { checkA11y } from './support/shopper';

const cards = '[data-testid="product-listing"] .product-card:not(.product-card--skeleton)';

/** Search understands what shoppers type (issue 31): the results page says how it read the text. */
test.describe('search results say how the text was read (issue 31)', () => {
  test('issue 31 item 1: "erkek cüzdan" shows the wallets and says "showing results for “cüzdan”"', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('erkek cüzdan')}`);
    await expect(page.getByTestId('search-showing-for')).toHaveText('“cüzdan” için sonuçlar gösteriliyor. “erkek cüzdan” kelimelerinin hepsini içeren ürün yok.');
    await expect(page.locator(cards).first()).toContainText('Cüzdan');
    await expect(page.getByTestId('search-no-results')).toHaveCount(0);
    await checkA11y(page);
  });

  test('issue 31 item 2: a price phrase becomes the chosen price facet, which the shopper removes like any other', async ({ page }) => {
    await page.goto(`/en/search?q=${encodeURIComponent('watch under $50')}`);
    // The words stay in q, the price moves to the list's own price filter.
    await expect(page).toHaveURL(/\/en\/search\?q=watch&price=0-50$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results: “watch”' })).toBeVisible();
    await expect(page.getByTestId('search-showing-for')).toHaveText('Showing results for “watch”. The price in “watch under $50” is chosen as a filter.');
    const chip = page.getByRole('link', { name: /^Remove filter Price: Up to \$50/ });
    await expect(chip).toBeVisible();
    await expect(page.getByTestId('facet-Price').locator('.facet__option[data-selected="true"]')).toContainText('Up to $50');
    await expect(page.locator(cards).first()).toContainText(/watch/i);
    const filtered = await page.getByTestId('listing-count').textContent();
    await checkA11y(page);

    await chip.click();
    await expect(page).toHaveURL(/\/en\/search\?q=watch$/);
    await expect(page.getByRole('link', { name: /^Remove filter Price/ })).toHaveCount(0);
    await expect(page.getByTestId('search-showing-for')).toHaveCount(0);
    await expect(page.getByTestId('listing-count')).not.toHaveText(filtered ?? '');
  });
});
