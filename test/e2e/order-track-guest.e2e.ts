import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addCheckoutAddress, addFromProductPage, checkA11y, continueAsGuest, expectBesideItsText, fillCard, newEmail } from './support/shopper';

/** The operator's order status route with a bearer token from the shop's realm (as order-return.e2e.ts moves an order on). */
async function setOrderStatus(request: APIRequestContext, docNo: string, statuses: readonly string[]) {
  const token = await request.post('/gateway/realms/vitrin/protocol/openid-connect/token', {
    form: { grant_type: 'client_credentials', client_id: 'vitrin-storefront', client_secret: process.env.E2E_IDP_CLIENT_SECRET! },
  });
  expect(token.ok()).toBe(true);
  const authorization = `Bearer ${(await token.json() as { access_token: string }).access_token}`;
  for (const status of statuses) {
    const answer = await request.post('/gateway/ordermanagement/api/operator/set-order-status', { headers: { authorization }, data: { docNo, status } });
    expect(answer.status()).toBe(200);
  }
}

/** A guest's order: cart → sign-in page → guest form → checkout; answers the docNo. */
async function guestOrder(page: Page, email: string, pay: 'transfer' | 'card'): Promise<string> {
  await addFromProductPage(page);
  await page.goto('/c/shipping-and-payment');
  await continueAsGuest(page, email);
  await addCheckoutAddress(page);
  if (pay === 'transfer') await page.getByRole('radio', { name: 'Havale / EFT' }).check();
  else await fillCard(page, '4111111111111111');
  await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check();
  await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
  await expect(page).toHaveURL(/\/c\/order-summary\?status=success&docno=VTR-\d{4}-\d{6,}$/);
  return new URL(page.url()).searchParams.get('docno')!;
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
    const cancel = page.getByTestId('guest-cancel-form');
    await cancel.getByLabel('İptal nedeni').selectOption({ label: 'Vazgeçtim' });
    await cancel.getByLabel('İptal etmek istediğimi onaylıyorum').check();
    await expectBesideItsText(cancel.getByLabel('İptal etmek istediğimi onaylıyorum'));
    await checkA11y(page);
    await cancel.getByRole('button', { name: 'Siparişi iptal et' }).click();

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
    await setOrderStatus(request, docNo, ['Preparing', 'OnTheWay', 'Delivered']);

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
