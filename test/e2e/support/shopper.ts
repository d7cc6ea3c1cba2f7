import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { ISSUED_DOC_NO_PATTERN } from '../../../contracts/order/payloads';
import { waitForSavedMail } from '../../support/test-mailbox';

/** What a shopper does again and again in the journeys: register, fill a cart, add an address, pay. */

export const PASSWORD = 'gizli-Sifre-42';

/** The shop's mail as the shopper's inbox holds it (global-setup's local SMTP server). */
export const mail = (address: string, pattern: RegExp) => waitForSavedMail(process.env.E2E_MAIL_DIR!, address, pattern);

let serial = 0;
/** A new address per test and run: members are never shared between tests. */
export const newEmail = (tag: string) => `${tag}-${Date.now()}-${serial++}@example.com`;

/** Each serious or critical violation with the elements it was found on, so a failure says where. */
// Each finding with what axe says is wrong (the target alone does not say why a button is too small).
const seriousOrCritical = (violations: { impact?: string | null; id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[]) =>
  violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${(node.failureSummary ?? '').split('\n').slice(1).join(' ').trim()})`).join(', ')}`);

/** No serious or critical axe finding on the page as it is now (or in the part `include` selects). */
export async function checkA11y(page: Page, include?: string) {
  // axe measures colours as they are drawn at that instant: a toast half-way through its entrance is
  // half transparent, a console button half-way through its hover or focus transition has text
  // between two colours (4.46:1 once, where both ends pass). So every look that is settling (an
  // animation or transition of up to a second) is played to its end first, as the shopper's screen
  // shows it a moment later. Left alone: endless ones (a spinner, a skeleton's shimmer) and longer
  // ones, which count time rather than settle a look (a toast's progress bar runs for its seconds on
  // screen, and ending it closes the toast in the middle of the check). The page checked is the one
  // the shopper looks at: a window left behind another (the bank's 3-D Secure window) runs no
  // animations, so they would never end there on their own. Again until none is left: one that
  // starts after a pass is played out too.
  await page.bringToFront();
  // To the top first (a scroll may start transitions of its own): at the scroll position a journey
  // left, a button half under the sticky header reads as "partially obscured". From the top nothing
  // lies under the header; that focus is never covered where a shopper puts it is
  // keyboard-purchase.e2e.ts's proof.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  // Plays every settling look to its end; answers how many there were. Polled until a pass finds none.
  const settle = () => page.evaluate(() => document.getAnimations().filter((animation) => {
    if (Number(animation.effect?.getComputedTiming().endTime ?? Infinity) > 1000 || animation.playState === 'finished') return false;
    animation.finish();
    return true;
  }).length);
  // target-size (WCAG 2.2 SC 2.5.8, 24 px targets) is off in axe by default; the shop holds itself to it (issue 32).
  const builder = new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } });
  const axe = include ? builder.include(include) : builder;
  for (let read = 1; ; read += 1) {
    await expect.poll(settle, { message: 'a look kept starting to settle' }).toBe(0);
    const violations = seriousOrCritical((await axe.analyze()).violations);
    // A look that began to settle while axe read the page (a console notification fading in) was
    // read half-way: the page is read again once it has settled.
    if (violations.length && read < 3 && (await settle()) > 0) continue;
    expect(violations).toEqual([]);
    return;
  }
}

export type Language = 'tr' | 'en';

export interface Registration {
  names?: { name: string; surname: string };
  language?: Language;
  /** Another origin for the same app (passkeys need localhost); the base URL otherwise. */
  origin?: string;
}

/** Fills and sends the register form (no activation). */
export async function submitRegisterForm(page: Page, email: string, { names = { name: 'Deniz', surname: 'Çelik' }, language = 'tr', origin = '' }: Registration = {}) {
  const tr = language === 'tr';
  await page.goto(`${origin}${tr ? '' : '/en'}/login?action=register`);
  const form = page.getByTestId('register-form');
  await form.getByLabel(tr ? 'Ad' : 'Name', { exact: true }).fill(names.name);
  await form.getByLabel(tr ? 'Soyad' : 'Surname', { exact: true }).fill(names.surname);
  await form.getByLabel(tr ? 'E-posta' : 'E-mail', { exact: true }).fill(email);
  await form.getByLabel(tr ? 'Şifre' : 'Password', { exact: true }).fill(PASSWORD);
  await form.locator('#register-privacy').check();
  await form.getByRole('button', { name: tr ? 'Üye Ol' : 'Register' }).click();
}

/** A new, active member: the register form, then the code from the mail on /otp; ends on the home page. */
export async function registerMember(page: Page, email: string, registration: Registration = {}) {
  const tr = (registration.language ?? 'tr') === 'tr';
  await submitRegisterForm(page, email, registration);
  await expect(page).toHaveURL(/\/otp$/);
  const [, code] = await mail(email, /(?:Doğrulama kodunuz|Your verification code): (\d{6})/);
  await page.getByLabel(tr ? 'Doğrulama kodu' : 'Verification code').fill(code);
  await page.getByRole('button', { name: tr ? 'Doğrula' : 'Verify' }).click();
  await expect(page).toHaveURL(tr ? /\/$/ : /\/en\/?$/);
}

/** Fills and sends the sign-in form on the page shown. */
export async function signIn(page: Page, email: string, password = PASSWORD, language: Language = 'tr') {
  const tr = language === 'tr';
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel(tr ? 'E-posta' : 'E-mail', { exact: true }).fill(email);
  await form.getByLabel(tr ? 'Şifre' : 'Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: tr ? 'Giriş Yap' : 'Sign in' }).click();
}

/** Signs in the seeded demo member (its wallet holds 20.000 ₺ and $500) from the sign-in page. */
export async function signInAsDemoMember(page: Page) {
  await page.goto('/login');
  await signIn(page, 'demo@vitrin.example', 'vitrin-demo-2026');
  await expect(page).not.toHaveURL(/\/login/);
}

/** On a product page: waits for its buy box, which renders with the sizes once the product has loaded, and picks the first size in stock when it has sizes. */
export async function chooseAnySize(page: Page) {
  // Counting the sizes before the product had loaded found none, and the add went without a size.
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
  const size = page.locator('[data-testid^="size-"]:enabled').first();
  if (await size.count()) await size.click();
}

/** Opens the first product of a list, adds it from its page (a size when it has sizes) and waits for the basket to count it; answers the product's name. */
export async function addFromProductPage(page: Page, listPath = '/saat-c-1', expectedCount: string | RegExp = '1'): Promise<string> {
  await page.goto(listPath);
  await page.locator('.product-card a').first().click();
  await chooseAnySize(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('basket-count')).toHaveText(expectedCount);
  return name.trim();
}

/** Fills the checkout's card form (Turkish labels) with a card valid for three more years. */
export async function fillCard(page: Page, number: string) {
  const card = page.getByTestId('card-form');
  await card.getByLabel('Kart numarası').fill(number);
  await card.getByLabel('Kart üzerindeki isim').fill('Deniz Çelik');
  await card.getByLabel('Son kullanma ayı').selectOption('12');
  await card.getByLabel('Son kullanma yılı').selectOption(String(new Date().getFullYear() + 3));
  await card.getByLabel('Güvenlik kodu (CVV)').fill('123');
}

/** Pays a pay-later order with a card in its pay form (the member's order page or a guest's tracking): fills the card and presses "Şimdi öde". */
export async function payLaterByCard(form: Locator, number: string) {
  await form.getByLabel('Kart numarası').fill(number);
  await form.getByLabel('Kart üzerindeki isim').fill('Deniz Çelik');
  await form.getByLabel('Son kullanma (AA/YYYY)').fill(`12/${new Date().getFullYear() + 3}`);
  await form.getByLabel('Güvenlik kodu (CVV)').fill('123');
  await form.getByRole('button', { name: 'Şimdi öde' }).click();
}

export interface NewAddress { title: string; name: string; surname: string; phone: string; city: string; district: string; line: string }

export const HOME_ADDRESS: NewAddress = {
  title: 'Ev', name: 'Deniz', surname: 'Çelik', phone: '5321234567', city: 'İstanbul', district: 'Kadıköy', line: 'Moda Cad. No: 1 D: 2',
};

/** Adds a new address in the checkout's shipping address picker (Turkish labels); it ends chosen. */
export async function addCheckoutAddress(page: Page, address: NewAddress = HOME_ADDRESS) {
  const picker = page.getByTestId('address-picker-shippingAddress');
  await picker.getByRole('button', { name: 'Yeni adres ekle' }).click();
  const form = picker.getByTestId('address-form');
  await form.getByLabel('Adres başlığı').fill(address.title);
  await form.getByLabel('Ad', { exact: true }).fill(address.name);
  await form.getByLabel('Soyad', { exact: true }).fill(address.surname);
  await form.getByLabel('Cep telefonu').fill(address.phone);
  await form.getByLabel('İl', { exact: true }).selectOption({ label: address.city });
  await form.getByLabel('İlçe', { exact: true }).selectOption({ label: address.district });
  await form.getByLabel('Adres', { exact: true }).fill(address.line);
  await form.getByRole('button', { name: 'Adresi kaydet' }).click();
  await expect(picker.getByRole('radio', { name: address.title })).toBeChecked();
}

/** Fills the checkout's card form as an English shopper sees it (checkout-texts.ts, en). */
export async function fillCardEn(page: Page, number: string) {
  const card = page.getByTestId('card-form');
  const typed: [label: string, value: string][] = [['Card number', number], ['Name on card', 'Deniz Celik'], ['Security code (CVV)', '123']];
  for (const [label, value] of typed) await card.getByLabel(label).fill(value);
  await card.getByLabel('Expiry month').selectOption('12');
  await card.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
}

/** Adds a new shipping address in the checkout as an English shopper sees it (account-texts.ts, en); it ends chosen. */
export async function addCheckoutAddressEn(page: Page, address: NewAddress = HOME_ADDRESS) {
  const picker = page.getByTestId('address-picker-shippingAddress');
  await picker.getByRole('button', { name: 'Add a new address' }).click();
  const form = picker.getByTestId('address-form');
  const typed: [label: string, value: string][] = [
    ['Address title', address.title], ['First name', address.name], ['Last name', address.surname], ['Mobile phone', address.phone],
  ];
  for (const [label, value] of typed) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel('City', { exact: true }).selectOption({ label: address.city });
  await form.getByLabel('District', { exact: true }).selectOption({ label: address.district });
  await form.getByLabel('Address', { exact: true }).fill(address.line);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(picker.getByRole('radio', { name: address.title })).toBeChecked();
}

/** From the sign-in page a checkout redirected to: the guest form (bot check solved) and back to the checkout. */
export async function continueAsGuest(page: Page, email: string) {
  const guest = page.getByTestId('guest-form');
  await guest.getByLabel('E-posta', { exact: true }).click();
  await guest.getByLabel('E-posta', { exact: true }).fill(email);
  await guest.getByRole('checkbox', { name: 'KVKK aydınlatma metnini okudum ve kabul ediyorum' }).check();
  await expect(guest.getByRole('checkbox', { name: 'Doğrulandı' })).toBeChecked({ timeout: 20_000 });
  await guest.getByRole('button', { name: 'Devam et' }).click();
  await expect(page).toHaveURL(/\/c\/shipping-and-payment$/);
}

/** A checkbox drawn at its own size at the start of its label's row (not stretched across the form like a text field, its text pushed below). */
export async function expectBesideItsText(box: Locator) {
  const [control, label] = [await box.boundingBox(), await box.locator('xpath=ancestor::label[1]').boundingBox()];
  expect(control!.width).toBeLessThan(40);
  expect(control!.x - label!.x).toBeLessThan(4);
  const middle = control!.y + control!.height / 2;
  expect(middle).toBeGreaterThan(label!.y);
  expect(middle).toBeLessThan(label!.y + label!.height);
  expect(label!.width).toBeGreaterThan(control!.width * 4);
}

/** The order summary's address after a placement (spec §2), with a number of the shape the shop issues; `/en` for the English site. */
export const orderSummaryUrl = (prefix: '' | '/en' = '') =>
  new RegExp(`${prefix.replace('/', '\\/')}\\/c\\/order-summary\\?status=success&docno=${ISSUED_DOC_NO_PATTERN.source.slice(1)}`);

/** On the checkout with an address chosen: pays by transfer or by an approved card, accepts the agreements and places the order; answers the docNo. */
export async function payAndPlace(page: Page, pay: 'transfer' | 'card'): Promise<string> {
  if (pay === 'transfer') await page.getByRole('radio', { name: 'Havale / EFT' }).check();
  else await fillCard(page, '4111111111111111');
  await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check();
  await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
  await expect(page).toHaveURL(orderSummaryUrl());
  return new URL(page.url()).searchParams.get('docno')!;
}

/** A cancel form (a member's or a guest's): a reason of the list, the confirmation beside its text, no axe violation, then sent. */
export async function cancelWithReason(page: Page, form: Locator, reason: string) {
  await form.getByLabel('İptal nedeni').selectOption({ label: reason });
  const confirm = form.getByLabel('İptal etmek istediğimi onaylıyorum');
  await confirm.check();
  await expectBesideItsText(confirm);
  await checkA11y(page);
  await form.getByRole('button', { name: 'Siparişi iptal et' }).click();
}
