import { expect, test, type APIRequestContext } from '@playwright/test';
import { checkA11y, mail, newEmail, PASSWORD, registerMember } from './support/shopper';

/** The code in the latest text to `phone`, from the operator's SMS outbox (this shop has no SMS_URL: texts stay there). */
async function textedCode(request: APIRequestContext, phone: string): Promise<string> {
  const token = await request.post('/gateway/realms/vitrin/protocol/openid-connect/token', {
    form: { grant_type: 'client_credentials', client_id: 'vitrin-storefront', client_secret: process.env.E2E_IDP_CLIENT_SECRET! },
  });
  expect(token.ok()).toBe(true);
  const authorization = `Bearer ${(await token.json() as { access_token: string }).access_token}`;
  let code = '';
  await expect.poll(async () => {
    const { sms } = await (await request.get('/gateway/notification/api/notification/outbox', { headers: { authorization } })).json() as { sms: { to: string; text: string }[] };
    code = /kodunuz: (\d{6})/.exec(sms.find((text) => text.to === `+90${phone}`)?.text ?? '')?.[1] ?? '';
    return code;
  }).not.toBe('');
  return code;
}

test.describe('verification codes (S7.30 S7.35)', () => {
  test('S7.30 issue 27 /u/info: a new e-mail needs the current password and a code, the confirmed address becomes the member\'s, and the old one is told', async ({ page }) => {
    const email = newEmail('kod');
    await registerMember(page, email);
    const address = newEmail('kod-yeni');
    await page.goto('/u/info');
    const form = page.getByTestId('email-change-form');
    await form.getByLabel('Yeni e-posta adresi').fill(address);
    // Issue 27 item 4: the address changes only with the current password.
    await form.getByRole('button', { name: 'Doğrulama kodu gönder' }).click();
    await expect(form.getByText('Şu anki şifreniz zorunludur')).toBeVisible();
    await form.getByLabel('Şu anki şifreniz').fill('yanlış şifre 000');
    await form.getByRole('button', { name: 'Doğrulama kodu gönder' }).click();
    await expect(form.getByRole('alert')).toHaveText('Mevcut şifreniz hatalı');
    await form.getByLabel('Şu anki şifreniz').fill(PASSWORD);
    await form.getByRole('button', { name: 'Doğrulama kodu gönder' }).click();
    await expect(form.getByText(`${address} adresine gönderilen kodu girin.`)).toBeVisible();
    const [, code] = await mail(address, /Doğrulama kodunuz: (\d{6})/);
    await form.getByLabel('Doğrulama kodu').fill(code);
    await form.getByRole('button', { name: 'Onayla' }).click();
    await expect(form.getByLabel('Yeni e-posta adresi')).toBeVisible();
    const active = await page.request.get('/api/active-member');
    expect((await active.json()).member.email).toBe(address);
    // The old address is told.
    await mail(email, /e-posta adresi \S+ olarak değiştirildi/);
  });

  test('/u/communication-preferences: the SMS permission goes on only with the code texted to the phone given on /u/info', async ({ page }) => {
    await registerMember(page, newEmail('sms'));
    await page.goto('/u/communication-preferences');
    const sms = page.getByLabel(/SMS ile almak/);
    await expect(sms).toBeDisabled();
    const consent = page.getByTestId('sms-consent-form');
    await consent.getByRole('link', { name: /cep telefonunuzu ekleyin/ }).click();
    await expect(page).toHaveURL(/\/u\/info$/);

    const phone = `53${String(Date.now()).slice(-8)}`;
    const info = page.getByTestId('info-form');
    await expect(info.getByLabel(/SMS ile almak/)).toBeDisabled();
    // Issue 14: the number becomes the member's with the code texted to it.
    const phoneForm = page.getByTestId('phone-change-form');
    await phoneForm.getByLabel('Yeni cep telefonu').fill(phone);
    await phoneForm.getByRole('button', { name: 'Doğrulama kodu gönder' }).click();
    const shownPhone = phone.replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3 $4');
    await expect(phoneForm.getByText(`${shownPhone} numaralı cep telefonunuza SMS ile gönderilen kodu girin.`)).toBeVisible();
    await phoneForm.getByLabel('Doğrulama kodu').fill(await textedCode(page.request, phone));
    await phoneForm.getByRole('button', { name: 'Onayla' }).click();
    await expect(page.getByText('Cep telefonu numaranız değiştirildi')).toBeVisible();
    await expect(info.getByLabel(/^Cep telefonu/)).toHaveValue(shownPhone);
    await info.getByRole('link', { name: /SMS iznini, cep telefonunuza gönderilen kodla/ }).click();
    await expect(page).toHaveURL(/\/u\/communication-preferences$/);

    await consent.getByRole('button', { name: 'Doğrulama kodu gönder' }).click();
    const shown = phone.replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3 $4');
    await expect(consent.getByText(`${shown} numaralı cep telefonunuza SMS ile gönderilen kodu girin.`)).toBeVisible();
    await consent.getByLabel('Doğrulama kodu').fill(await textedCode(page.request, phone));
    await consent.getByRole('button', { name: 'Onayla' }).click();
    await expect(consent).toBeHidden();
    await expect(sms).toBeChecked();
    await expect(sms).toBeEnabled();
    await checkA11y(page);
    const active = await page.request.get('/api/active-member');
    expect((await active.json()).member).toMatchObject({ mobilePhone: phone, isSmsPermitted: true });
  });
});
