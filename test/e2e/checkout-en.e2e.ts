import { expect, request as apiRequest, test } from '@playwright/test';
import type { Order } from '../../contracts/order/entities';
import { addCheckoutAddressEn, addFromProductPage, checkA11y, fillCardEn, newEmail, orderSummaryUrl, registerMember } from './support/shopper';

interface CurrencyItem { id: number; code: string }

test.describe('English checkout in USD (S1.04, S4.13, S9.08, S2.08, issue 15)', () => {
  test('an English shopper chooses USD, registers, pays by card on /en/ pages; the order summary and the order are in USD at the USD prices', async ({ page, baseURL }) => {
    const { currencyLists } = await (await page.request.get('/api/currencies')).json() as { currencyLists: CurrencyItem[] };
    const [usd, lira] = ['USD', 'TRY'].map((code) => currencyLists.find((currency) => currency.code === code));
    expect(usd).toBeDefined();

    // S4.13: the header's currency picker. On the Turkish pages it starts at TRY; the choice of USD
    // is kept (x-currency cookie) and the English pages show it too.
    await page.goto('/');
    const turkishPicker = page.getByRole('combobox', { name: 'Para birimi' });
    await expect(turkishPicker).toHaveValue(String(lira!.id));
    await turkishPicker.selectOption(String(usd!.id));
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'x-currency')?.value).toBe(String(usd!.id));
    await page.goto('/en/');
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue(String(usd!.id));

    await registerMember(page, newEmail('checkout-en'), { language: 'en', names: { name: 'Deniz', surname: 'Celik' } });
    await addFromProductPage(page, '/en/watches-c-1');
    await page.goto('/en/c/cart-summary');
    await page.locator('a[href="/en/c/shipping-and-payment"]').first().click();
    await expect(page).toHaveURL(/\/en\/c\/shipping-and-payment$/);
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();

    await addCheckoutAddressEn(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Please accept the agreements to continue')).toBeVisible();
    await fillCardEn(page, '4111 1111 1111 1112');
    await page.getByRole('checkbox', { name: /Pre-information Form/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('The card number is not valid')).toBeVisible();
    await checkA11y(page);

    await fillCardEn(page, '4111111111111111');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(orderSummaryUrl('/en'));
    const docNo = new URL(page.url()).searchParams.get('docno')!;
    await expect(page.getByRole('heading', { name: 'Thank you, your order has been received' })).toBeVisible();
    await expect(page.getByTestId('order-docno')).toHaveText(docNo);
    const facts = page.locator('.order-view__facts');
    await expect(facts.getByText('Currency')).toBeVisible();
    await expect(facts.locator('dd').nth(1)).toHaveText('USD');
    await expect(page.getByTestId('order-net-total')).toContainText('$');
    await expect(page.getByTestId('order-net-total')).not.toContainText('₺');
    await expect(page.getByText('Card ending in 1111')).toBeVisible();
    await checkA11y(page);

    // The order as stored: in USD, priced at the product's USD price, not its lira price.
    const { order } = await (await page.request.post('/api/get-order-detail', { data: { docNo } })).json() as { order: Order };
    expect(order).toMatchObject({ docNo, currencyCode: 'USD', currencyId: usd!.id });
    expect(order.items).toHaveLength(1);
    const priceIn = async (cookie: string) => {
      const visitor = await apiRequest.newContext({ baseURL, extraHTTPHeaders: cookie ? { cookie } : {} });
      const { product } = await (await visitor.post('/api/get-product', { data: { productId: order.items[0].productId } })).json() as { product: { salesPrice: number } };
      await visitor.dispose();
      return product.salesPrice;
    };
    const [dollars, liras] = [await priceIn(`x-currency=${usd!.id}`), await priceIn('')];
    expect(order.items[0].unitPriceWithTax).toBeCloseTo(dollars, 2);
    expect(liras).toBeGreaterThan(dollars);
  });
});
