import { expect, test } from '@playwright/test';
import { checkA11y, mail, newEmail, PASSWORD } from './support/shopper';

test.describe('member modals over the page (S2.26, S4.15, S2.21)', () => {
  test('a visitor\'s favourite opens sign-in over the product; forgot password replaces it; sign up → code → welcome in modals; the favourite then works on the same page; change password from /u/info', async ({ page }) => {
    const email = newEmail('modal');
    await page.goto('/saat-c-1');
    await page.locator('.product-card a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const productUrl = page.url();

    // A visitor's favourite: the sign-in modal opens over the product page, which stays.
    await page.getByTestId('favourite-button').click();
    const signIn = page.getByRole('dialog', { name: 'Üye girişi' });
    await expect(signIn).toBeVisible();
    expect(page.url()).toBe(productUrl);
    await checkA11y(page, '.modal');

    // S4.15: "forgot my password" replaces it; only one member modal is ever open. Escape closes (S2.21).
    await signIn.getByRole('button', { name: 'Şifremi unuttum' }).click();
    await expect(page.getByRole('dialog', { name: 'Şifremi unuttum' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Sign up in the modal → the code modal with the mailed code → the welcome (member) modal.
    await page.getByTestId('favourite-button').click();
    await signIn.getByRole('tab', { name: 'Üye Ol' }).click();
    const form = signIn.getByTestId('register-form');
    await form.getByLabel('Ad', { exact: true }).fill('Işıl');
    await form.getByLabel('Soyad', { exact: true }).fill('Çağlar');
    await form.getByLabel('E-posta', { exact: true }).fill(email);
    await form.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await form.locator('#register-privacy').check();
    await form.getByRole('button', { name: 'Üye Ol' }).click();
    const otp = page.getByRole('dialog', { name: 'Üyeliğinizi doğrulayın' });
    await expect(otp).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    const [, code] = await mail(email, /Doğrulama kodunuz: (\d{6})/);
    await otp.getByLabel('Doğrulama kodu').fill(code);
    await otp.getByRole('button', { name: 'Doğrula' }).click();
    const welcome = page.getByRole('dialog', { name: 'Hoş geldiniz, Işıl' });
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'Alışverişe devam et' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Still on the product, now a member: the favourite works where the shopper asked for it.
    expect(page.url()).toBe(productUrl);
    await expect(page.getByTestId('member-avatar')).toHaveText('IÇ');
    const favourite = page.getByTestId('favourite-button');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');

    // /u/info: change password in its modal, which closes once the password is changed.
    await page.goto('/u/info');
    await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
    const change = page.getByRole('dialog', { name: 'Şifremi değiştir' });
    await change.getByLabel(/^Mevcut şifre/).fill(PASSWORD);
    await change.getByLabel(/^Yeni şifre$/).fill('yeni-Parola-2026');
    await change.getByLabel(/^Yeni şifre \(tekrar\)/).fill('yeni-Parola-2026');
    await change.getByRole('button', { name: 'Şifremi değiştir' }).click();
    await expect(page.getByText('Şifreniz değiştirildi')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
