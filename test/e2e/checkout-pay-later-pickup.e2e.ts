import { expect, test } from '@playwright/test';
import { addCheckoutAddress, payLaterByCard, addFromProductPage, checkA11y, newEmail, orderSummaryUrl, registerMember } from './support/shopper';

test.describe('pay later and store pick-up in the browser (S7.32, S3.22, S3.14)', () => {
  test('S7.32 S3.22 a member picks the order up at a store and pays later; the order page shows the store and due date, then takes the card payment', async ({ page }) => {
    await registerMember(page, newEmail('sonra-ode'));
    await addFromProductPage(page);
    await page.goto('/c/shipping-and-payment');
    await addCheckoutAddress(page);

    // Delivery: a store instead of the address (the address stays for the invoice).
    const totals = page.locator('.checkout-totals');
    const netTotal = page.getByTestId('checkout-net-total');
    await expect(totals.getByText('Kargo', { exact: true })).toBeVisible();
    const delivery = page.getByTestId('delivery-choice');
    await delivery.getByRole('radio', { name: 'Mağazadan teslim alacağım' }).check();
    const stores = page.getByTestId('pickup-stores');
    await expect(stores).toContainText('Abdi İpekçi Cad. No: 42');
    await stores.getByRole('radio', { name: /Vitrin Kadıköy/ }).check();
    await expect(page.getByTestId('shipment-options')).toHaveCount(0);
    // The cart itself is repriced: no shipping line, and the total shown is what the order charges.
    await expect(totals.getByText('Kargo', { exact: true })).toHaveCount(0);
    const shownTotal = (await netTotal.textContent())!;

    await page.getByRole('radio', { name: 'Sonra öde' }).check();
    await expect(page.getByTestId('pay-later-text')).toContainText('14 gün');
    await checkA11y(page);
    await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check();
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();

    await expect(page).toHaveURL(orderSummaryUrl());
    const docNo = new URL(page.url()).searchParams.get('docno')!;
    await expect(page.getByTestId('order-pickup-store')).toContainText('Vitrin Kadıköy');
    await expect(page.getByTestId('order-net-total')).toHaveText(shownTotal);
    await expect(page.getByTestId('order-due-date')).toBeVisible();

    await page.goto(`/u/orders/${docNo}`);
    await expect(page.getByTestId('order-status')).toHaveText('Ödeme bekleniyor');
    await expect(page.getByTestId('order-pickup-store')).toContainText('Bahariye Cad. No: 18');
    await expect(page.getByTestId('order-payment-status')).toHaveText('Ödeme bekleniyor');
    const pay = page.getByTestId('order-pay-later');
    await expect(pay.getByTestId('order-due-date')).toBeVisible();
    await checkA11y(page);
    await payLaterByCard(pay, '4000 0000 0000 0002');
    await expect(pay.getByTestId('pay-later-error')).toContainText('Kartınız reddedildi');

    await pay.getByLabel('Kart numarası').fill('4111 1111 1111 1111');
    await pay.getByRole('button', { name: 'Şimdi öde' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Ödendi');
    await expect(page.getByTestId('order-payment-status')).toHaveText('Ödendi');
    await expect(page.getByTestId('order-pay-later')).toHaveCount(0);
  });
});
