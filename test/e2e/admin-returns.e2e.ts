import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { CONSENT_COOKIE } from '../../contracts/site/consent';
import { startTestBank, type TestBank } from '../support/test-bank';
import { TestMailbox } from '../support/test-mailbox';
import { signedInStaff } from './support/admin-staff';
import { operator } from './support/operator';
import { startOwnShop, type OwnShop } from './support/own-shop';
import { addCheckoutAddress, addFromProductPage, checkA11y, newEmail, payAndPlace, registerMember } from './support/shopper';

/**
 * Issue 30 items 3, 4 and 8: a shopper asks for a return in the shop, staff approves and refunds it
 * in the console, and the card provider (a bank of the journey's own, PAYMENT_PROVIDER_URL) takes
 * exactly one refund; staff answers a member's message and the member reads it on /u/messages.
 * A shop of its own, so the bank's books are this journey's to read.
 */
test.describe('console returns and messages (issue 30 items 3, 4, 8)', () => {
  let shop: OwnShop | undefined;
  let bank: TestBank;
  let mailbox: TestMailbox;
  let origin = '';
  test.beforeAll(async () => {
    // Starting a shop of its own (a fresh database, a small catalogue) takes longer than a step.
    test.setTimeout(120_000);
    bank = await startTestBank();
    // Mail saved where the journeys' helpers read it (the activation code of registerMember).
    mailbox = await TestMailbox.start({ saveTo: process.env.E2E_MAIL_DIR! });
    shop = await startOwnShop('returns', {
      SEED_PRODUCTS: '40', SMTP_URL: mailbox.url, PAYMENT_PROVIDER_URL: bank.url,
      RATE_LIMIT_SCALE: '10', IDP_CLIENT_SECRET: process.env.E2E_IDP_CLIENT_SECRET!, ALTCHA_MAX_NUMBER: '50000',
    });
    origin = shop.origin;
  });
  test.afterAll(async () => {
    await shop?.stop();
    await bank?.close();
    await mailbox?.close();
  });

  /** A browser of its own on this journey's shop (the cookie banner already answered, as every journey starts). */
  const contextOf = (browser: Browser): Promise<BrowserContext> => browser.newContext({
    baseURL: origin, storageState: { cookies: [{ name: CONSENT_COOKIE, value: 'denied', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
  });

  test('a delivered card order returned in the shop; staff approves and refunds it in the console; the bank took one refund', async ({ browser }) => {
    test.setTimeout(150_000);
    const shopperContext = await contextOf(browser);
    const staffContext = await contextOf(browser);
    try {
      const shopper = await shopperContext.newPage();
      await registerMember(shopper, newEmail('konsol-iade'));
      await addFromProductPage(shopper);
      await shopper.goto('/c/shipping-and-payment');
      await addCheckoutAddress(shopper);
      const docNo = await payAndPlace(shopper, 'card');
      const shop = await operator(shopperContext.request);
      for (const status of ['Preparing', 'OnTheWay', 'Delivered']) await shop.setStatus(docNo, status);

      await shopper.goto(`/u/order-return/${docNo}`);
      const form = shopper.getByTestId('order-return-form');
      await form.getByTestId('return-line').first().getByRole('combobox').selectOption('1');
      await form.getByLabel('İade nedeni').selectOption({ label: 'Beden veya ölçü uymadı' });
      await form.getByRole('button', { name: 'İade talebi oluştur' }).click();
      await expect(shopper).toHaveURL(/\/u\/returns\/\d+$/);
      const returnId = Number(new URL(shopper.url()).pathname.split('/').pop());

      // Staff of the orders role, in a browser of their own.
      const staff = await staffContext.newPage();
      await signedInStaff(staff.request, 'orders');
      await staff.goto('/admin/returns');
      const row = staff.getByRole('row').filter({ hasText: docNo });
      await expect(row).toContainText('Talep alındı');
      await row.click();
      await expect(staff).toHaveURL(new RegExp(`/admin/returns/${returnId}/show$`));
      await expect(staff.getByText('Beden veya ölçü uymadı')).toBeVisible();
      await checkA11y(staff);
      await staff.getByRole('button', { name: 'Onayla' }).click();
      await expect(staff.locator('[data-status="approved"]').first()).toBeVisible();
      const refundsBefore = bank.received.filter((request) => request.url.endsWith('/refund')).length;
      await staff.getByRole('button', { name: 'Ücreti iade et' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Ücret iadesi' });
      await dialog.getByRole('button', { name: 'İade et' }).click();
      await expect(staff.locator('[data-status="refunded"]').first()).toHaveText('Ücret iade edildi');

      // The bank took one refund, for what the line was paid.
      const refundCalls = bank.received.filter((request) => request.url.endsWith('/refund'));
      expect(refundCalls).toHaveLength(refundsBefore + 1);
      const refunded = bank.payments().filter((payment) => payment.refunded > 0);
      expect(refunded).toHaveLength(1);
      await expect(staff.getByTestId('refunded-amount')).not.toHaveText(/^0 /);

      await shopper.reload();
      await expect(shopper.getByTestId('return-status')).toHaveText('Ücret iade edildi');
    } finally {
      await shopperContext.close();
      await staffContext.close();
    }
  });

  test('staff answers a member\'s message in the console; the member reads the answer on /u/messages', async ({ browser }) => {
    test.setTimeout(120_000);
    const memberContext = await contextOf(browser);
    const staffContext = await contextOf(browser);
    try {
      const member = await memberContext.newPage();
      await registerMember(member, newEmail('konsol-mesaj'));
      await member.goto('/u/messages');
      const form = member.getByTestId('message-form');
      await form.getByLabel('Konu').selectOption({ label: 'Ürün' });
      await form.getByLabel(/^Mesajınız/).fill('Kayış kaç mm genişliğinde?');
      await form.getByRole('button', { name: 'Mesajı gönder' }).click();
      await expect(member.getByTestId('message-thread').first()).toContainText('Yanıt bekliyor');

      const staff = await staffContext.newPage();
      await signedInStaff(staff.request, 'support');
      await staff.goto('/admin/customer-messages');
      await staff.getByRole('row').filter({ hasText: 'Kayış kaç mm genişliğinde?' }).getByText('Kayış kaç mm genişliğinde?').click();
      await staff.getByLabel(/Mağazanın yanıtı/).fill('Merhaba, kayış 20 mm.');
      await checkA11y(staff);
      await staff.getByRole('button', { name: 'Yanıtı gönder' }).click();
      await expect(staff.getByRole('list', { name: 'Mesajlaşma' })).toContainText('Merhaba, kayış 20 mm.');

      await member.reload();
      const thread = member.getByTestId('message-thread').first();
      await expect(thread).toContainText('Yanıtlandı');
      await expect(thread.getByTestId('message-thread-answer')).toHaveText('Mağazanın yanıtı: Merhaba, kayış 20 mm.');
      await checkA11y(member);
    } finally {
      await memberContext.close();
      await staffContext.close();
    }
  });

  test('the owner credits a member\'s wallet with a reason on the customer\'s page; support sees the page but no credit form', async ({ browser }) => {
    test.setTimeout(120_000);
    const memberContext = await contextOf(browser);
    const ownerContext = await contextOf(browser);
    const supportContext = await contextOf(browser);
    try {
      const email = newEmail('konsol-cuzdan');
      await registerMember(await memberContext.newPage(), email);
      const owner = await ownerContext.newPage();
      await signedInStaff(owner.request, 'owner');
      const found = await owner.request.get(`/admin/api/customers?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
      const [{ id }] = (await found.json()) as { id: number }[];
      await owner.goto(`/admin/customers/${id}/show`);
      await expect(owner.getByRole('heading', { name: 'Cüzdan' })).toBeVisible();
      await checkA11y(owner);
      await owner.getByLabel('Tutar').fill('25');
      await owner.getByLabel('Neden').fill('Geciken kargo için özür');
      await owner.getByRole('button', { name: 'Cüzdana ekle' }).click();
      await expect(owner.getByTestId('wallet-balance')).toHaveText('25,00 TRY');
      await expect(owner.getByRole('table', { name: 'Cüzdan' })).toContainText('Geciken kargo için özür');

      const support = await supportContext.newPage();
      await signedInStaff(support.request, 'support');
      await support.goto(`/admin/customers/${id}/show`);
      await expect(support.getByTestId('wallet-balance')).toHaveText('25,00 TRY');
      await expect(support.getByRole('button', { name: 'Cüzdana ekle' })).toHaveCount(0);
      await expect(support.getByRole('checkbox', { name: 'VIP üye' })).toBeEnabled();
    } finally {
      await memberContext.close();
      await ownerContext.close();
      await supportContext.close();
    }
  });
});
