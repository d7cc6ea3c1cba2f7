import { expect, test } from '@playwright/test';
import { startLocalHttpServer, type LocalHttpServer } from '../support/local-http-server';
import { startOwnShop, type OwnShop } from './support/own-shop';
import { addFromProductPage, newEmail, PASSWORD } from './support/shopper';

/**
 * Activation by SMS (issue 14, spec §2 §4 /otp): a shop of its own with MEMBER_ACTIVATION=sms,
 * whose texts go to a local carrier (SMS_URL) this journey reads, as a phone would.
 */
test.describe('activation by SMS (S4 /otp, issue 14)', () => {
  let shop: OwnShop | undefined;
  let carrier: LocalHttpServer;
  let origin = '';
  test.beforeAll(async () => {
    // Starting a shop of its own (a fresh database, a small catalogue) takes longer than a step.
    test.setTimeout(120_000);
    carrier = await startLocalHttpServer((_request, response) => { response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"sms"}'); });
    shop = await startOwnShop('sms', { SEED_PRODUCTS: '20', MEMBER_ACTIVATION: 'sms', SMS_URL: `${carrier.url}/messages` });
    origin = shop.origin;
  });
  test.afterAll(async () => {
    await shop?.stop();
    await carrier?.close();
  });

  test('sign-up with a mobile phone → checkout sends to /otp → the texted code → active', async ({ page }) => {
    const phone = `53${String(Date.now()).slice(-8)}`;
    await page.goto(`${origin}/login?action=register`);
    const form = page.getByTestId('register-form');
    await form.getByLabel('Ad', { exact: true }).fill('Deniz');
    await form.getByLabel('Soyad', { exact: true }).fill('Çelik');
    await form.getByLabel('E-posta', { exact: true }).fill(newEmail('sms-aktif'));
    await form.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await form.getByLabel(/^Cep telefonu/).fill(`0${phone}`);
    await form.locator('#register-privacy').check();
    await form.getByRole('button', { name: 'Üye Ol' }).click();
    await expect(page).toHaveURL(/\/otp$/);
    const masked = `5** *** ${phone.slice(6, 8)} ${phone.slice(8)}`;
    await expect(page.getByTestId('otp-form')).toContainText(`${masked} numaralı cep telefonunuza SMS ile gönderdiğimiz 6 haneli kodu yazın.`);

    // The checkout page waits for the activation (the existing /otp redirect); with an empty cart
    // it would send to the cart instead, so something goes in first.
    await addFromProductPage(page, `${origin}/saat-c-1`);
    await page.goto(`${origin}/c/shipping-and-payment`);
    await expect(page).toHaveURL(/\/otp\?returnurl=%2Fc%2Fshipping-and-payment$/);

    let code = '';
    await expect.poll(() => {
      const text = carrier.received.map((sent) => JSON.parse(sent.body) as { to: string; text: string }).find((sent) => sent.to === `+90${phone}`);
      code = /kodunuz: (\d{6})/.exec(text?.text ?? '')?.[1] ?? '';
      return code;
    }).not.toBe('');
    await page.getByLabel('Doğrulama kodu').fill(code);
    await page.getByRole('button', { name: 'Doğrula' }).click();
    await expect(page.getByText('Cep telefonunuz doğrulandı')).toBeVisible();
    await expect(page).toHaveURL(/\/c\/shipping-and-payment$/);
    const active = await (await page.request.get(`${origin}/api/active-member`)).json() as { member: { mobilePhone: string }; pendingActivation?: string };
    expect(active.member.mobilePhone).toBe(phone);
    expect(active.pendingActivation).toBeUndefined();
  });
});
