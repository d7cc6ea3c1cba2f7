import { act, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { CartNotice } from '../../../contracts/cart/messages';
import { ApiError } from '../lib/api-client';
import { notify, TOAST_OPTIONS } from './notify';

describe('notify (S8.20, S9.05)', () => {
  it('S9.05 toasts sit top right, close after 3000 ms, light theme, drag to dismiss at 80%', () => {
    expect(TOAST_OPTIONS).toEqual({ position: 'top-right', autoClose: 3000, theme: 'light', draggable: true, draggablePercent: 80 });
  });

  it('S8.20 shows the server message when the failure carries one, else the given text', async () => {
    render(<ToastContainer {...TOAST_OPTIONS} />);
    await act(() => notify('error', 'Failed to get cart', new ApiError(409, 'Stok yetersiz')));
    expect(await screen.findByText('Stok yetersiz')).toBeInTheDocument();
    await act(() => notify('error', 'Failed to fetch currencies', new ApiError(500, 'Network error occurred')));
    expect(await screen.findByText('Failed to fetch currencies')).toBeInTheDocument();
    await act(() => notify('info', 'Bülten aboneliği çok yakında açılıyor.'));
    expect(await screen.findByText('Bülten aboneliği çok yakında açılıyor.')).toBeInTheDocument();
    expect(screen.queryByText('Network error occurred')).toBeNull();
  });

  it('says the shared message constants in the page\'s language: Turkish on a Turkish page, as they are on an English one', async () => {
    render(<ToastContainer {...TOAST_OPTIONS} />);
    document.documentElement.lang = 'tr';
    await act(() => notify('success', CartNotice.couponApplied));
    expect(await screen.findByText('Kupon uygulandı')).toBeInTheDocument();
    document.documentElement.lang = 'en';
    await act(() => notify('success', CartNotice.couponRemoved));
    expect(await screen.findByText('Coupon removed')).toBeInTheDocument();
  });
});
