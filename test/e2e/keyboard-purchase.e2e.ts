import { expect, test, type APIRequestContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { mail, newEmail, PASSWORD } from './support/shopper';

/**
 * A whole purchase with the keyboard alone (issue 32, keyboard and screen reader): search, open a
 * product, add it, the basket (the mini cart on a desktop, the cart page on a phone), checkout,
 * sign in, pay by bank transfer, the order summary; in Turkish and English, on a 1366 px desktop
 * and a 390 px phone. After every key the focus must be on something (never the page's body),
 * show a visible ring (a control) and not sit under the sticky header, the cookie banner or
 * anything else; a new page must take the focus and say its name.
 */

const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 768 } };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** What is wrong with the focus as the page stands, or null. Runs in the page. */
function focusProblem(): string | null {
  const focused = document.activeElement as HTMLElement | null;
  if (!focused || focused === document.body || focused === document.documentElement) return 'the focus is on the page\'s body';
  const name = `<${focused.tagName.toLowerCase()}> "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  // A region given the focus to move the reading place (the main area, an opened panel) is not a control: it needs no ring.
  const region = focused.getAttribute('tabindex') === '-1';
  const style = getComputedStyle(focused);
  const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  if (!region && !ring) return `${name} shows no focus ring`;
  if (region) return null;
  const box = focused.getBoundingClientRect();
  if (box.bottom < 0 || box.top > window.innerHeight) return `${name} is off the screen (${Math.round(box.top)} px)`;
  const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
  const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
  const hit = document.elementFromPoint(x, y);
  const labels = 'labels' in focused && focused.labels ? [...(focused.labels as NodeListOf<HTMLLabelElement>)] : [];
  if (hit && (hit === focused || focused.contains(hit) || labels.some((label) => label === hit || label.contains(hit)))) return null;
  return `${name} is covered by <${hit?.tagName.toLowerCase()} class="${hit?.getAttribute('class') ?? ''}">`;
}

/** Presses a key and checks where the focus went; a key that opens another page is checked once the new page has it. */
async function press(page: Page, key: string, step: string, { navigates = false } = {}) {
  const before = page.url();
  await page.keyboard.press(key);
  if (!navigates) {
    expect(await page.evaluate(focusProblem), `${step}: after ${key}`).toBeNull();
    return;
  }
  await page.waitForURL((url) => url.href !== before);
  await expect.poll(() => page.evaluate(focusProblem), { message: `${step}: after ${key}` }).toBeNull();
}

/** Tabs (or Shift+Tabs) until `target` has the focus, checking the focus after every press. */
async function tabTo(page: Page, target: Locator, step: string, { back = false, limit = 120 } = {}) {
  await expect(target, step).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await press(page, back ? 'Shift+Tab' : 'Tab', step);
  }
  throw new Error(`${step}: ${limit} presses did not reach ${target.toString()}`);
}

/** After a page change: the focus is on the new page's main area and its name has been announced. */
async function newPageAnnounced(page: Page, step: string) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.id), { message: `${step}: the focus moves to the main area` }).toBe('main');
  await expect.poll(() => page.evaluate(() => {
    const said = document.querySelector('[data-testid="page-announcer"]')?.textContent ?? '';
    return said !== '' && said === document.title;
  }), { message: `${step}: the new page's title is announced` }).toBe(true);
}

interface Words {
  home: string; search: string; addToCart: string; checkout: string; email: string; password: string; signIn: string;
  transfer: string; agreements: RegExp; placeOrder: string; summary: RegExp;
}

const WORDS: Record<'tr' | 'en', Words> = {
  tr: {
    home: '/', search: 'Ara', addToCart: 'Sepete Ekle', checkout: 'Alışverişi Tamamla', email: 'E-posta', password: 'Şifre', signIn: 'Giriş Yap',
    transfer: 'Havale / EFT', agreements: /Ön Bilgilendirme Formu/, placeOrder: 'Siparişi Tamamla', summary: /\/c\/order-summary\?status=success/,
  },
  en: {
    home: '/en/', search: 'Search', addToCart: 'Add to Cart', checkout: 'Checkout', email: 'E-mail', password: 'Password', signIn: 'Sign in',
    transfer: 'Bank transfer', agreements: /Pre-information Form/, placeOrder: 'Place Order', summary: /\/en\/c\/order-summary\?status=success/,
  },
};

/** A member with an address, made outside the browser: the journey signs in as them on the way to checkout. */
async function memberWithAddress(request: APIRequestContext, email: string) {
  await request.post('/api/register', { data: { email, password: PASSWORD, name: 'Deniz', surname: 'Çelik', privacyAccepted: true } });
  const [, code] = await mail(email, /(?:Doğrulama kodunuz|Your verification code): (\d{6})/);
  expect((await request.post('/api/verify-otp', { data: { code } })).ok()).toBe(true);
  const address = { title: 'Ev', name: 'Deniz', surname: 'Çelik', mobilePhone: '05321234567', cityId: 34, countyId: 34001, description: 'Moda Cad. No: 1 D: 2' };
  expect((await request.post('/api/add-address', { data: address })).ok()).toBe(true);
}

for (const [screen, options] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  for (const language of ['tr', 'en'] as const) {
    test(`issue 32 S2.15 S2.23 S4.07 a keyboard-only purchase on a ${screen} (${language}): focus always somewhere, visible and uncovered; new pages announced`, async ({ browser, playwright }) => {
      test.setTimeout(180_000);
      const words = WORDS[language];
      const email = newEmail(`klavye-${screen}-${language}`);
      const outside = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      await memberWithAddress(outside, email);
      await outside.dispose();

      const context = await browser.newContext(options);
      const page = await context.newPage();
      // The shop's bank accounts are held back until the keyboard has reached the agreements below
      // them: a list that arrives late must not push the focused box off the screen.
      let releaseBanks = () => {};
      const banksHeld = new Promise<void>((resolve) => { releaseBanks = resolve; });
      await page.route('**/api/get-banks', async (route) => { await banksHeld; await route.continue(); });
      await page.goto(words.home);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();

      // Search from the header.
      const searchBox = page.locator('#site-search');
      await tabTo(page, searchBox, 'to the search box');
      await page.keyboard.type('saat');
      await press(page, 'Enter', 'search', { navigates: true });
      await expect(page).toHaveURL(/\/search\?q=saat/);
      await newPageAnnounced(page, 'search results');

      // The first product of the results, into the basket.
      const firstProduct = page.locator('.product-card:not(.product-card--skeleton) a.product-card__link').first();
      await tabTo(page, firstProduct, 'to the first product');
      await press(page, 'Enter', 'open the product', { navigates: true });
      await expect(page).toHaveURL(/-p-\d+/);
      await newPageAnnounced(page, 'product page');
      const add = page.getByTestId('add-to-cart');
      // The sizes render with the buy box: counted before it, they were none.
      await expect(add).toBeVisible();
      const size = page.locator('[data-testid^="size-"]:enabled').first();
      if (await size.count()) {
        await tabTo(page, size, 'to a size');
        await press(page, 'Enter', 'choose the size');
      }
      await tabTo(page, add, 'to add to cart');
      await press(page, 'Enter', 'add to cart');
      await expect(page.getByTestId('basket-count')).toHaveText('1');
      await expect(add, 'the button keeps the focus while it adds').toBeFocused();

      // The basket: the mini cart on a desktop (the focus goes in and stays), the cart page on a phone.
      await tabTo(page, page.locator('[data-basket]'), 'back to the basket', { back: true });
      await press(page, 'Enter', 'open the basket', { navigates: screen === 'phone' });
      const checkout = page.getByRole('link', { name: words.checkout });
      if (screen === 'desktop') {
        const miniCart = page.getByTestId('mini-cart');
        await expect(miniCart).toBeVisible();
        await expect.poll(() => miniCart.evaluate((panel) => panel.contains(document.activeElement)), { message: 'the focus is in the mini cart' }).toBe(true);
        await tabTo(page, miniCart.getByRole('link', { name: words.checkout }), 'to checkout in the mini cart');
      } else {
        await expect(page).toHaveURL(/\/c\/cart-summary$/);
        await newPageAnnounced(page, 'cart page');
        await tabTo(page, checkout.first(), 'to checkout on the cart page');
      }
      await press(page, 'Enter', 'checkout', { navigates: true });

      // A visitor signs in on the way.
      await expect(page).toHaveURL(/\/login\?action=login&returnurl=/);
      await newPageAnnounced(page, 'sign-in page');
      const form = page.getByTestId('sign-in-form');
      await tabTo(page, form.getByLabel(words.email, { exact: true }), 'to the e-mail field');
      await page.keyboard.type(email);
      await tabTo(page, form.getByLabel(words.password, { exact: true }), 'to the password field');
      await page.keyboard.type(PASSWORD);
      await press(page, 'Enter', 'sign in', { navigates: true });
      await expect(page).toHaveURL(/\/c\/shipping-and-payment$/);
      await newPageAnnounced(page, 'checkout');

      // Pay by bank transfer: the payment radios move with the arrows; the agreements with Space.
      const transfer = page.getByRole('radio', { name: words.transfer });
      const checkedPayment = page.locator('input[name="paymentType"]:checked');
      await tabTo(page, checkedPayment, 'to the payment choice');
      for (let step = 0; step < 6 && !(await transfer.isChecked()); step += 1) await press(page, 'ArrowDown', 'choose the payment type');
      await expect(transfer).toBeChecked();
      const agreements = page.getByRole('checkbox', { name: words.agreements });
      await tabTo(page, agreements, 'to the agreements');
      releaseBanks();
      await expect(page.getByTestId('bank-account').first(), 'the bank accounts arrive late').toBeVisible();
      expect(await page.evaluate(focusProblem), 'the bank accounts arrived above the focused agreements').toBeNull();
      await press(page, 'Space', 'accept the agreements');
      await expect(agreements).toBeChecked();
      await tabTo(page, page.getByRole('button', { name: words.placeOrder }), 'to place the order');
      await press(page, 'Enter', 'place the order', { navigates: true });
      await expect(page).toHaveURL(words.summary);
      await newPageAnnounced(page, 'order summary');
      await context.close();
    });
  }
}
