import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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
