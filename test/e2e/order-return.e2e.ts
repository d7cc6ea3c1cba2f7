import { expect, test, type Page } from '@playwright/test';
import { operator } from './support/operator';
import { addCheckoutAddress, addFromProductPage, cancelWithReason, checkA11y, newEmail, payAndPlace, registerMember } from './support/shopper';

/** Cart → checkout → the order summary; answers the docNo. The address is added with the first order and chosen after. */
async function buy(page: Page, pay: 'transfer' | 'card', address: 'new' | 'saved'): Promise<string> {
  await addFromProductPage(page);
  await page.goto('/c/shipping-and-payment');
  if (address === 'new') await addCheckoutAddress(page);
  else await page.getByTestId('address-picker-shippingAddress').getByRole('radio', { name: 'Ev' }).check();
  return payAndPlace(page, pay);
}

test.describe('order cancel and return (S2.02 /u/order-cancel, /u/order-return, /u/returns; S3.14; S7.33)', () => {
  test('member: bank transfer → cancel with a listed reason; card order delivered by the operator → return one line → /u/returns → its status', async ({ page, request }) => {
    test.setTimeout(90_000);
    await registerMember(page, newEmail('iade'));

    // A bank transfer order, cancelled with a reason from the shop's list.
    const first = await buy(page, 'transfer', 'new');
    await page.goto(`/u/orders/${first}`);
    await expect(page.getByTestId('order-status')).toHaveText('Ödeme bekleniyor');
    // Each total reads as one row, its name at the left and the amount at the right (not stacked and indented).
    const grandTotal = page.getByTestId('order-total').last();
    const [totalName, totalAmount] = [await grandTotal.locator('dt').boundingBox(), await grandTotal.locator('dd').boundingBox()];
    expect(totalAmount!.y).toBe(totalName!.y);
    expect(totalAmount!.x).toBeGreaterThan(totalName!.x + totalName!.width);
    await expect(page.getByRole('link', { name: 'İade et' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Siparişi iptal et' }).click();
    await cancelWithReason(page, page.getByTestId('order-cancel-form'), 'Vazgeçtim');
    await expect(page).toHaveURL(new RegExp(`/u/orders/${first}$`));
    await expect(page.getByTestId('order-status')).toHaveText('İptal edildi');
    await expect(page.getByTestId('order-history-entry').last()).toContainText('Vazgeçtim');

    // A card order the shop delivers; the member returns one unit of it.
    const second = await buy(page, 'card', 'saved');
    const shop = await operator(request);
    for (const status of ['Preparing', 'OnTheWay', 'Delivered']) await shop.setStatus(second, status);
    await page.goto(`/u/orders/${second}`);
    await expect(page.getByTestId('order-status')).toHaveText('Teslim edildi');
    await expect(page.getByRole('link', { name: 'Siparişi iptal et' })).toHaveCount(0);
    await page.getByRole('link', { name: 'İade et' }).click();
    await expect(page).toHaveURL(new RegExp(`/u/order-return/${second}$`));
    const form = page.getByTestId('order-return-form');
    await form.getByTestId('return-line').first().getByRole('combobox').selectOption('1');
    await form.getByLabel('İade nedeni').selectOption({ label: 'Beden veya ölçü uymadı' });
    await form.getByLabel('Açıklama').fill('Kayış bileğime büyük geldi');
    await checkA11y(page);
    await form.getByRole('button', { name: 'İade talebi oluştur' }).click();
    await expect(page).toHaveURL(/\/u\/returns\/\d+$/);
    const returnId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByTestId('return-status')).toHaveText('Talep alındı');

    await page.goto('/u/returns');
    const row = page.getByTestId('return-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(second);
    await expect(row.getByTestId('return-status')).toHaveText('Talep alındı');
    await checkA11y(page);
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/u/returns/${returnId}$`));
    await expect(page.getByTestId('return-detail')).toContainText('Beden veya ölçü uymadı · Kayış bileğime büyük geldi');

    // The shop approves and refunds it: the detail says so.
    await shop.setReturnStatus(returnId, 'approved');
    await shop.setReturnStatus(returnId, 'refunded');
    await page.reload();
    await expect(page.getByTestId('return-status')).toHaveText('Ücret iade edildi');
    await expect(page.getByTestId('return-refunded')).toBeVisible();
    await checkA11y(page);
  });
});
