import { expect, test } from '@playwright/test';
import type { CreatedStaff } from '../../contracts/admin/staff';
import { enrolOverHttp, newStaffEmail, signedInStaff } from './support/admin-staff';
import { chooseFromSelect } from './support/console-select';

/** Issue 29 items 2, 5 and 7: a member sees only what the role may use, and the server refuses the rest. */

test('issue 29 item 7: a catalogue-role member does not see orders, staff or the audit log, and the orders route answers 403', async ({ page }) => {
  await signedInStaff(page.request, 'catalogue');
  await page.goto('/admin');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Ürünler' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Katalog içe aktarma' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Siparişler' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Ekip' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Denetim kaydı' })).toHaveCount(0);

  // The server enforces it whatever the menu shows.
  expect((await page.request.get('/admin/api/orders?range=[0,9]')).status()).toBe(403);
  expect((await page.request.get('/admin/api/staff?range=[0,9]')).status()).toBe(403);

  // The address typed by hand: the console's refusal page, not the list.
  await page.goto('/admin/orders');
  await expect(page.getByText('Bu sayfayı açma yetkiniz yok')).toBeVisible();
});

test('issue 29 item 4: the owner switches the console to English on the same page', async ({ page }) => {
  await signedInStaff(page.request, 'owner');
  await page.goto('/admin/orders');
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Siparişler' })).toBeVisible();
  await page.getByRole('link', { name: 'Konsolu İngilizce aç' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/orders$/);
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Orders' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
});

test('issue 29 item 2: the owner invites a catalogue member in the console and is shown the one-time link once', async ({ page, browser }) => {
  await signedInStaff(page.request, 'owner');
  const email = newStaffEmail('catalogue');
  await page.goto('/admin/staff/create');
  await page.locator('[name="email"]').fill(email);
  await page.locator('[name="name"]').fill('Katalog Üyesi');
  await chooseFromSelect(page, page.getByRole('combobox', { name: 'Rol' }), 'Katalog');
  await page.getByRole('toolbar').getByRole('button', { name: 'Kaydet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tek kullanımlık davet bağlantısı' });
  const link = await dialog.getByTestId('enrolment-link').inputValue();
  expect(link).toMatch(/\/admin\/enrol\?token=[\w-]+$/);
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Katalog');

  // The invited member, in a browser of their own, follows the link.
  const member = await browser.newContext();
  try {
    await enrolOverHttp(member.request, { enrolLink: link } as CreatedStaff);
    const memberPage = await member.newPage();
    await memberPage.goto(new URL('/admin', page.url()).href);
    await expect(memberPage.getByRole('menu').getByRole('menuitem', { name: 'Ürünler' })).toBeVisible();
    await expect(memberPage.getByRole('menu').getByRole('menuitem', { name: 'Siparişler' })).toHaveCount(0);
  } finally {
    await member.close();
  }
});
