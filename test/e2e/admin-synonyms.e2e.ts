import { expect, test } from '@playwright/test';
import { signedInStaff } from './support/admin-staff';
import { chooseFromSelect } from './support/console-select';

const cards = '[data-testid="product-listing"] .product-card:not(.product-card--skeleton)';

/**
 * Issue 31 item 3 in the console (issue 29): a catalogue member teaches the shop's search a word
 * shoppers use, and a shopper's search for it finds the products at once.
 */
test('issue 31 item 3: a synonym added in the console finds products for a word no product name holds', async ({ page, browser }) => {
  await signedInStaff(page.request, 'catalogue');
  // A word of the street for "a thing": no product holds it.
  const word = `zımbırtı${Date.now().toString(36).replace(/\d/g, '')}`;
  const shopper = await browser.newPage();
  await shopper.goto(`/search?q=${encodeURIComponent(word)}`);
  await expect(shopper.getByTestId('search-no-results')).toBeVisible();

  await page.goto('/admin/search-synonyms/create');
  await chooseFromSelect(page, page.getByLabel('Dil'), 'Türkçe');
  await page.getByLabel('Sözcük').fill(word);
  await page.getByLabel('Eş anlamlısı').fill('cüzdan');
  await page.getByRole('toolbar').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(/\/admin\/search-synonyms$/);
  await page.getByRole('textbox', { name: 'Ara' }).fill(word);
  await expect(page.getByRole('row').filter({ hasText: word })).toContainText('cüzdan');

  await shopper.goto(`/search?q=${encodeURIComponent(word)}`);
  await expect(shopper.locator(cards).first()).toContainText('Cüzdan');
  await shopper.close();
});
