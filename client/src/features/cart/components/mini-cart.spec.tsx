import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Cart, CartItem } from '../../../../../contracts/cart/entities';
import { testStores } from '../../../test-stores';
import { MiniCart } from './mini-cart';

const EMPTY_CART = { isSuccess: true, cart: { id: 1, items: [], totals: [], netTotal: 0, currencyId: 1 } };
const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

describe('the desktop mini cart by keyboard (S2.23, issue 32 item 17)', () => {
  it('takes the focus from the basket when it opens, keeps Tab inside, and Escape closes it and gives the focus back to the basket', async () => {
    const { stores, wrapper } = testStores(() => answer(EMPTY_CART));
    stores.ui.setViewport(1280, '');
    const basket = document.createElement('a');
    basket.href = '/c/cart-summary';
    document.body.append(basket);
    basket.focus();
    stores.ui.toggleMiniCart();
    const view = render(<MemoryRouter>{stores.ui.isMiniCartOpen ? <MiniCart /> : null}</MemoryRouter>, { wrapper });
    const panel = await screen.findByRole('dialog', { name: 'Sepetim' });
    expect(panel).toHaveFocus();
    const controls = panel.querySelectorAll<HTMLElement>('a[href], button');
    controls[controls.length - 1].focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(controls[0]).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(stores.ui.isMiniCartOpen).toBe(false);
    view.rerender(<MemoryRouter>{stores.ui.isMiniCartOpen ? <MiniCart /> : null}</MemoryRouter>);
    await act(async () => undefined);
    expect(basket).toHaveFocus();
    basket.remove();
  });
});

const LINE: CartItem = {
  documentId: 1, productId: 1, stockBarcodeId: 10, quantity: 1, isShipment: false, orderNo: 1,
  salesPriceWithTax: 100, salesPriceWithoutTax: 83.33, unitPriceWithTax: 100, unitPriceWithoutTax: 83.33, discountPriceWithTax: 100,
  totals: [], flags: 0, campaigns: [], availableQuantity: 10, product: { name: 'Kronos Kol Saati', routePath: '/kronos-kol-saati-p-1' },
};
const CART_WITH_A_LINE: Cart = {
  documentId: 1, currencyId: 1, items: [LINE], totals: [], tags: [], campaigns: [], suggestedCampaigns: [], itemCount: 1, isTaxIncluded: true, version: 1,
};

describe('the mini cart and the remove confirmation (S3.27 remove-alert open, S4.07)', () => {
  it('S3.27 S4.07 while a line\'s remove confirmation is open, a click outside leaves the mini cart open; once it is closed, the same click closes it', async () => {
    const { stores, wrapper } = testStores(() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ isSuccess: true, cart: CART_WITH_A_LINE }) } as Response));
    stores.ui.setViewport(1280, '');
    stores.ui.toggleMiniCart();
    render(<MemoryRouter><MiniCart /></MemoryRouter>, { wrapper });
    const panel = await screen.findByRole('dialog', { name: 'Sepetim' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Kronos Kol Saati ürününü sepetten çıkar' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Sepetten çıkar' });
    expect(stores.ui.isRemoveAlertOpen).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(stores.ui.isMiniCartOpen).toBe(true);

    fireEvent.click(within(confirmation).getByRole('button', { name: 'Vazgeç' }));
    expect(stores.ui.isRemoveAlertOpen).toBe(false);
    fireEvent.pointerDown(document.body);
    expect(stores.ui.isMiniCartOpen).toBe(false);
  });
});
