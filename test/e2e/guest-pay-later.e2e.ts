import { expect, test } from '@playwright/test';
import { addCheckoutAddress, payLaterByCard, addFromProductPage, checkA11y, continueAsGuest, mail, newEmail, orderSummaryUrl } from './support/shopper';

test.describe('a guest pays a pay-later order from order tracking (issue 32 item 5, S7.32, S6.02, S2.05)', () => {
  test('issue 32 item 5: no wallet offered; the mail\'s link opens tracking with the number; the guest pays by a 3-D Secure card and tracking shows the order paid', async ({ page }) => {
    test.setTimeout(90_000); // a whole journey: checkout as a guest, the mail, tracking, the bank page and back
    const email = newEmail('sonra-misafir');
    await addFromProductPage(page);
    await page.goto('/c/shipping-and-payment');
    await continueAsGuest(page, email);
    await addCheckoutAddress(page);
    await expect(page.getByRole('radio', { name: 'Sonra öde' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Cüzdan' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Sonra öde' }).check();
    await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check();
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
    await expect(page).toHaveURL(orderSummaryUrl());
    const docNo = new URL(page.url()).searchParams.get('docno')!;

    // The order mail: the due date and the link to pay, on tracking with the number filled in.
    const [, path] = await mail(email, new RegExp(`https?://[^/\\s]+(/siparis-takip\\?docno=${docNo})`));
    await mail(email, /Son ödeme tarihi: /);
    await page.goto(path);
    const track = page.getByTestId('order-track-form');
    await expect(track.getByLabel('Sipariş numarası')).toHaveValue(docNo);
    await track.getByLabel('E-posta').fill(email);
    await track.getByRole('button', { name: 'Siparişimi bul' }).click();
    const result = page.getByTestId('order-track-result');
    await expect(result.getByTestId('order-track-status')).toHaveText('Ödeme bekleniyor');
    const pay = result.getByTestId('order-pay-later');
    await expect(pay.getByTestId('order-due-date')).toContainText('Son ödeme tarihi');
    await expect(pay.getByRole('radio', { name: 'Cüzdanımla öde' })).toHaveCount(0);
    await checkA11y(page);

    await payLaterByCard(pay, '4000 0000 0000 3220');

    await expect(page).toHaveURL(/\/api\/3d-secure\/challenge\?key=/);
    await page.getByLabel('Doğrulama kodu').fill('123456');
    await page.getByRole('button', { name: 'Onayla' }).click();

    // Back on tracking, the number filled in: the e-mail again shows the order paid.
    await expect(page).toHaveURL(new RegExp(`/siparis-takip\\?docno=${docNo}&payment=success$`));
    await track.getByLabel('E-posta').fill(email);
    await track.getByRole('button', { name: 'Siparişimi bul' }).click();
    await expect(result.getByTestId('order-track-status')).toHaveText('Ödendi');
    await expect(result.getByTestId('pay-later-paid')).toHaveText('Ödemeniz alındı');
    await expect(result.getByTestId('order-pay-later')).toHaveCount(0);
    await checkA11y(page);
  });
});
