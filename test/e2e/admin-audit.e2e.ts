import { expect, test } from '@playwright/test';
import type { AdminBrand } from '../../contracts/admin/catalogue';
import { signedInStaff } from './support/admin-staff';

/** Issue 29 item 3: every change a staff member makes is in the audit log, read field by field. */

test('issue 29 item 3: the owner renames a brand in the console and reads the change in the audit log, before and after', async ({ page }) => {
  const { email } = await signedInStaff(page.request, 'owner');
  const stamp = Date.now().toString(36);
  const made = await page.request.post('/admin/api/brands', { data: { name: `Denetim Markası ${stamp}` } });
  expect(made.ok(), await made.text()).toBe(true);
  const brand = (await made.json()) as AdminBrand;

  await page.goto(`/admin/brands/${brand.id}`);
  await page.locator('[name="name"]').fill(`Yeni Ad ${stamp}`);
  await page.getByRole('toolbar').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(/\/admin\/brands$/);

  // Filtered by the thing's type: the update is there, by whom; opened, its fields before and after.
  await page.goto('/admin/audit-log');
  await page.getByRole('textbox', { name: 'Tür', exact: true }).fill('brand');
  // The id is matched as its whole cell: as text it is also a run of digits in other entries' e-mails, times and ids.
  const entry = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'brand.update', exact: true }) })
    .filter({ has: page.getByRole('cell', { name: String(brand.id), exact: true }) });
  await expect(entry).toContainText(email);
  await entry.getByRole('cell', { name: 'brand.update' }).click();
  const changed = page.locator('tr[data-changed="true"]');
  await expect(changed).toHaveCount(1);
  await expect(changed.getByRole('rowheader')).toHaveText('name');
  await expect(changed.getByRole('cell')).toHaveText([`Denetim Markası ${stamp}`, `Yeni Ad ${stamp}`]);
  await expect(page.locator('tr[data-changed="false"]').filter({ hasText: 'slug' })).toBeVisible();
});

test('issue 29 console gap 1: the staff list and the audit log\'s person filter search staff on the server as the owner types', async ({ page, browser }) => {
  await signedInStaff(page.request, 'owner');
  // Another owner, in a browser of their own, makes one change.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  let otherEmail: string;
  try {
    otherEmail = (await signedInStaff(other.request, 'owner')).email;
    const made = await other.request.post('/admin/api/brands', { data: { name: `Kişi Süzgeci ${Date.now().toString(36)}` } });
    expect(made.ok(), await made.text()).toBe(true);
  } finally {
    await other.close();
  }
  const word = otherEmail.split('@')[0].slice('owner-'.length);
  const searched = (request: { url(): string }) => {
    const url = new URL(request.url());
    return url.pathname === '/admin/api/staff' && (JSON.parse(url.searchParams.get('filter') ?? '{}') as { q?: string }).q === word;
  };

  await page.goto('/admin/staff');
  const asked = page.waitForRequest(searched);
  await page.getByRole('textbox', { name: 'Ara' }).fill(word);
  await asked;
  await expect(page.getByRole('row').filter({ hasText: '@example.com' })).toHaveText([new RegExp(otherEmail)]);

  await page.goto('/admin/audit-log');
  const person = page.getByRole('combobox', { name: 'Kişi' });
  const personAsked = page.waitForRequest(searched);
  await person.fill(word);
  await personAsked;
  await page.getByRole('option', { name: otherEmail }).click();
  await expect(page).toHaveURL(/staffId/);
  const entries = page.getByRole('row').filter({ hasText: '@example.com' });
  await expect(entries.filter({ hasNotText: otherEmail })).toHaveCount(0);
  await expect(entries.filter({ hasText: 'brand.create' })).toHaveCount(1);
});
