import { expect, test } from '@playwright/test';
import { addCheckoutAddress, payLaterByCard, addFromProductPage, checkA11y, newEmail, orderSummaryUrl, registerMember, signInAsDemoMember } from './support/shopper';

test.describe('pay later paid by a 3-D Secure card, and the demo wallet (S7.32, S3.14, S7.26)', () => {
  test('S7.32 a member places a pay-later order, pays it from the order page by a 3-D Secure card through the bank page, and sees it paid', async ({ page }) => {
    test.setTimeout(90_000); // a whole journey: register, checkout, the order page, the bank page and back
    await registerMember(page, newEmail('sonra-3ds'));
    await addFromProductPage(page);
    await page.goto('/c/shipping-and-payment');
    await addCheckoutAddress(page);
    await page.getByRole('radio', { name: 'Sonra öde' }).check();
    await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check();
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
    await expect(page).toHaveURL(orderSummaryUrl());
    const docNo = new URL(page.url()).searchParams.get('docno')!;

    await page.goto(`/u/orders/${docNo}`);
    await expect(page.getByTestId('order-status')).toHaveText('Ödeme bekleniyor');
    const pay = page.getByTestId('order-pay-later');
    await payLaterByCard(pay, '4000 0000 0000 3220');

    // The checkout's bank page: the order's amount and the card's last four digits.
    await expect(page).toHaveURL(/\/api\/3d-secure\/challenge\?key=/);
    await expect(page.getByRole('heading', { name: 'Ödemenizi onaylayın' })).toBeVisible();
    await expect(page.getByTestId('challenge-amount')).toContainText('₺');
    await expect(page.getByText('•••• 3220')).toBeVisible();
    await page.getByLabel('Doğrulama kodu').fill('123456');
    await page.getByRole('button', { name: 'Onayla' }).click();

    await expect(page).toHaveURL(new RegExp(`/u/orders/${docNo}\\?payment=success$`));
    await expect(page.getByTestId('pay-later-paid')).toHaveText('Ödemeniz alındı');
    await expect(page.getByTestId('order-status')).toHaveText('Ödendi');
    await expect(page.getByTestId('order-payment-status')).toHaveText('Ödendi');
    await expect(page.getByTestId('order-pay-later')).toHaveCount(0);
    await checkA11y(page);
  });

  test('S7.26 the demo member signs in and sees the wallet with its balance on the payment page, in Turkish and in English', async ({ page }) => {
    test.setTimeout(60_000); // sign-in, a product, two checkout pages
    await signInAsDemoMember(page);
    // The demo member's cart is the run's: it keeps what an earlier try of this test (CI retries once) added.
    await addFromProductPage(page, undefined, /^[1-9]\d*$/);
    await page.goto('/c/shipping-and-payment');
    await page.getByRole('radio', { name: 'Cüzdan' }).check();
    // The balance, whether or not it covers the cart: the cart is the list's first watch (whose price
    // other suites may change), once per try of this test.
    await expect(page.getByTestId('wallet-text')).toContainText(/^Cüzdan bakiyeniz(: | \()20\.000 ₺/);

    // The English site shops in dollars: the dollar balance.
    await page.goto('/en/c/shipping-and-payment');
    await page.getByRole('radio', { name: 'Wallet' }).check();
    await expect(page.getByTestId('wallet-text')).toContainText(/^Your wallet balance(: | \()\$500/);
  });
});
