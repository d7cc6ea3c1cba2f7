import { expect, test, type Page } from '@playwright/test';
import type { AdminProductRow } from '../../contracts/admin/catalogue';
import { createStaff, signedInStaff, tokenOf } from './support/admin-staff';
import { checkA11y } from './support/shopper';

/**
 * Issue 29, console gap 2: the console's pages have no serious or critical axe finding (labels,
 * contrast, landmarks, the page's language) in either language.
 */

const CONSOLES = [
  { language: 'tr', base: '/admin', signIn: 'Oturum aç' },
  { language: 'en', base: '/en/admin', signIn: 'Sign in' },
] as const;

/** The page is in the console's language and has nothing serious for axe, once `ready` shows. */
async function checkPage(page: Page, language: string, ready: ReturnType<Page['locator']>) {
  await expect(ready.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
  await checkA11y(page);
}

for (const { language, base, signIn } of CONSOLES) {
  test(`issue 29 console gap 2: sign-in and enrolment pages pass axe (${language})`, async ({ page }) => {
    await page.goto(`${base}/login`);
    await checkPage(page, language, page.getByRole('button', { name: signIn }));
    const invited = await createStaff(page.request, 'support');
    await page.goto(`${base}/enrol?token=${encodeURIComponent(tokenOf(invited))}`);
    await checkPage(page, language, page.locator('input[type="password"]'));
  });

  test(`issue 29 console gap 2: product list, product edit, import and audit log pass axe (${language})`, async ({ page }) => {
    await signedInStaff(page.request, 'owner');
    const [product] = (await (await page.request.get('/admin/api/products?range=[0,0]')).json()) as AdminProductRow[];
    await page.goto(`${base}/products`);
    await checkPage(page, language, page.locator('tbody tr'));
    await page.goto(`${base}/products/${product.id}`);
    await checkPage(page, language, page.locator('input[name="sku"]'));
    await page.goto(`${base}/catalogue-import`);
    await checkPage(page, language, page.locator('label:has(input[type="file"])'));
    await page.goto(`${base}/audit-log`);
    await checkPage(page, language, page.locator('tbody tr'));
  });
}
