import { expect, test, type Page } from '@playwright/test';
import { createStaff, STAFF_PASSWORD, tokenOf, totpCode } from './support/admin-staff';

/** Issue 29 item 2 and 7: the shop owner's first sign-in, with the second factor, through the console's pages. */

/** A text or password field by its label (the label's required mark is not part of the name). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('issue 29 item 7: the owner follows the one-time link, enrols an authenticator, saves the recovery codes and signs in again with a code', async ({ page }) => {
  const owner = await createStaff(page.request, 'owner');
  await page.goto(`/admin/enrol?token=${encodeURIComponent(tokenOf(owner))}`);

  // A password of 12 characters at least, typed twice.
  await field(page, 'Şifre').fill('kısa şifre');
  await field(page, 'Şifre (yeniden)').fill('kısa şifre');
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.getByText('Şifre en az 12 karakter olmalı')).toBeVisible();
  await field(page, 'Şifre').fill(STAFF_PASSWORD);
  await field(page, 'Şifre (yeniden)').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Devam' }).click();

  // The authenticator: a QR code drawn in the browser and the secret as text.
  await expect(page.getByRole('img', { name: 'Doğrulama uygulaması için karekod' })).toBeVisible();
  const secret = await page.getByTestId('totp-secret').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await field(page, 'Uygulamadaki 6 haneli kod').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Doğrula' }).click();

  // Ten recovery codes, shown once; then the console, signed in.
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('link', { name: 'Kaydettim' }).click();
  // The owner's console opens on the day's figures (issue 30 item 6).
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Siparişler ve ciro' })).toBeVisible();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Ürünler' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Ekip' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Denetim kaydı' })).toBeVisible();

  // Signed out, the console asks for all three: e-mail, password and a code.
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Oturumu kapat' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await field(page, 'E-posta').fill(owner.email);
  await field(page, 'Şifre').fill(STAFF_PASSWORD);
  await field(page, 'Doğrulama kodu').fill('000000');
  await page.getByRole('button', { name: 'Oturum aç' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await field(page, 'Doğrulama kodu').fill(await totpCode(secret, 1));
  await page.getByRole('button', { name: 'Oturum aç' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Ürünler' })).toBeVisible();
});

test('issue 29 item 1: the console in English at /en/admin, where its sign-in page is English', async ({ page }) => {
  await page.goto('/en/admin/products');
  await expect(page).toHaveURL(/\/en\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
});
