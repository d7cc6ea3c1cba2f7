import { expect, test, type Page } from '@playwright/test';
import { signedInStaff } from './support/admin-staff';
import { addCheckoutAddress, addFromProductPage, checkA11y, continueAsGuest, newEmail, payAndPlace } from './support/shopper';
import { chooseFromSelect } from './support/console-select';

/**
 * Issue 30 items 1, 7 and 8 (the staff half of the journey): a shopper orders in one browser; staff,
 * signed in to the console in another, see it arrive in the open order list without a reload,
 * open it, prepare it and ship it with a tracking number; the shopper's order tracking shows it.
 */

async function guestOrder(page: Page, email: string, pay: 'card' | 'transfer' = 'card'): Promise<string> {
  await addFromProductPage(page);
  await page.goto('/c/shipping-and-payment');
  await continueAsGuest(page, email);
  await addCheckoutAddress(page);
  return payAndPlace(page, pay);
}

test('issue 30 items 1, 7, 8: a new order appears in the open list, staff ship it with a tracking number, the shopper\'s tracking shows it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signedInStaff(page.request, 'orders');
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Siparişler' })).toBeVisible();
  await checkA11y(page);

  // The shopper, in a browser of their own, orders while the list stays open.
  const shopper = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const shop = await shopper.newPage();
    const email = newEmail('konsol-siparis');
    const docNo = await guestOrder(shop, email);

    // No reload: the list hears of the order and shows its row.
    const row = page.getByRole('row').filter({ hasText: docNo });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText('Tahsil edildi');
    await row.getByText(docNo).click();
    await expect(page.getByRole('heading', { name: `Sipariş ${docNo}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gönderilen e-postalar' })).toBeVisible();
    await expect(page.getByText(`${docNo} numaralı siparişiniz alındı`)).toBeVisible();
    await checkA11y(page);

    const move = page.getByRole('form', { name: 'Siparişin durumunu değiştir' });
    const moveTo = async (status: string, fill: { note?: string; tracking?: string } = {}) => {
      await chooseFromSelect(page, move.getByLabel('Yeni durum'), status);
      if (fill.tracking) await move.getByLabel('Kargo takip numarası').fill(fill.tracking);
      if (fill.note) await move.getByLabel(/^Not/).fill(fill.note);
      await move.getByRole('button', { name: 'Durumu değiştir' }).click();
      await expect(page.getByTestId('order-status')).toContainText(status);
    };
    await moveTo('Hazırlanıyor', { note: 'Depoda paketleniyor' });
    await moveTo('Kargoda', { tracking: 'YK-2026-4711' });
    await expect(page.getByTestId('order-tracking')).toContainText('YK-2026-4711');
    await expect(page.getByTestId('order-history-entry').filter({ hasText: 'Depoda paketleniyor' })).toBeVisible();

    // The shopper looks the order up and reads the tracking number.
    await shop.goto('/siparis-takip');
    const form = shop.getByTestId('order-track-form');
    await form.getByLabel('Sipariş numarası').fill(docNo);
    await form.getByLabel('E-posta').fill(email);
    await form.getByRole('button', { name: 'Siparişimi bul' }).click();
    const result = shop.getByTestId('order-track-result');
    await expect(result.getByTestId('order-track-status')).toHaveText('Kargoda');
    await expect(result.getByTestId('order-tracking-number')).toHaveText('YK-2026-4711');
    await checkA11y(shop);

    // Support, signed in elsewhere, reads the same page but is offered no move, and has no payments page.
    const orderPage = new URL(page.url()).pathname;
    const support = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const supportPage = await support.newPage();
      await signedInStaff(supportPage.request, 'support');
      await supportPage.goto(orderPage);
      await expect(supportPage.getByTestId('order-tracking')).toContainText('YK-2026-4711');
      await expect(supportPage.getByRole('form', { name: 'Siparişin durumunu değiştir' })).toHaveCount(0);
      await expect(supportPage.getByRole('menuitem', { name: 'Siparişler' })).toBeVisible();
      await expect(supportPage.getByRole('menuitem', { name: 'Ödemeler' })).toHaveCount(0);
    } finally {
      await support.close();
    }
  } finally {
    await shopper.close();
  }
});

test('issue 30 item 2: a bank transfer waits on the payments page until staff say the money arrived; the shopper then reads "Ödendi"', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const shopper = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const shop = await shopper.newPage();
    const email = newEmail('konsol-havale');
    const docNo = await guestOrder(shop, email, 'transfer');

    await signedInStaff(page.request, 'orders');
    await page.goto('/admin/payments');
    await expect(page.getByRole('heading', { name: 'Ödemeler', level: 1 })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('tab', { name: 'Havale / EFT bekleyen' }).click();
    const row = page.getByRole('row').filter({ hasText: docNo });
    await expect(row).toContainText('Ödeme bekleniyor');
    await checkA11y(page);
    await row.getByRole('button', { name: 'Ödeme geldi' }).click();
    await expect(page.getByText(`${docNo} ödendi olarak işaretlendi`)).toBeVisible();
    await expect(row).toHaveCount(0);

    await shop.goto('/siparis-takip');
    const form = shop.getByTestId('order-track-form');
    await form.getByLabel('Sipariş numarası').fill(docNo);
    await form.getByLabel('E-posta').fill(email);
    await form.getByRole('button', { name: 'Siparişimi bul' }).click();
    await expect(shop.getByTestId('order-track-status')).toHaveText('Ödendi');
  } finally {
    await shopper.close();
  }
});
