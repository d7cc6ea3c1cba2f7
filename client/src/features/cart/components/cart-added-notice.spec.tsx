import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testStores } from '../../../test-stores';
import { CART_ADDED_NOTICE_MS, CartAddedNotice } from './cart-added-notice';

describe('cart-added notice (S2.22, S4.11, S9.09)', () => {
  afterEach(() => jest.useRealTimers());

  it('S4.11 shows the added product and closes by itself after 3 s, clearing the added item', () => {
    jest.useFakeTimers();
    const { stores, wrapper } = testStores();
    stores.ui.setViewport(1280, '');
    stores.ui.setLastAddedCartItem({ productId: 1, name: 'Zamanex Saat', stockTypeName: '42' });
    render(<MemoryRouter><CartAddedNotice /></MemoryRouter>, { wrapper });
    const notice = screen.getByTestId('cart-added-notice');
    expect(notice).toHaveTextContent('Zamanex Saat');
    expect(notice).toHaveTextContent('Ürününüz sepete eklendi');
    expect(screen.getByRole('button', { name: 'Alışverişe Devam Et' })).toBeInTheDocument();
    act(() => { jest.advanceTimersByTime(CART_ADDED_NOTICE_MS - 1); });
    expect(stores.ui.lastAddedCartItem).not.toBeNull();
    act(() => { jest.advanceTimersByTime(1); });
    expect(stores.ui.lastAddedCartItem).toBeNull();
  });

  it('S2.22 on a phone it has a close icon instead of Continue Shopping', () => {
    const { stores, wrapper } = testStores();
    stores.ui.setViewport(390, '');
    stores.ui.setLastAddedCartItem({ productId: 1, name: 'Saat' });
    render(<MemoryRouter><CartAddedNotice /></MemoryRouter>, { wrapper });
    expect(screen.queryByRole('button', { name: 'Alışverişe Devam Et' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Kapat' }).click());
    expect(stores.ui.lastAddedCartItem).toBeNull();
  });

  it('stays while the keyboard is in it, and closing it gives the focus back to the button the product was added with (issue 32 items 18, 20)', () => {
    jest.useFakeTimers();
    const { stores, wrapper } = testStores();
    stores.ui.setViewport(1280, '');
    const add = document.createElement('button');
    add.textContent = 'Sepete ekle';
    document.body.append(add);
    add.focus();
    stores.ui.setLastAddedCartItem({ productId: 1, name: 'Saat' });
    render(<MemoryRouter><CartAddedNotice /></MemoryRouter>, { wrapper });
    const keep = screen.getByRole('button', { name: 'Alışverişe Devam Et' });
    act(() => keep.focus());
    act(() => { jest.advanceTimersByTime(CART_ADDED_NOTICE_MS * 3); });
    expect(stores.ui.lastAddedCartItem).not.toBeNull();
    act(() => keep.click());
    expect(stores.ui.lastAddedCartItem).toBeNull();
    expect(add).toHaveFocus();
    add.remove();
  });
});
