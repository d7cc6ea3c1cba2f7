import { expect, test } from '@playwright/test';
import { CAPTCHA_HEADER } from '../../contracts/member/payloads';
import { TEST_CARDS } from '../../contracts/order/card';
import { addCheckoutAddress, addFromProductPage, checkA11y, fillCard, newEmail, orderSummaryUrl, registerMember } from './support/shopper';

// The e2e shop runs with RATE_LIMIT_SCALE 10 (global-setup): a shopper's bot check comes after
// 3 × 10 declines instead of 3.
const DECLINES_BEFORE_BOT_CHECK = 30;

test.describe('card attempts on the payment form (issue 27 item 8, S7.32)', () => {
  test('S7.32 after declined cards the payment form shows the bot check; once it is solved the shopper pays with another card', async ({ page }) => {
    // A client address of its own (the shop believes X-Forwarded-For from its loopback proxy): no other journey's declines count here.
    const address = { 'X-Forwarded-For': `10.99.${Date.now() % 200}.${Math.floor(Math.random() * 200) + 1}` };
    await page.context().setExtraHTTPHeaders(address);
    await registerMember(page, newEmail('kart-deneme'));
    await addFromProductPage(page);
    await page.goto('/c/shipping-and-payment');
    await addCheckoutAddress(page);

    // The declines before the last one, sent as the page would send them (the browser's cookies and address).
    const { addresses } = await (await page.request.get('/api/addresses', { headers: address })).json() as { addresses: { id: number }[] };
    const card = { number: TEST_CARDS.insufficientFunds, holderName: 'DENIZ CELIK', expiryMonth: 12, expiryYear: new Date().getFullYear() + 3, cvv: '123' };
    for (let index = 1; index < DECLINES_BEFORE_BOT_CHECK; index += 1) {
      const answer = await page.request.post('/api/place-order', { headers: address, data: { shippingAddressId: addresses[0].id, paymentType: 1, card } });
      expect(answer.status()).toBe(402);
    }
    const botCheck = page.getByTestId('card-bot-check');
    await expect(botCheck).toHaveCount(0);

    // The last decline on the form: the one message for every decline, and the bot check appears under the card.
    await fillCard(page, '4000 0000 0000 9995');
    await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check();
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
    await expect(page.getByTestId('place-order-error')).toHaveText('Kartınız reddedildi; ödemeniz alınmadı. Başka bir kart ya da ödeme yöntemi deneyin');
    await expect(botCheck).toBeVisible();
    await expect(botCheck.getByRole('checkbox', { name: 'Doğrulandı' })).toBeChecked({ timeout: 20_000 });
    await checkA11y(page);

    // Solved: another card pays, the solution going with the placement.
    const sent: (string | undefined)[] = [];
    page.on('request', (request) => { if (request.url().endsWith('/api/place-order')) sent.push(request.headers()[CAPTCHA_HEADER]); });
    await fillCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
    // The number as the shop issues it now (contracts ISSUED_DOC_NO_PATTERN: VTR-{year}-{10 letters/digits}).
    await expect(page).toHaveURL(orderSummaryUrl());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeTruthy();
  });
});
