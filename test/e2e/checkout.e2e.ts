import { expect, test } from '@playwright/test';
import { addCheckoutAddress, addFromProductPage, checkA11y, continueAsGuest, fillCard, newEmail, orderSummaryUrl, registerMember } from './support/shopper';

test.describe('checkout (S2 cart flow, S2.16, S4 cart pages redirect, issue 15 items 1-5, issue 32 item 16)', () => {
  test('a visitor opening the checkout is sent to sign in with the returnurl', async ({ page }) => {
    await page.goto('/c/shipping-and-payment');
    await expect(page).toHaveURL(/\/login\?action=login&returnurl=%2Fc%2Fshipping-and-payment$/);
  });

  test('member: cart → checkout → new address → declined card stays with the message → approved card → order summary, basket 0', async ({ page }) => {
    const email = newEmail('checkout');
    await registerMember(page, email);
    await addFromProductPage(page);
    await page.goto('/c/cart-summary');
    await page.getByRole('link', { name: 'Alışverişi Tamamla' }).or(page.locator('a[href="/c/shipping-and-payment"]')).first().click();
    await expect(page).toHaveURL(/\/c\/shipping-and-payment$/);

    // The reduced header: logo and the three steps, no basket.
    const steps = page.getByRole('navigation', { name: 'Sipariş adımları' });
    await expect(steps.getByRole('listitem')).toHaveText(['Sepet özeti', 'Teslimat ve Ödeme', 'Sipariş Özeti']);
    await expect(steps.getByRole('link')).toHaveCount(1);
    await expect(page.getByTestId('basket-count')).toBeHidden();
    await expect(page.getByTestId('mega-menu')).toBeHidden();

    // Issue 32 item 16: what is being bought is listed, read only; the footer is reduced with the header (no newsletter form).
    await expect(page.getByTestId('checkout-item')).toHaveCount(1);
    await expect(page.getByTestId('checkout-item')).toContainText('Adet: 1');
    await expect(page.locator('.site-footer__bottom')).toBeVisible();
    await expect(page.locator('.site-footer .newsletter')).toBeHidden();

    // Issue 32 item 16: a first submit without an address flags the address too, first, with the focus there, and the card fields.
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
    const picker = page.getByTestId('address-picker-shippingAddress');
    await expect(picker.getByText('Bir teslimat adresi seçin')).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Yeni adres ekle' })).toBeFocused();
    await expect(page.getByLabel('Kart numarası')).toHaveAttribute('aria-invalid', 'true');

    await addCheckoutAddress(page);
    await expect(picker.getByText('Bir teslimat adresi seçin')).toBeHidden();

    // Nothing is sent before the policies are accepted and the card passes the checks.
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
    await expect(page.getByText('Devam etmek için sözleşmeleri kabul etmelisiniz')).toBeVisible();
    await fillCard(page, '4111 1111 1111 1112');
    await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check();
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
    await expect(page.getByText('Kart numarası geçerli değil')).toBeVisible();
    await checkA11y(page);

    // A declined card: the server's message, the page stays, no order.
    const placements: string[] = [];
    page.on('request', (request) => { if (request.url().endsWith('/api/place-order')) placements.push(request.headers()['idempotency-key'] ?? ''); });
    await fillCard(page, '4000000000000002');
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).dblclick();
    await expect(page.getByTestId('place-order-error')).toContainText(/declined|reddedildi/i);
    await expect(page).toHaveURL(/\/c\/shipping-and-payment$/);
    expect(placements).toHaveLength(1);

    await fillCard(page, '4111111111111111');
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
    await expect(page).toHaveURL(orderSummaryUrl());
    const docNo = new URL(page.url()).searchParams.get('docno')!;
    await expect(page.getByTestId('order-docno')).toHaveText(docNo);
    await expect(page.getByText('Son dört hanesi 1111 olan kart')).toBeVisible();
    await expect(page.getByTestId('basket-count')).toHaveText('0');
    expect(placements).toHaveLength(2);
    expect(placements[1]).not.toBe(placements[0]);
    await checkA11y(page);
  });

  test('guest: cart → sign-in page → guest form with the bot check → back to checkout → bank transfer → order summary → tracked at /siparis-takip', async ({ page }) => {
    const email = newEmail('misafir-siparis');
    await addFromProductPage(page);
    await page.goto('/c/shipping-and-payment');
    await expect(page).toHaveURL(/\/login\?action=login&returnurl=%2Fc%2Fshipping-and-payment$/);
    await continueAsGuest(page, email);

    await addCheckoutAddress(page, { title: 'Ofis', name: 'Ece', surname: 'Şahin', phone: '5429876543', city: 'Ankara', district: 'Çankaya', line: 'Atatürk Bulvarı No: 10' });

    await page.getByRole('radio', { name: 'Havale / EFT' }).check();
    await expect(page.getByTestId('bank-transfer-text')).toBeVisible();
    await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check();
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
    await expect(page).toHaveURL(orderSummaryUrl());
    const docNo = new URL(page.url()).searchParams.get('docno')!;
    await expect(page.getByTestId('basket-count')).toHaveText('0');

    // S2.05 order tracking: the order number and the e-mail show its status; a wrong e-mail reveals nothing.
    await page.goto('/siparis-takip');
    const track = page.getByTestId('order-track-form');
    await track.getByLabel('Sipariş numarası').fill(docNo);
    await track.getByLabel('E-posta').fill('baskasi@example.com');
    await track.getByRole('button', { name: 'Siparişimi bul' }).click();
    await expect(page.getByTestId('order-track-result')).toHaveCount(0);
    await expect(track.getByRole('alert')).toBeVisible();
    await track.getByLabel('E-posta').fill(email);
    await track.getByRole('button', { name: 'Siparişimi bul' }).click();
    await expect(page.getByTestId('order-track-status')).toHaveText('Ödeme bekleniyor');
  });

  test('order summary with status=error offers the way back to the cart', async ({ page }) => {
    await registerMember(page, newEmail('checkout-error'));
    await page.goto('/c/order-summary?status=error&docno=');
    await expect(page.locator('.order-summary--error')).toContainText('Siparişiniz tamamlanamadı');
    await expect(page.getByRole('link', { name: 'Sepete Dön' })).toHaveAttribute('href', '/c/cart-summary');
  });
});
