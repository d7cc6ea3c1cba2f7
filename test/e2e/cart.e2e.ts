import { expect, test, type Page } from '@playwright/test';
import { addFromProductPage, chooseAnySize, newEmail, registerMember } from './support/shopper';

test.describe('cart journeys (S6.01, S2.15, S2.20, S2.21-S2.24, S4.02, S4.07-S4.11, S5.04)', () => {
  test('add from the product page → notice → mini cart → change quantity → remove with confirmation → empty view', async ({ page }) => {
    const name = await addFromProductPage(page);
    const notice = page.getByTestId('cart-added-notice');
    await expect(notice).toContainText('Ürününüz sepete eklendi');
    await expect(notice).toContainText(name);
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    // S4.11: the notice closes by itself after 3 s.
    await expect(notice).toBeHidden({ timeout: 6_000 });

    await page.locator('[data-basket]').click();
    const mini = page.getByTestId('mini-cart');
    await expect(mini.getByTestId('cart-line')).toHaveCount(1);
    await mini.getByRole('button', { name: 'Adedi artır' }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('2');
    await expect(mini.getByRole('spinbutton')).toHaveValue('2');

    // S4.09: down to 0 opens the remove confirmation; Cancel keeps the line, Remove takes it out.
    await mini.getByRole('button', { name: 'Adedi azalt' }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await mini.getByRole('button', { name: 'Adedi azalt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sepetten çıkar' });
    await expect(dialog).toContainText('Bu ürünü sepetinizden çıkarmak istediğinize emin misiniz?');
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(mini.getByTestId('cart-line')).toHaveCount(1);
    await mini.getByRole('button', { name: 'Adedi azalt' }).click();
    await page.getByRole('dialog', { name: 'Sepetten çıkar' }).getByRole('button', { name: 'Çıkar' }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('0');
    await expect(mini.getByTestId('empty-cart')).toContainText('Sepetiniz boş');
    // S2.21: Start Shopping goes home and closes the mini cart.
    await mini.getByRole('link', { name: 'Alışverişe Başla' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('mini-cart')).toBeHidden();
  });

  test('the cart summary page shows lines, the NetTotal and a coupon; a phone\'s basket goes there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await addFromProductPage(page);
    await expect(page.getByTestId('cart-added-notice')).toBeVisible();
    expect((await page.locator('.cart-added__image').boundingBox())!.width).toBeLessThanOrEqual(64);
    await page.locator('[data-basket]').click();
    await expect(page).toHaveURL(/\/c\/cart-summary$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-net-total')).toHaveText(/₺/);
    await page.getByRole('textbox', { name: 'Kupon kodu' }).fill('ESKI20');
    await page.getByRole('button', { name: 'Uygula' }).click();
    await expect(page.getByText('Bu kuponun süresi dolmuş')).toBeVisible();

    // The line's quantity control keeps both buttons whole and inside its box on a phone.
    const quantity = page.getByTestId('cart-line').getByRole('group', { name: 'Adet' });
    const box = (await quantity.boundingBox())!;
    for (const name of ['Adedi azalt', 'Adedi artır']) {
      const step = (await quantity.getByRole('button', { name }).boundingBox())!;
      expect(step.width).toBeGreaterThanOrEqual(32);
      expect(step.x).toBeGreaterThanOrEqual(box.x);
      expect(step.x + step.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }
  });

  test('a list\'s card adds its product, or opens its page when a size must be chosen first', async ({ page }) => {
    await page.goto('/saat-c-1');
    const cards = page.locator('.product-card:not(.product-card--skeleton)');
    await expect(cards.first()).toBeVisible();
    await cards.first().locator('.product-card__cart').click();
    // Either it went in (the notice and the badge), or the product has sizes and its page opened.
    await expect(page.getByTestId('cart-added-notice').or(page.getByTestId('add-to-cart'))).toBeVisible();
    if (await page.getByTestId('add-to-cart').isVisible()) await expect(page.getByText('Lütfen önce bu ürün için bir beden seçin')).toBeVisible();
    else await expect(page.getByTestId('basket-count')).toHaveText('1');
  });

  test('two tabs of one shopper: a change in one shows in the other live', async ({ context }) => {
    const first = await context.newPage();
    await addFromProductPage(first);
    const second = await context.newPage();
    await second.goto('/');
    await expect(second.getByTestId('basket-count')).toHaveText('1');
    // The second tab's live channel follows the cart before the change it must hear.
    await expect(second.locator('[data-basket][data-live="connected"]')).toHaveCount(1);
    await first.goto(first.url());
    await chooseAnySize(first);
    await first.getByTestId('add-to-cart').click();
    await expect(first.getByTestId('basket-count')).toHaveText('2');
    await expect(second.getByTestId('basket-count')).toHaveText('2');
  });

  test('S7.39 issue 27: after sign-up the tab\'s live channel follows the member\'s cart, not the visitor\'s it opened with', async ({ context }) => {
    const first = await context.newPage();
    await addFromProductPage(first);
    // Signed up in this tab without a reload: the channel opened with the visitor's token.
    await registerMember(first, newEmail('canli-sepet'));
    await expect(first.getByTestId('basket-count')).toHaveText('1');
    await expect(first.locator('[data-basket][data-live="connected"]')).toHaveCount(1);
    const second = await context.newPage();
    await addFromProductPage(second, '/saat-c-1', '2');
    await expect(first.getByTestId('basket-count')).toHaveText('2');
  });

  test('desktop: every amount of the totals stays on one line beside a long campaign name (2 pairs of shoes)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/ayakkabi-c-5');
    await page.locator('.product-card a').first().click();
    await page.locator('[data-testid^="size-"]:enabled').first().click();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('basket-count')).toHaveText('2');
    await page.goto('/c/cart-summary');
    const totals = page.locator('.cart-summary .cart-totals');
    await expect(totals.getByText(/^Kampanya: 2\. Ürüne %50/)).toBeVisible();
    // The number and its sign in one line box: a wrapped "₺" is a second rectangle of the amount's text.
    const lineBoxes = await totals.locator('dd').evaluateAll((amounts) => amounts.map((amount) => {
      const range = document.createRange();
      range.selectNodeContents(amount);
      return `${amount.textContent}: ${new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size}`;
    }));
    expect(lineBoxes.length).toBeGreaterThanOrEqual(4);
    expect(lineBoxes).toEqual(lineBoxes.map((entry) => entry.replace(/\d+$/, '1')));
  });
});
