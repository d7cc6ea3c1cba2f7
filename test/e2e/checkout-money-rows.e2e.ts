import { expect, test, type Locator, type Page } from '@playwright/test';
import { currencyOfCode } from '../../contracts/currency/money-format';
import { amountOfText } from '../support/money-text';
import { addCheckoutAddress, addFromProductPage, checkA11y, continueAsGuest, fillCard, newEmail, orderSummaryUrl, registerMember } from './support/shopper';

const TRY = currencyOfCode('TRY');
/** An amount a page shows, minor units; it must be written the one way (S1.04, S9.13) or this fails. Free shipping reads as 0. */
const amount = (text: string) => (text === 'Ücretsiz' ? 0 : amountOfText(text.trim(), TRY, 'tr'));
const amounts = async (cells: Locator) => (await cells.allTextContents()).map(amount);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** On the checkout: accepts the agreements and places the order; answers its number and the total its summary shows. */
async function placeAndReadSummary(page: Page): Promise<{ docNo: string; total: number }> {
  await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check();
  await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
  await expect(page).toHaveURL(orderSummaryUrl());
  await expect(page.getByTestId('order-net-total')).toBeVisible();
  return { docNo: new URL(page.url()).searchParams.get('docno')!, total: amount((await page.getByTestId('order-net-total').textContent())!) };
}

test.describe('money rows in the browser (issue 32 items 1, 2 and 4; S3.10, S1.04, S9.13)', () => {
  test('issue 32 items 1, 2, 4: the cart\'s lines add up to its subtotal; at the checkout pay at door adds its fee as a row before ordering; the order summary and order page show the same rows and total', async ({ page }) => {
    await registerMember(page, newEmail('kapida-e2e'));
    await addFromProductPage(page);

    // The cart: lines at list price add up to "Ara toplam", and the rows to the total.
    await page.goto('/c/cart-summary');
    const cartRows = page.locator('.cart-summary .cart-totals [data-testid="money-row"]');
    await expect(page.getByTestId('cart-line-price').first()).toBeVisible();
    const lines = await amounts(page.getByTestId('cart-line-price'));
    const cartAmounts = await amounts(cartRows.locator('dd'));
    expect(cartAmounts[0]).toBe(sum(lines));
    expect(sum(cartAmounts.slice(0, -1))).toBe(cartAmounts.at(-1));

    await page.goto('/c/shipping-and-payment');
    await addCheckoutAddress(page);
    const totals = page.locator('.checkout-totals');
    const netTotal = page.getByTestId('checkout-net-total');
    await expect(netTotal).toBeVisible();
    const byCardText = (await netTotal.textContent())!;
    const byCard = amount(byCardText);
    await expect(totals.getByText('Kapıda ödeme hizmet bedeli')).toHaveCount(0);

    await page.getByRole('radio', { name: 'Kapıda ödeme' }).check();
    await expect(page.getByTestId('pay-at-door-text')).toContainText('29,90 ₺');
    const fee = totals.locator('[data-kind="payAtDoorFee"]');
    await expect(fee).toHaveText('Kapıda ödeme hizmet bedeli29,90 ₺');
    await expect(netTotal).not.toHaveText(byCardText);
    const atDoor = amount((await netTotal.textContent())!);
    expect(atDoor).toBe(byCard + 2_990);
    expect(sum(await amounts(totals.locator('[data-testid="money-row"]:not(:last-child) dd')))).toBe(atDoor);
    await checkA11y(page);

    const { docNo, total: summaryTotal } = await placeAndReadSummary(page);
    expect(summaryTotal).toBe(atDoor);
    await expect(page.locator('.order-view__totals [data-kind="payAtDoorFee"]')).toHaveText('Kapıda ödeme hizmet bedeli29,90 ₺');
    // One phone format (issue 32 item 4).
    await expect(page.locator('.order-view__address').first()).toContainText('0532 123 45 67');

    await page.goto(`/u/orders/${docNo}`);
    const orderRows = page.getByTestId('order-total');
    await expect(orderRows.last()).toBeVisible();
    const orderAmounts = await amounts(orderRows.locator('dd'));
    expect(orderAmounts.at(-1)).toBe(atDoor);
    expect(sum(orderAmounts.slice(0, -1))).toBe(atDoor);
    await expect(page.locator('[data-testid="order-total"][data-kind="payAtDoorFee"]')).toHaveText('Kapıda ödeme hizmet bedeli29,90 ₺');
  });

  test('issue 32 item 1: a card\'s instalment interest and the points it spends are rows of the checkout\'s total before ordering, from the plan the picker shows; the order summary and the guest\'s tracking show the same rows and total', async ({ page }) => {
    test.setTimeout(90_000);
    const email = newEmail('taksit-puan');
    await addFromProductPage(page);
    await page.goto('/c/shipping-and-payment');
    await continueAsGuest(page, email);
    await addCheckoutAddress(page);
    const totals = page.locator('.checkout-totals');
    const netTotal = page.getByTestId('checkout-net-total');
    await expect(netTotal).toBeVisible();
    const single = amount((await netTotal.textContent())!);

    await fillCard(page, '5400 3600 0000 0003');
    await page.getByTestId('use-card-points').check();
    // The points row: the Garanti Bonus test card holds 25 ₺ of points.
    await expect(totals.locator('[data-kind="cardPoints"]')).toHaveText('Kart puanıyla ödenen−25 ₺');
    await page.getByRole('radio', { name: /^3 taksit/ }).check();
    const interest = totals.locator('[data-kind="interest"]');
    await expect(interest).toBeVisible();
    // The plan the picker shows is the total's: on the amount after the points.
    const chosen = page.locator('.checkout-installments__option', { has: page.getByRole('radio', { name: /^3 taksit/ }) });
    const planText = (await chosen.locator('.checkout-installments__total').textContent())!.replace(/^Toplam /, '');
    await expect(netTotal).toHaveText(planText);
    const planTotal = amount(planText);
    const interestText = (await interest.locator('dd').textContent())!;
    const interestAmount = amount(interestText);
    expect(interestAmount).toBeGreaterThan(0);
    expect(planTotal).toBe(single - 2_500 + interestAmount);
    const checkoutAmounts = await amounts(totals.locator('[data-testid="money-row"]:not(:last-child) dd'));
    expect(sum(checkoutAmounts)).toBe(planTotal);
    await checkA11y(page);
    // The pre-information form the shopper accepts says the same (S7.32).
    await page.getByRole('button', { name: 'Ön Bilgilendirme Formu', exact: true }).click();
    const preInformation = page.getByRole('dialog');
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(preInformation).toContainText(new RegExp(`Vade farkı\\s*${literal(interestText)}`));
    await expect(preInformation).toContainText(new RegExp(`Toplam \\(KDV dahil\\)\\s*${literal(planText)}`));
    await page.keyboard.press('Escape');
    await expect(preInformation).toHaveCount(0);

    const { docNo, total: summaryTotal } = await placeAndReadSummary(page);
    expect(summaryTotal).toBe(planTotal);
    expect(await amounts(page.locator('.order-view__totals [data-testid="money-row"]:not(:last-child) dd'))).toEqual(checkoutAmounts);

    // Tracking: the guest reads the lines and the rows, not only the total.
    await page.goto('/siparis-takip');
    const form = page.getByTestId('order-track-form');
    await form.getByLabel('Sipariş numarası').fill(docNo);
    await form.getByLabel('E-posta').fill(email);
    await form.getByRole('button', { name: 'Siparişimi bul' }).click();
    const result = page.getByTestId('order-track-result');
    await expect(result.getByTestId('order-track-total')).toBeVisible();
    const rows = result.getByTestId('order-track-row');
    await expect(rows.and(page.locator('[data-kind="interest"]'))).toHaveText(`Vade farkı${interestText}`);
    await expect(rows.and(page.locator('[data-kind="cardPoints"]'))).toHaveText('Kart puanıyla ödenen−25 ₺');
    const trackAmounts = await amounts(rows.locator('dd'));
    expect(trackAmounts.slice(0, -1)).toEqual(checkoutAmounts);
    expect(trackAmounts.at(-1)).toBe(planTotal);
    expect(sum(await amounts(result.getByTestId('order-track-item').locator('td:last-child')))).toBe(trackAmounts[0]);
    await checkA11y(page);
  });
});
