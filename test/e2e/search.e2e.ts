import { expect, test, type Page } from '@playwright/test';
import { checkA11y } from './support/shopper';
import { CONSENT_COOKIE } from '../../contracts/site/consent';

const LANGUAGES = [
  { culture: 'tr', home: '/', label: 'Ürün, marka veya kategori ara', results: '/search', popular: 'Popüler Aramalar', products: 'Ürünler', noResults: '“xqzxqz” için sonuç bulunamadı', resultsTitle: 'Arama Sonuçları: “saat”' },
  { culture: 'en', home: '/en/', label: 'Search products, brands or categories', results: '/en/search', popular: 'Popular Searches', products: 'Products', noResults: 'No results found for xqzxqz', resultsTitle: 'Search Results: “watch”' },
] as const;

const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: label });
const overlay = (page: Page) => page.getByTestId('search-overlay');

for (const lang of LANGUAGES) {
  test.describe(`search overlay and results (${lang.culture}) (S2.25, S4.05, S5.03, S9.03, S8.15)`, () => {
    test(`S2.25 S9.03 ${lang.culture}: typing shows skeletons, then 4 products and category suggestions; the page does not scroll`, async ({ page }) => {
      await page.goto(lang.home);
      const box = combobox(page, lang.label);
      await box.click();
      await expect(overlay(page)).toBeVisible();
      await expect(page.getByRole('group', { name: lang.popular })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
      await box.pressSequentially(lang.culture === 'tr' ? 'saat' : 'watch');
      await expect(page.getByTestId('search-skeletons').locator('li')).toHaveCount(8);
      const products = page.getByRole('group', { name: lang.products, exact: true }).getByRole('option');
      await expect(products).toHaveCount(4);
      await expect(page.locator('.search-option--category').first()).toBeVisible();
      expect(await page.locator('.search-option--category').count()).toBeLessThanOrEqual(6);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
    });

    test(`S8.15 ${lang.culture}: a text that finds nothing shows the no-results view with popular searches`, async ({ page }) => {
      await page.goto(lang.home);
      const box = combobox(page, lang.label);
      await box.fill('xqzxqz');
      await expect(overlay(page).getByText(lang.noResults)).toBeVisible();
      await expect(page.getByRole('group', { name: lang.popular }).getByRole('option').first()).toBeVisible();
      await expect(page.getByRole('group', { name: lang.products, exact: true })).toHaveCount(0);
    });
  });
}

test.describe('search keyboard, closing and the results page (S4.05, S5.03)', () => {
  test('S5.03 two characters: no suggestions yet, Enter goes to the results page with the query in the title', async ({ page, baseURL }) => {
    // The search event is sent only with analytics consent.
    await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'granted', url: baseURL! }]);
    await page.goto('/');
    const box = combobox(page, LANGUAGES[0].label);
    await box.fill('s');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await box.fill('sa');
    await expect(overlay(page).getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Ürünler', exact: true })).toHaveCount(0);
    await box.fill('saat');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=saat$/);
    await expect(page.getByRole('heading', { level: 1, name: LANGUAGES[0].resultsTitle })).toBeVisible();
    await expect(page.locator('[data-testid="product-listing"] .product-card:not(.product-card--skeleton)').first()).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: { event: string; search_term?: string }[] }).dataLayer ?? []);
    expect(events).toContainEqual(expect.objectContaining({ event: 'search', search_term: 'saat' }));
  });

  test('arrow keys and Enter open the highlighted product', async ({ page }) => {
    await page.goto('/');
    const box = combobox(page, LANGUAGES[0].label);
    await box.fill('saat');
    const first = page.getByRole('group', { name: 'Ürünler', exact: true }).getByRole('option').first();
    await expect(first).toBeVisible();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    const id = await first.getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', id!);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const href = (await first.getAttribute('data-href'))!;
    expect(href).toMatch(/^\/.+/);
    await box.press('Enter');
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === decodeURIComponent(href));
    await expect(overlay(page)).toBeHidden();
  });

  test('S4.05 Escape and a click outside close the overlay and unlock scrolling', async ({ page }) => {
    await page.goto('/');
    const box = combobox(page, LANGUAGES[0].label);
    await box.click();
    await expect(overlay(page)).toBeVisible();
    await box.press('Escape');
    await expect(overlay(page)).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await box.click();
    await expect(overlay(page)).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(overlay(page)).toBeHidden();
  });

  test('S4.05 keyboard: Tab past the box closes the overlay, so it covers nothing focus moves on to', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const box = combobox(page, LANGUAGES[0].label);
    await box.focus();
    await expect(overlay(page)).toBeVisible();
    await page.keyboard.press('Tab'); // the box's own search button
    await expect(overlay(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(overlay(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('S9.03 a category suggestion opens the results filtered by that category', async ({ page }) => {
    await page.goto('/');
    const box = combobox(page, LANGUAGES[0].label);
    await box.fill('saat');
    const category = page.locator('.search-option--category').first();
    await expect(category).toBeVisible();
    await category.click();
    await expect(page).toHaveURL(/\/search\?q=saat&category=\d+$/);
    await expect(page.locator('[data-testid="product-listing"] .product-card:not(.product-card--skeleton)').first()).toBeVisible();
  });

  test('a misspelt query offers a did-you-mean link to the corrected search', async ({ page }) => {
    await page.goto('/search?q=kolyye');
    const line = page.getByTestId('did-you-mean');
    await expect(line).toBeVisible();
    const link = line.getByRole('link');
    await link.click();
    await expect(page).toHaveURL(/\/search\?q=kolye$/);
  });

  test('issue 16 item 9: a search that finds nothing shows no empty facets and no "remove filters" advice, but suggested products to go on with', async ({ page }) => {
    await page.goto('/search?q=xqzxqz');
    const empty = page.getByTestId('search-no-results');
    await expect(empty).toContainText(LANGUAGES[0].noResults);
    await expect(empty.getByTestId('search-suggested-products').locator('.product-card').first()).toBeVisible();
    await expect(page.getByTestId('listing-empty')).toBeVisible();
    await expect(page.getByText('Filtrelerin bir kısmını kaldırarak yeniden deneyin.')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Filtreleri temizle' })).toHaveCount(0);
    await expect(page.locator('.facet__count', { hasText: '(0)' })).toHaveCount(0);
  });

  test('English results page at /en/search?q=watch', async ({ page }) => {
    await page.goto('/en/search?q=watch');
    await expect(page.getByRole('heading', { level: 1, name: LANGUAGES[1].resultsTitle })).toBeVisible();
    await expect(page.locator('[data-testid="product-listing"] .product-card:not(.product-card--skeleton)').first()).toBeVisible();
  });
});

test.describe('accessibility (axe-core) of search', () => {
  for (const lang of LANGUAGES) {
    test(`${lang.culture}: the open overlay with suggestions`, async ({ page }) => {
      await page.goto(lang.home);
      const box = combobox(page, lang.label);
      await box.click();
      await box.pressSequentially(lang.culture === 'tr' ? 'saat' : 'watch');
      await expect(page.getByRole('group', { name: lang.products, exact: true }).getByRole('option')).toHaveCount(4);
      await box.press('ArrowDown');
      await checkA11y(page);
    });

    test(`${lang.culture}: the results page`, async ({ page }) => {
      await page.goto(`${lang.results}?q=${lang.culture === 'tr' ? 'saat' : 'watch'}`);
      await expect(page.locator('[data-testid="product-listing"] .product-card:not(.product-card--skeleton)').first()).toBeVisible();
      await checkA11y(page);
    });
  }
});
