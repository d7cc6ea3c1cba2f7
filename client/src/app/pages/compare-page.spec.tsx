import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { testStores } from '../../test-stores';
import ComparePage from './compare-page';

function backLinkOf(returnUrl: string): string | null {
  const { wrapper } = testStores();
  render(<MemoryRouter initialEntries={[`/karsilastir?products=1,2&returnurl=${encodeURIComponent(returnUrl)}`]}><ComparePage /></MemoryRouter>, { wrapper });
  return screen.getByRole('link', { name: 'Geri dön' }).getAttribute('href');
}

describe('S2.04 the compare page\'s "back" link (?returnurl=)', () => {
  it('goes back to the page of this shop the shopper came from', () => {
    expect(backLinkOf('/saat-c-1?sort=price')).toBe('/saat-c-1?sort=price');
  });

  it.each(['/\t/other-host.example', '/\n/other-host.example', '//other-host.example', '/\\other-host.example', '/%2F/other-host.example', 'https://other-host.example/', 'javascript:alert(1)'])(
    'issue 27: never leads off the shop: %j goes home instead', (returnUrl) => {
      expect(backLinkOf(returnUrl)).toBe('/');
    },
  );
});

describe('S2.04 products taken off the compare page', () => {
  const products = [1, 2, 3].map((id) => ({ id, name: `Saat ${id}`, routePath: `/saat-${id}-p-${id}`, salesPrice: 100, basePrice: 100, currencyId: 1, attributes: [] }));
  const fetcher = (() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ isSuccess: true, products }) } as Response)) as typeof fetch;

  it('two taken off before the page is drawn again both leave the address (each starts from the address now)', async () => {
    window.history.replaceState(null, '', '/karsilastir?products=1,2,3&returnurl=%2F');
    const { wrapper } = testStores(fetcher);
    render(<BrowserRouter><ComparePage /></BrowserRouter>, { wrapper });
    const first = await screen.findByRole('button', { name: 'Karşılaştırmadan çıkar: Saat 1' });
    const second = screen.getByRole('button', { name: 'Karşılaştırmadan çıkar: Saat 2' });
    // Both clicks in one act: the second runs before the page is drawn from the first's address.
    await act(async () => { fireEvent.click(first); fireEvent.click(second); });
    expect(new URLSearchParams(window.location.search).get('products')).toBe('3');
    expect(new URLSearchParams(window.location.search).get('returnurl')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Karşılaştırmadan çıkar: Saat 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Karşılaştırmadan çıkar: Saat 2' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Saat 3' })).toBeInTheDocument();
  });
});
