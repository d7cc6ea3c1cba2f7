import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testStores } from '../../test-stores';
import OrderTrackPage from './order-track-page';

describe('S2.05 the order tracking page (/siparis-takip, /en/order-track)', () => {
  it.each([
    ['tr', 'Sipariş Takibi', 'Sipariş numarası'],
    ['en', 'Order Tracking', 'Order number'],
  ] as const)('%s: titled page with the docNo and e-mail form, asking nothing before it is sent', (culture, heading, docNoLabel) => {
    const fetcher = jest.fn<typeof fetch>(() => Promise.reject(new Error('no call expected')));
    const { stores, wrapper } = testStores(fetcher);
    stores.ui.setCulture(culture);
    render(<MemoryRouter><OrderTrackPage /></MemoryRouter>, { wrapper });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} | Vitrin`);
    expect(screen.getByLabelText(docNoLabel)).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });
});
