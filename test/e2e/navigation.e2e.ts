import { expect, test, type Page } from '@playwright/test';
import { checkA11y } from './support/shopper';

const megaMenu = (page: Page) => page.getByTestId('mega-menu');
const topItem = (page: Page, name: string) => megaMenu(page).getByRole('link', { name, exact: true });

test.describe('desktop mega-menu (S2.12, S4.03, S2.27)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('S4.03 hovering a category opens its panel with the Menu LeftColumn; a sub-category click navigates and closes it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('hamburger')).toBeHidden();
    await topItem(page, 'Saat').hover();
    const panel = page.getByTestId('mega-menu-panel');
    await expect(panel).toBeVisible();
    await expect(topItem(page, 'Saat')).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Fırsat Saatleri' })).toBeVisible();
    const blog = panel.getByRole('link', { name: 'Saat Rehberi Blogu' });
    await expect(blog).toHaveAttribute('target', '_blank');
    await expect(blog).toHaveAttribute('rel', /nofollow/);
    const chronograph = panel.getByRole('link', { name: 'Kronograf Saat' });
    const href = await chronograph.getAttribute('href');
    expect(href).toMatch(/^\/saat\/erkek-saat\/kronograf-saat-c-\d+$/);
    await chronograph.click();
    await expect(page).toHaveURL(href!);
    await expect(panel).toBeHidden();
  });

  test('S4.03 leaving the menu closes the panel; moving into the panel keeps it open', async ({ page }) => {
    await page.goto('/en/');
    await topItem(page, 'Electronics').hover();
    const panel = page.getByTestId('mega-menu-panel');
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Headphones', exact: true }).hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(640, 780);
    await expect(panel).toBeHidden();
  });

  test('keyboard: focus opens a category, Tab reaches its links, Escape closes it', async ({ page }) => {
    await page.goto('/');
    await topItem(page, 'Elektronik').focus();
    const panel = page.getByTestId('mega-menu-panel');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Fırsat Saatleri' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(topItem(page, 'Elektronik')).toBeFocused();
  });

  test('axe-core: no serious or critical violation with the mega-menu open', async ({ page }) => {
    await page.goto('/');
    await topItem(page, 'Saat').hover();
    await expect(page.getByTestId('mega-menu-panel')).toBeVisible();
    await checkA11y(page, '.site-header');
  });
});

test.describe('mobile menu at 375x800 (S2.12, S4.04, S2.19, S2.27)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('S4.04 the hamburger opens it, an accordion level expands and collapses, a link navigates and closes it', async ({ page }) => {
    await page.goto('/en/');
    await expect(megaMenu(page)).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open the menu' });
    await hamburger.click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Order Tracking' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Watch Deals' })).toBeVisible();
    await expect(menu.getByRole('link', { name: "Men's Watches", exact: true })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Show Watches subcategories' }).click();
    await expect(menu.getByRole('link', { name: "Men's Watches", exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'Hide Watches subcategories' }).click();
    await expect(menu.getByRole('link', { name: "Men's Watches", exact: true })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Show Shoes subcategories' }).click();
    const link = menu.getByRole('link', { name: "Men's Shoes", exact: true });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/en\/shoes\/mens-shoes-c-\d+$/);
    await link.click();
    await expect(page).toHaveURL(href!);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('S2.19 its footer has four social links: video, social, photo and short-post networks', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const social = page.getByTestId('mobile-menu').locator('.mobile-menu__social a');
    await expect(social).toHaveCount(4);
    await expect(social.nth(0)).toHaveAttribute('href', /youtube\.com/);
    await expect(social.nth(1)).toHaveAttribute('href', /facebook\.com/);
    await expect(social.nth(2)).toHaveAttribute('href', /instagram\.com/);
    await expect(social.nth(3)).toHaveAttribute('href', /x\.com/);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
  });

  test('axe-core: no serious or critical violation with the mobile menu open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.getByTestId('mobile-menu').getByRole('button', { name: 'Saat alt kategorilerini göster' }).click();
    await expect(page.getByTestId('mobile-menu').locator('.mobile-menu__social a')).toHaveCount(4);
    await checkA11y(page);
  });
});

test.describe('scroll to top (S2.17, S9.04)', () => {
  test('S2.17 the button appears after scrolling past 300 px and takes the page back up', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('footer-legal-link-1')).toBeAttached();
    const button = page.getByRole('button', { name: 'Sayfanın başına dön' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    // On the screen where the shopper is, not only drawn: inside the footer it was placed at the footer's foot.
    await expect(button).toBeInViewport();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('a phone: a product tapped far down a list opens at its top, price and add-to-cart in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/saat-c-1');
    const card = page.locator('.product-card:not(.product-card--skeleton)').nth(9);
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    await card.locator('a').first().click();
    await expect(page.getByTestId('add-to-cart')).toBeInViewport();
    await expect(page.getByTestId('pdp-price')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('footer (S9.10, S1.05)', () => {
  for (const { path, legal, legalHref, topColumn, firstColumn, lastColumn, contact, social } of [
    {
      path: '/', legal: 'KVKK Aydınlatma Metni', legalHref: '/kurumsal/kvkk-aydinlatma-metni', topColumn: 'Takı & Aksesuar', firstColumn: 'Oyuncak', lastColumn: 'Saat', contact: 'Telefon',
      social: (name: string) => `${name} sayfamız (yeni sekmede açılır)`,
    },
    {
      path: '/en/', legal: 'Privacy Notice (KVKK)', legalHref: '/en/corporate/kvkk-privacy-notice', topColumn: 'Jewellery & Accessories', firstColumn: 'Toys', lastColumn: 'Watches', contact: 'Phone',
      social: (name: string) => `Our ${name} page (opens in a new tab)`,
    },
  ]) {
    test(`S9.10 ${path}: tag-9 legal links and categories in descending order, category 62 on its own numbering`, async ({ page }) => {
      await page.goto(path);
      const footer = page.locator('footer.site-footer');
      await expect(footer.getByTestId('footer-legal-link-1')).toHaveText(legal);
      await expect(footer.getByTestId('footer-legal-link-1')).toHaveAttribute('href', legalHref);
      await expect(footer.locator('[data-testid^="footer-legal-link-"]')).toHaveCount(4);
      await expect(footer.getByTestId('footer-category-id-62-title')).toHaveText(topColumn);
      await expect(footer.getByTestId('footer-category-1-title')).toHaveText(firstColumn);
      await expect(footer.getByTestId('footer-category-9-title')).toHaveText(lastColumn);
      await expect(footer.getByTestId('footer-category-10')).toHaveCount(0);
      await expect(footer.getByTestId('footer-category-id-62-link-1')).toBeVisible();
      await expect(footer.getByTestId('footer-category-1-link-1')).toBeVisible();
      await expect(footer.locator('.footer-feature')).toHaveCount(4);
      await expect(footer.locator('.social-links a')).toHaveCount(4);
      // Icon-only links (issue 16): each is named, in the page's language, by whose page it opens and that it opens apart.
      for (const [index, name] of ['YouTube', 'Facebook', 'Instagram', 'X'].entries()) {
        await expect(footer.locator('.social-links a').nth(index)).toHaveAccessibleName(social(name));
      }
      await expect(footer.getByTestId('contact-channels').getByRole('link', { name: new RegExp(contact) })).toHaveAttribute('href', /^tel:/);
      await expect(footer.getByTestId('service-hours')).toContainText('09:00 - 18:00');
      await expect(footer.getByTestId('order-tracking-link')).toBeVisible();
    });
  }
});

test.describe('English pages link English content slugs (issue 32 item 14)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('S1.04 S9.10 every in-site link of an English page (header, menu, footer with the newsletter form, the corporate list) is an English path, and each corporate or blog link is the page\'s own English slug', async ({ page }) => {
    const links = new Map<string, string>();
    for (const path of ['/en/', '/en/corporate', '/en/corporate/kvkk-privacy-notice', '/en/blog', '/en/newsletter']) {
      await page.goto(path);
      await expect(page.locator('footer.site-footer [data-testid="footer-legal-link-1"]')).toBeVisible();
      // The mega-menu's first panel too: its links are drawn when it opens.
      await page.getByTestId('mega-menu').getByRole('link').first().hover();
      await expect(page.getByTestId('mega-menu-panel')).toBeVisible();
      if (path === '/en/corporate') await expect(page.locator('#main .corporate-list a').first()).toBeVisible();
      // The language switch is the one link to the other language, on purpose.
      const hrefs = await page.locator('a[href^="/"]:not([hreflang])').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
      for (const href of hrefs) if (!href.startsWith('//') && !/^\/(media|image|api)\//.test(href)) links.set(href, path);
    }
    const notEnglish = [...links].filter(([href]) => href !== '/en' && !href.startsWith('/en/'));
    expect(notEnglish).toEqual([]);

    // A content link is the English page's own slug: not a Turkish page's slug, nor an old slug the shop still answers.
    const content = [...links.keys()].map((href) => /^\/en\/(corporate|blog)\/([^/?#]+)$/.exec(href)).filter((match) => match !== null);
    expect(content.filter((match) => match[1] === 'corporate').length).toBeGreaterThanOrEqual(5);
    const slugOf = async (section: string, slug: string, culture: 'tr' | 'en') => {
      const answer = await page.request.get(`/api/${section === 'corporate' ? 'corporate-page' : 'blog/post'}?slug=${slug}`, { headers: { 'x-culture': culture } });
      return answer.ok() ? ((await answer.json()) as { blogPost: { slug?: string } }).blogPost.slug : undefined;
    };
    const wrongSlugs: string[] = [];
    for (const [href, section, slug] of content) {
      const [english, turkish] = [await slugOf(section, slug, 'en'), await slugOf(section, slug, 'tr')];
      const on = `${href} (on ${links.get(href)})`;
      if (english !== decodeURIComponent(slug)) wrongSlugs.push(`${on} is the English page at ${english ?? 'no page'}`);
      if (turkish === decodeURIComponent(slug)) wrongSlugs.push(`${on} is a Turkish page's slug`);
    }
    expect(wrongSlugs).toEqual([]);
  });
});
