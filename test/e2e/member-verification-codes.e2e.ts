import { expect, test } from '@playwright/test';
import { mail, newEmail, registerMember } from './support/shopper';

test.describe('verification codes (S7.30 S7.35)', () => {
  test('/u/info: a new e-mail gets a code, and the confirmed address becomes the member\'s', async ({ page }) => {
    await registerMember(page, newEmail('kod'));
    const address = newEmail('kod-yeni');
    await page.goto('/u/info');
    const form = page.getByTestId('email-change-form');
    await form.getByLabel('Yeni e-posta adresi').fill(address);
    await form.getByRole('button', { name: 'Doğrulama kodu gönder' }).click();
    await expect(form.getByText(`${address} adresine gönderilen kodu girin.`)).toBeVisible();
    const [, code] = await mail(address, /Doğrulama kodunuz: (\d{6})/);
    await form.getByLabel('Doğrulama kodu').fill(code);
    await form.getByRole('button', { name: 'Onayla' }).click();
    await expect(form.getByLabel('Yeni e-posta adresi')).toBeVisible();
    const active = await page.request.get('/api/active-member');
    expect((await active.json()).member.email).toBe(address);
  });
});
