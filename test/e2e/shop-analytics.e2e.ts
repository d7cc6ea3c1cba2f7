import { expect, test, type Page } from '@playwright/test';
import { checkA11y } from './support/shopper';

// A first visit: no stored answer to the cookie banner, so each test answers it itself. The
// viewport is short so that only the hero is on screen at first.
test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 480 } });

interface Entry {
  event?: string;
  ecommerce?: {
    items?: { item_id: string; item_name: string; price: number; currency: string }[];
    item_list_id?: string;
    creative_slot?: string;
    currency?: string;
  } | null;
}

const dataLayer = (page: Page) => page.evaluate(() => ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []) as Entry[]);
const events = async (page: Page, name: string) => (await dataLayer(page)).filter((entry) => entry.event === name);
const slots = async (page: Page) => (await events(page, 'view_promotion')).map((entry) => entry.ecommerce?.creative_slot);
const lists = async (page: Page) => (await events(page, 'view_item_list')).map((entry) => entry.ecommerce?.item_list_id);

const homeCards = (page: Page) => page.getByTestId('home-products').locator('.product-card:not(.product-card--skeleton) .product-card__link');

async function answerBanner(page: Page, button: 'Tümünü kabul et' | 'Yalnızca zorunlu') {
  const banner = page.getByTestId('consent-banner');
  await banner.getByRole('button', { name: button }).click();
  await expect(banner).toBeHidden();
}

/** Opens the home page's n-th new product; answers its name. */
async function openHomeProduct(page: Page, index: number): Promise<string> {
  await page.goto('/');
  const card = homeCards(page).nth(index);
  const name = (await card.locator('.product-card__name').innerText()).trim();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

/** Scrolls to where a page's rows below the fold go, so they are built (components/when-near.tsx). */
const scrollToRows = (page: Page, name: 'home-rows' | 'product-rows') => page.locator(`[data-when-near="${name}"]`).scrollIntoViewIfNeeded();

test.describe('shop analytics (GA4 events in window.dataLayer, after consent)', () => {
  test('S9.12 promotion views and the product list view fire only once they are 10% visible', async ({ page }) => {
    await page.goto('/');
    await answerBanner(page, 'Tümünü kabul et');
    await expect(page.getByTestId('hero')).toBeVisible();
    await expect(homeCards(page).first()).toBeAttached();
    // The hero is on screen: its first slide was seen; the tiles and the grid below the fold were not.
    await expect.poll(() => slots(page)).toEqual(['home_hero_1']);
    expect(await lists(page)).toEqual([]);
    expect((await dataLayer(page)).filter((entry) => entry.event === 'view_promotion')[0].ecommerce).toMatchObject({ promotion_id: 'hero-new-season-watches', creative_slot: 'home_hero_1' });

    await page.locator('.campaign-tile').first().scrollIntoViewIfNeeded();
    await expect.poll(() => slots(page)).toContain('home_campaign_1');
    expect(await lists(page)).toEqual([]);

    await page.getByTestId('home-products').scrollIntoViewIfNeeded();
    await expect.poll(() => lists(page)).toEqual(['new_arrivals']);
    const [listView] = await events(page, 'view_item_list');
    expect(listView.ecommerce?.items?.length).toBe(await homeCards(page).count());
    expect(listView.ecommerce?.items?.[0]).toMatchObject({ item_id: expect.stringMatching(/^\d+$/), currency: 'TRY', price: expect.any(Number) });

    // Widgets lower down report as they come into view, each once.
    await scrollToRows(page, 'home-rows');
    await page.getByTestId('row-on_sale').locator('.product-card__link').first().scrollIntoViewIfNeeded();
    await expect.poll(() => lists(page)).toContain('on_sale');
    await page.getByTestId('row-watches').locator('.product-card__link').first().scrollIntoViewIfNeeded();
    await expect.poll(() => lists(page)).toContain('watches');
    await page.getByTestId('home-products').scrollIntoViewIfNeeded();
    expect((await lists(page)).filter((id) => id === 'new_arrivals')).toHaveLength(1);

    // Another slide shown sends its own view; a click on it sends select_promotion.
    await page.getByTestId('hero').scrollIntoViewIfNeeded();
    await page.locator('.hero__dot').nth(1).click();
    await expect.poll(() => slots(page)).toContain('home_hero_2');
    await page.locator('.hero__slide:not([hidden])').click();
    await expect.poll(async () => (await events(page, 'select_promotion')).map((entry) => entry.ecommerce?.creative_slot)).toEqual(['home_hero_2']);
  });

  test('a product card click sends select_item and its page sends view_item with the same id', async ({ page }) => {
    await page.goto('/');
    await answerBanner(page, 'Tümünü kabul et');
    const card = homeCards(page).nth(2);
    const name = (await card.locator('.product-card__name').innerText()).trim();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const [select] = await events(page, 'select_item');
    expect(select.ecommerce).toMatchObject({ item_list_id: 'new_arrivals', items: [{ item_name: name, index: 2 }] });
    await expect.poll(async () => (await events(page, 'view_item')).length).toBe(1);
    const [view] = await events(page, 'view_item');
    expect(view.ecommerce?.items?.[0]).toMatchObject({ item_id: select.ecommerce?.items?.[0].item_id, item_name: name, currency: 'TRY' });
    expect(view.ecommerce?.currency).toBe('TRY');
    // The ecommerce object is cleared before each ecommerce event (tag managers merge otherwise).
    const layer = await dataLayer(page);
    expect(layer[layer.indexOf(layer.find((entry) => entry.event === 'view_item')!) - 1]).toEqual({ ecommerce: null });
  });

  test('recently viewed: after two products, the second one\'s page and home show the other', async ({ page }) => {
    await page.goto('/');
    await answerBanner(page, 'Yalnızca zorunlu');
    await expect(page.getByTestId('row-recently_viewed')).toHaveCount(0);
    const first = await openHomeProduct(page, 0);
    // The product on its own page is not in its recently viewed row (and nothing else is yet).
    await expect(page.getByTestId('row-recently_viewed')).toHaveCount(0);
    const second = await openHomeProduct(page, 1);

    const onDetail = page.getByTestId('row-recently_viewed');
    await scrollToRows(page, 'product-rows');
    await onDetail.scrollIntoViewIfNeeded();
    await expect(onDetail.locator('.product-card__name')).toHaveText([first]);

    await page.goto('/');
    const onHome = page.getByTestId('row-recently_viewed');
    await scrollToRows(page, 'home-rows');
    await onHome.scrollIntoViewIfNeeded();
    await expect(onHome.getByRole('heading', { name: 'Son Baktıklarınız' })).toBeVisible();
    await expect(onHome.locator('.product-card__name')).toHaveText([second, first]);
  });

  test('with consent refused nothing reaches the data layer', async ({ page }) => {
    await page.goto('/');
    await answerBanner(page, 'Yalnızca zorunlu');
    await expect(homeCards(page).first()).toBeAttached();
    await page.locator('.campaign-tile').first().scrollIntoViewIfNeeded();
    await page.getByTestId('home-products').scrollIntoViewIfNeeded();
    await scrollToRows(page, 'home-rows');
    await page.getByTestId('row-watches').locator('.product-card__link').first().scrollIntoViewIfNeeded();
    await homeCards(page).first().click();
    await expect(page.getByTestId('product-detail')).toBeVisible();
    // Give a view_item every chance to arrive: the related products are shown after the product.
    await expect(page.getByTestId('pdp-price')).toBeVisible();
    expect(await dataLayer(page)).toEqual([]);
  });

  test('axe-core: home with its product rows has no serious or critical violation', async ({ page }) => {
    test.setTimeout(60_000); // the longest page of the shop, analysed on a shared machine
    await page.goto('/');
    await answerBanner(page, 'Tümünü kabul et');
    await openHomeProduct(page, 0);
    await page.goto('/');
    await scrollToRows(page, 'home-rows');
    for (const row of ['row-recently_viewed', 'row-on_sale', 'row-watches']) {
      await page.getByTestId(row).scrollIntoViewIfNeeded();
      await expect(page.getByTestId(row).locator('.product-card:not(.product-card--skeleton)').first()).toBeVisible();
    }
    await checkA11y(page);
  });
});
