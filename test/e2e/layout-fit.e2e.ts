import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { TRANSLATED_ROUTES } from '../../contracts/site/routes';
import { operator } from './support/operator';
import { addCheckoutAddress, addFromProductPage, newEmail, payAndPlace, registerMember } from './support/shopper';

/**
 * Every page of the shop fits its screen (issue 32: "every /u/ page is ~1,870 px wide", the compare
 * page's names overlapping, "Adresi kaydet" intercepted by the form): at a phone's 390 px and a
 * desktop's 1366 px, in Turkish and English, as a visitor and as a member with orders, a return,
 * a cart and four products to compare, no page is wider than the screen, no control sticks out of
 * it (outside a strip that scrolls sideways on purpose) and no button, link-button or field is
 * covered by another element where a tap would land.
 */

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 768 } };

/** Content pages whose slug differs by language (a post's or corporate page's own English slug). */
const ENGLISH_CONTENT: Record<string, string> = {
  '/blog/kol-saati-temizligi': '/en/blog/how-to-clean-your-watch',
  '/kurumsal/kvkk-aydinlatma-metni': '/en/corporate/kvkk-privacy-notice',
};

/** The English path of a Turkish one (S2.05): translated, or /en in front. */
function english(path: string): string {
  if (ENGLISH_CONTENT[path]) return ENGLISH_CONTENT[path];
  const translated = Object.entries(TRANSLATED_ROUTES).find(([tr]) => path === tr || path.startsWith(`${tr}/`) || path.startsWith(`${tr}?`));
  return translated ? translated[1] + path.slice(translated[0].length) : path === '/' ? '/en/' : `/en${path}`;
}

/**
 * What does not fit on the page as it stands: the page wider than the screen, a control out of
 * it, a control under another element at its centre. Runs in the page, one pass.
 */
function misfits(): string[] {
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  const name = (element: Element | null) => {
    if (!element) return 'nothing';
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}> "${text}"`;
  };
  if (document.documentElement.scrollWidth > width + 1) problems.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen`);
  const inSidewaysStrip = (element: Element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
    }
    return false;
  };
  const controls = document.querySelectorAll<HTMLElement>('button, a.button, [role="button"], input:not([type="hidden"]), select, textarea');
  for (const control of controls) {
    if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const box = control.getBoundingClientRect();
    // Visually hidden controls (a checkbox drawn by its label, screen-reader-only text) are reached through their label.
    if (box.width < 4 || box.height < 4) continue;
    if (control.closest('[inert], [aria-hidden="true"]')) continue;
    if (inSidewaysStrip(control)) continue;
    if (box.left < -1 || box.right > width + 1) {
      problems.push(`${name(control)} reaches from ${Math.round(box.left)} to ${Math.round(box.right)} px on a ${width} px screen`);
      continue;
    }
    control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const seen = control.getBoundingClientRect();
    const hit = document.elementFromPoint(seen.left + seen.width / 2, seen.top + seen.height / 2);
    const labels = 'labels' in control && control.labels ? [...(control.labels as NodeListOf<HTMLLabelElement>)] : [];
    const reached = hit && (control === hit || control.contains(hit) || labels.some((label) => label === hit || label.contains(hit)));
    if (!reached) problems.push(`${name(control)} is covered by ${name(hit)}`);
  }
  // An amount of money reads as one: "−" on one line and "$10" on the next read as two figures.
  for (const money of document.querySelectorAll<HTMLElement>('.money-amount')) {
    const text = document.createRange();
    text.selectNodeContents(money);
    const lines = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top)));
    if (lines.size > 1) problems.push(`${name(money)} is written over ${lines.size} lines`);
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  return problems;
}

/** Opens a page, waits until it has shown its heading and settled, and answers what does not fit. */
async function misfitsOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  return (await page.evaluate(misfits)).map((problem) => `${path}: ${problem}`);
}

interface Shop {
  /** The member's signed-in browser state. */
  storage: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
  /** Turkish paths a member sees, with real ids. */
  memberPaths: string[];
}

const VISITOR_PATHS = ['/login?action=login', '/login?action=register', '/siparis-takip'];
const PUBLIC_PATHS = ['/', '/saat-c-1', '/kol-saati-t-1', '/search?q=saat', '/blog', '/blog/kol-saati-temizligi', '/kurumsal', '/kurumsal/kvkk-aydinlatma-metni', '/destek', '/bulten'];

let shop: Shop;

test('S2.17 S2.18 a first visitor on a phone who chose products to compare: the cookie banner, the compare bar and the back-to-top button cover none of one another', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    await page.goto('/saat-c-1');
    const compare = page.locator('.product-card:not(.product-card--skeleton) .product-card__compare');
    await compare.nth(0).click();
    await compare.nth(1).click();
    await expect(page.getByTestId('compare-bar')).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // Before, the compare bar lay over the banner's two buttons.
    expect(await page.evaluate(misfits)).toEqual([]);
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Yalnızca zorunlu' }).click();
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    // On the screen, above the compare bar: before, the bar lay over it.
    const toTop = page.getByRole('button', { name: 'Sayfanın başına dön' });
    await expect(toTop).toBeInViewport();
    const [button, bar] = await Promise.all([toTop.boundingBox(), page.getByTestId('compare-bar').boundingBox()]);
    expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);
    expect(await page.evaluate(misfits)).toEqual([]);
  } finally {
    await context.close();
  }
});

test.describe('every page fits a 390 px phone and a 1366 px desktop, in Turkish and English (issue 32 items 9-11)', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await registerMember(page, newEmail('sigma'));
    // A card order the shop delivers and the member returns; a transfer order still open; a cart with a line in it.
    await addFromProductPage(page);
    await page.goto('/c/shipping-and-payment');
    await addCheckoutAddress(page);
    const delivered = await payAndPlace(page, 'card');
    const operatorRoutes = await operator(context.request);
    for (const status of ['Preparing', 'OnTheWay', 'Delivered']) await operatorRoutes.setStatus(delivered, status);
    await page.goto(`/u/order-return/${delivered}`);
    const form = page.getByTestId('order-return-form');
    await form.getByTestId('return-line').first().getByRole('combobox').selectOption('1');
    await form.getByLabel('İade nedeni').selectOption({ label: 'Beden veya ölçü uymadı' });
    await form.getByRole('button', { name: 'İade talebi oluştur' }).click();
    await expect(page).toHaveURL(/\/u\/returns\/\d+$/);
    const returnPath = new URL(page.url()).pathname;
    await addFromProductPage(page);
    await page.goto('/c/shipping-and-payment');
    await page.getByTestId('address-picker-shippingAddress').getByRole('radio', { name: 'Ev' }).check();
    const open = await payAndPlace(page, 'transfer');
    await addFromProductPage(page, '/saat-c-1', '1');
    // Four products side by side, the page's widest case.
    await page.goto('/saat-c-1');
    const links = page.locator('.product-card:not(.product-card--skeleton) a.product-card__link');
    await expect(links.nth(3)).toBeVisible();
    const ids = await links.evaluateAll((anchors) => anchors.slice(0, 4).map((anchor) => /-p-(\d+)/.exec(anchor.getAttribute('href') ?? '')![1]));
    const productPath = new URL(await links.first().evaluate((anchor) => (anchor as HTMLAnchorElement).href)).pathname;
    shop = {
      storage: await context.storageState(),
      memberPaths: [
        productPath, `/karsilastir?products=${ids.join(',')}&returnurl=/`, '/c/cart-summary', '/c/shipping-and-payment', `/c/order-summary?status=success&docno=${open}`,
        '/u/info', '/u/orders', `/u/orders/${open}`, `/u/orders/${delivered}`, `/u/order-cancel/${open}`, `/u/order-return/${delivered}`, '/u/returns', returnPath,
        '/u/addresses', '/u/favorites', '/u/communication-preferences', '/u/stock-alarms', '/u/price-alarms', '/u/messages', '/u/change-password',
        '/u/club', '/u/coupons', '/u/collection',
      ],
    };
    await context.close();
  });

  for (const [screen, options] of [['390 px phone', PHONE], ['1366 px desktop', DESKTOP]] as const) {
    for (const language of ['tr', 'en'] as const) {
      const localised = (path: string) => (language === 'tr' ? path : english(path));

      test(`S2.01-S2.05 every page a member sees fits a ${screen} (${language})`, async ({ browser }) => {
        test.setTimeout(240_000);
        const context = await browser.newContext({ ...options, storageState: shop.storage });
        const page = await context.newPage();
        const problems: string[] = [];
        for (const path of [...PUBLIC_PATHS, ...shop.memberPaths]) problems.push(...await misfitsOf(page, localised(path)));
        await context.close();
        expect(problems).toEqual([]);
      });

      test(`S2.02 S2.05 the visitor's pages fit a ${screen} (${language})`, async ({ browser }) => {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        const problems: string[] = [];
        for (const path of VISITOR_PATHS) problems.push(...await misfitsOf(page, localised(path)));
        await context.close();
        expect(problems).toEqual([]);
      });
    }
  }
});
