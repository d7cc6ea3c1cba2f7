import { expect, test, type Page } from '@playwright/test';
import { operator } from './support/operator';
import { addCheckoutAddress, addFromProductPage, cancelWithReason, checkA11y, continueAsGuest, newEmail, payAndPlace } from './support/shopper';

/** A guest's order: cart → sign-in page → guest form → checkout; answers the docNo. */
async function guestOrder(page: Page, email: string, pay: 'transfer' | 'card'): Promise<string> {
  await addFromProductPage(page);
  await page.goto('/c/shipping-and-payment');
  await continueAsGuest(page, email);
  await addCheckoutAddress(page);
  return payAndPlace(page, pay);
}

async function track(page: Page, docNo: string, email: string) {
  await page.goto('/siparis-takip');
  const form = page.getByTestId('order-track-form');
  await form.getByLabel('Sipariş numarası').fill(docNo);
  await form.getByLabel('E-posta').fill(email);
  await form.getByRole('button', { name: 'Siparişimi bul' }).click();
  return page.getByTestId('order-track-result');
}

test.describe('order tracking: a guest cancels and returns (spec §7 guest cancel and guest refund; S2.05, S3.14, S7.33)', () => {
  test('guest: bank transfer order → /siparis-takip → cancel with a listed reason → "İptal edildi"', async ({ page }) => {
    test.setTimeout(90_000);
    const email = newEmail('misafir-iptal');
    const docNo = await guestOrder(page, email, 'transfer');

    const result = await track(page, docNo, email);
    await expect(result.getByTestId('order-track-status')).toHaveText('Ödeme bekleniyor');
    await expect(result.getByRole('button', { name: 'İade et' })).toHaveCount(0);
    await result.getByRole('button', { name: 'Siparişi iptal et' }).click();
    await cancelWithReason(page, page.getByTestId('guest-cancel-form'), 'Vazgeçtim');

    await expect(result.getByTestId('order-track-status')).toHaveText('İptal edildi');
    await expect(result.getByTestId('order-track-notice')).toHaveText('Siparişiniz iptal edildi');
    await expect(result.getByTestId('order-track-history-entry').last()).toContainText('İptal edildi');
    await expect(result.getByRole('button', { name: 'Siparişi iptal et' })).toHaveCount(0);
    await checkA11y(page);

    // Looked up again later, the order stays cancelled.
    const again = await track(page, docNo, email);
    await expect(again.getByTestId('order-track-status')).toHaveText('İptal edildi');
  });

  test('guest: card order the shop delivers → /siparis-takip → return one unit with a reason → the return\'s status', async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = newEmail('misafir-iade');
    const docNo = await guestOrder(page, email, 'card');
    const shop = await operator(request);
    for (const status of ['Preparing', 'OnTheWay', 'Delivered']) await shop.setStatus(docNo, status);

    const result = await track(page, docNo, email);
    await expect(result.getByTestId('order-track-status')).toHaveText('Teslim edildi');
    await expect(result.getByRole('button', { name: 'Siparişi iptal et' })).toHaveCount(0);
    await result.getByRole('button', { name: 'İade et' }).click();
    const form = page.getByTestId('guest-return-form');
    await form.getByTestId('guest-return-line').first().getByRole('combobox').selectOption('1');
    await form.getByLabel('İade nedeni').selectOption({ label: 'Beden veya ölçü uymadı' });
    await form.getByLabel('Açıklama').fill('Kayış bileğime büyük geldi');
    await form.getByLabel('Seçtiğim ürünleri iade etmek istediğimi onaylıyorum').check();
    await checkA11y(page);
    await form.getByRole('button', { name: 'İade talebi oluştur' }).click();

    const summary = result.getByTestId('order-track-return');
    await expect(summary.getByTestId('order-track-return-status')).toHaveText('Talep alındı');
    await expect(result.getByTestId('order-track-notice')).toHaveText('İade talebiniz alındı');
    await expect(page.getByTestId('guest-return-form')).toHaveCount(0);
    await checkA11y(page);
  });
});
