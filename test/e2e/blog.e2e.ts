import { expect, test, type Page } from '@playwright/test';
import { checkA11y } from './support/shopper';

const LANGUAGES = [
  {
    culture: 'tr', blog: '/blog', category: 'Saat Bakımı', post: 'Kol Saatinizi Evde Nasıl Temizlersiniz?', readingTime: /^\d+ dk okuma$/,
    widget: 'Bakımı Kolay Saatler', intro: 'Vitrin ekibinin seçtiği yazılar', legal: 'KVKK Aydınlatma Metni', legalPath: '/kurumsal/kvkk-aydinlatma-metni',
    legalText: '6698 sayılı', support: '/destek', corporate: '/kurumsal', search: 'deri kordon', searchHit: 'Deri Kordon Bakımında 5 Altın Kural',
    required: 'Ad Soyad zorunludur', invalid: 'E-posta geçersiz', fields: { name: 'Ad Soyad', email: 'E-posta', subject: 'Konu', message: 'Mesajınız' },
    submit: 'Gönder', sent: 'Teşekkürler! Mesajınız bize ulaştı.',
  },
  {
    culture: 'en', blog: '/en/blog', category: 'Watch Care', post: 'How to Clean Your Wristwatch at Home', readingTime: /^\d+ min read$/,
    widget: 'Easy-Care Watches', intro: 'stories picked by the Vitrin team', legal: 'Privacy Notice (KVKK)', legalPath: '/en/corporate/kvkk-privacy-notice',
    legalText: 'Law No. 6698', support: '/en/support', corporate: '/en/corporate', search: 'leather strap', searchHit: 'Five Golden Rules for Leather Strap Care',
    required: 'Full name is required', invalid: 'Email is invalid', fields: { name: 'Full name', email: 'Email', subject: 'Subject', message: 'Your message' },
    submit: 'Send', sent: 'Thank you! Your message has reached us.',
  },
] as const;

for (const lang of LANGUAGES) {
  test.describe(`blog, corporate and support pages (${lang.culture})`, () => {
    test(`S3.19 S9.11 ${lang.culture}: blog list → category → post with reading time and a product widget → product page`, async ({ page }) => {
      await page.goto(lang.blog);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Blog/);
      // S7.34: the merchant's text replaces the built-in intro once it arrives.
      await expect(page.getByTestId('blog-intro')).toContainText(lang.intro);
      await expect(page.getByTestId('blog-card')).toHaveCount(9);
      await checkA11y(page);

      await page.getByRole('navigation', { name: lang.culture === 'tr' ? 'Blog kategorileri' : 'Blog categories' }).getByRole('link', { name: lang.category }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.category);
      await expect(page).toHaveURL(/category=/);
      await page.getByRole('link', { name: lang.post }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.post);
      await expect(page.getByTestId('reading-time')).toHaveText(lang.readingTime);
      const breadcrumbs = page.getByRole('navigation', { name: lang.culture === 'tr' ? 'Sayfa yolu' : 'Breadcrumb' });
      await expect(breadcrumbs.getByRole('link', { name: lang.category })).toBeVisible();
      const widget = page.getByTestId('product-widget');
      await expect(widget.getByRole('heading', { name: lang.widget })).toBeVisible();
      const card = widget.locator('.product-card:not(.product-card--skeleton) a').first();
      await expect(card).toBeVisible();
      await checkA11y(page);
      const href = await card.getAttribute('href');
      await card.click();
      await expect(page).toHaveURL((url) => url.pathname === href);
    });

    test(`S2.06 ${lang.culture}: blog search (/blogSearch) finds a post`, async ({ page }) => {
      await page.goto(lang.blog);
      await page.getByRole('searchbox').fill(lang.search);
      await page.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(/\?q=/);
      await expect(page.getByRole('link', { name: lang.searchHit })).toBeVisible();
      await checkA11y(page);
    });

    test(`S9.10 ${lang.culture}: the footer's legal link opens the corporate page with its text`, async ({ page }) => {
      await page.goto(lang.culture === 'tr' ? '/' : '/en/');
      const link = page.getByTestId('footer-legal-link-1');
      await expect(link).toHaveAttribute('href', lang.legalPath);
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.legal);
      await expect(page.getByTestId('blog-post')).toContainText(lang.legalText);
      await checkA11y(page);
      await page.goto(lang.corporate);
      await expect(page.locator('#main').getByRole('link', { name: lang.legal })).toBeVisible();
      await checkA11y(page);
    });

    test(`S5.02 S5.05 S5.08 ${lang.culture}: support form shows errors on an empty submit, then a confirmation`, async ({ page }) => {
      await page.goto(lang.support);
      const form = page.getByTestId('dynamic-form');
      await expect(form).toBeVisible();
      // Nothing is checked before the first submit (S5.08).
      await form.getByLabel(lang.fields.email).fill('not-an-email');
      await expect(form.locator('.field-error')).toHaveCount(0);
      await form.getByRole('button', { name: lang.submit }).click();
      await expect(form.getByText(lang.required)).toBeVisible();
      await expect(form.getByText(lang.invalid)).toBeVisible();
      await expect(form.getByLabel(lang.fields.email)).toHaveAttribute('aria-invalid', 'true');
      await checkA11y(page);
      // After a submit, messages follow every change.
      await form.getByLabel(lang.fields.name).fill('Ayşe Yılmaz');
      await expect(form.getByText(lang.required)).toHaveCount(0);
      await form.getByLabel(lang.fields.email).fill('ayse@example.com');
      await form.getByLabel(lang.fields.subject).fill(lang.culture === 'tr' ? 'Sipariş' : 'Order');
      await form.getByLabel(lang.fields.message).fill(lang.culture === 'tr' ? 'Siparişim ne zaman gelir?' : 'When will my order arrive?');
      await form.getByRole('button', { name: lang.submit }).click();
      await expect(page.getByTestId('form-confirmation')).toContainText(lang.sent);
      await checkA11y(page);
    });
  });
}

test('an unknown blog post shows a clear not-found view', async ({ page }) => {
  await page.goto('/blog/boyle-bir-yazi-yok');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yazı bulunamadı');
  await checkA11y(page);
});

test('the language switch on a blog post opens its translation', async ({ page }) => {
  await page.goto('/blog/kol-saati-temizligi');
  await expect(page.getByRole('heading', { level: 1, name: LANGUAGES[0].post })).toBeVisible();
  await page.getByRole('link', { name: /English/ }).click();
  await expect(page).toHaveURL(/\/en\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: LANGUAGES[1].post })).toBeVisible();
});

test('issue 32 item 14: an English corporate page at its old Turkish slug shows the page and moves the address to its English slug', async ({ page }) => {
  // The page is asked for again at its own slug; that answer is held back until the switch below
  // is done, as on a slow line: the English page asked for at the Turkish slug is then what the
  // app holds when the Turkish URL is drawn, and it must not send the address back (CI run on 3a8f094).
  let releaseReload!: () => void;
  const reloadHeld = new Promise<void>((resolve) => { releaseReload = resolve; });
  await page.route((url) => url.pathname === '/api/corporate-page' && url.searchParams.get('slug') === 'kvkk-privacy-notice', async (route) => {
    await reloadHeld;
    await route.continue();
  });
  await page.goto('/en/corporate/kvkk-aydinlatma-metni');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES[1].legal);
  await expect(page).toHaveURL((url) => url.pathname === '/en/corporate/kvkk-privacy-notice');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/corporate\/kvkk-privacy-notice$/);
  // The language switch leads to the Turkish page at its Turkish slug.
  await page.getByRole('link', { name: /Türkçe/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/kurumsal/kvkk-aydinlatma-metni');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES[0].legal);
  releaseReload();
});
