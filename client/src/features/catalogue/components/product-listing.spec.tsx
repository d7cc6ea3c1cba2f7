import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SearchProductsPayload } from '../../../../../contracts/product/payloads';
import { QuietObserver, setIntersectionObserver } from '../../../test-observers';
import { testStores } from '../../../test-stores';
import { ProductListing } from './product-listing';

const answer = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: async () => body } as Response);
const CURRENCIES = { isSuccess: true, activeCurrencyId: 1, currencyLists: [{ id: 1, code: 'TRY', name: 'Türk Lirası', symbol: '₺', symbolOnRight: true, decimals: 2 }] };
const RESPONSE = {
  isSuccess: true, didYouMean: 'kol saati',
  products: [{ id: 5, name: 'Casio Vintage', routePath: '/casio-vintage-p-5', brand: { id: 1, name: 'Casio' }, salesPrice: 1234.5, basePrice: 1234.5, discountRate: 0, currencyId: 1, documents: [] }],
  pagination: { currentPage: 2, pageSize: 24, totalItems: 60, totalPages: 3, taked: 24, skipped: 24 },
  aggregations: [
    { name: 'Brand', title: 'Marka', buckets: [{ key: '1', label: 'Casio', count: 40, selected: true }, { key: '2', label: 'Seiko', count: 20, selected: false }] },
    { name: 'Price', title: 'Fiyat', min: 500, max: 2000, buckets: [{ key: '1000-2000', label: '1000 - 2000', count: 30, selected: false }] },
  ],
};

function renderListing(path: string, props: Parameters<typeof ProductListing>[0], viewportWidth = 1280) {
  const requests: SearchProductsPayload[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    if (url === '/api/currencies') return answer(CURRENCIES);
    requests.push(JSON.parse(init?.body as string));
    return answer(RESPONSE);
  }) as unknown as typeof fetch;
  const { stores, wrapper } = testStores(fetcher);
  stores.ui.setViewport(viewportWidth, '');
  void stores.currency.load();
  render(<MemoryRouter initialEntries={[path]}><ProductListing {...props} /></MemoryRouter>, { wrapper });
  return requests;
}

describe('ProductListing (S2.11, S7.05)', () => {
  it('S2.11 reads its criteria from the URL, reports the answer, and its facet links toggle values in the URL', async () => {
    let reported: string | undefined;
    const requests = renderListing('/search?q=kol%20saat&brand=1&page=2', { searchTerm: 'kol saat', onResponse: (response) => { reported = response.didYouMean; } });
    expect(await screen.findByRole('link', { name: /Casio Vintage/ })).toHaveAttribute('href', '/casio-vintage-p-5');
    expect(requests[0]).toMatchObject({ searchTerm: 'kol saat', brandIds: [1], currentPage: 2 });
    expect(reported).toBe('kol saati');
    expect(screen.getByText('60 ürün')).toBeInTheDocument();
    const brands = screen.getByTestId('facet-Brand');
    // Casio is chosen: its link takes it out; Seiko's adds it; q stays; page goes back to 1.
    expect(within(brands).getByRole('link', { name: /Casio/ })).toHaveAttribute('href', '/search?q=kol%20saat');
    expect(within(brands).getByRole('link', { name: /Seiko/ })).toHaveAttribute('href', '/search?q=kol%20saat&brand=1-2');
    expect(within(screen.getByTestId('facet-Price')).getByRole('link')).toHaveTextContent('1.000 ₺ - 2.000 ₺');
    expect(screen.getByRole('link', { name: /Marka: Casio/ })).toHaveAttribute('href', '/search?q=kol%20saat');
    const pages = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(pages).getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Önceki' })).toHaveAttribute('href', '/search?q=kol%20saat&brand=1');
  });

  it('a brand page hides its own brand facet', async () => {
    renderListing('/marka/casio', { brandIds: [1] });
    await screen.findByRole('link', { name: /Casio Vintage/ });
    expect(screen.queryByTestId('facet-Brand')).toBeNull();
    expect(screen.getByTestId('facet-Price')).toBeInTheDocument();
  });

  it('S9.04 on a phone the filters sit behind one button, there before the answer too, so the products never move down', async () => {
    renderListing('/saat-c-1', { categoryIds: [1] }, 375);
    const toggle = screen.getByRole('button', { name: 'Filtreler' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('product-listing')).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('link', { name: /Casio Vintage/ });
    expect(screen.getByTestId('product-listing')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByTestId('facet-Brand')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filtreler' }));
    expect(screen.getByRole('button', { name: 'Filtreler' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('facet-Brand')).toBeVisible();
  });

  it('S9.04 on a phone the filters open as a sheet over the list: its footer shows how many products the choices give and closes it, Escape too, and focus goes back to the button (issue 32 item 11)', async () => {
    renderListing('/saat-c-1', { categoryIds: [1] }, 375);
    await screen.findByRole('link', { name: /Casio Vintage/ });
    const toggle = screen.getByRole('button', { name: 'Filtreler' });
    toggle.focus();
    fireEvent.click(toggle);
    const sheet = screen.getByRole('dialog', { name: 'Filtreler' });
    expect(sheet).toHaveFocus();
    expect(within(sheet).getByTestId('facet-Brand')).toBeVisible();
    fireEvent.click(within(sheet).getByRole('button', { name: `${RESPONSE.pagination.totalItems} ürünü göster` }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('S4.18 the first four cards fetch their pictures at once; the rest wait for the viewport', async () => {
    setIntersectionObserver(QuietObserver);
    try {
      const product = RESPONSE.products[0];
      const many = { ...RESPONSE, products: Array.from({ length: 6 }, (_, index) => ({ ...product, id: index + 1, name: `Saat ${index + 1}`, documents: [{ isDefault: true, filePath: `/media/products/${index + 1}-1.svg` }] })) };
      const fetcher = (async (url: string) => answer(url === '/api/currencies' ? CURRENCIES : many)) as unknown as typeof fetch;
      const { stores, wrapper } = testStores(fetcher);
      void stores.currency.load();
      render(<MemoryRouter initialEntries={['/saat-c-1']}><ProductListing categoryIds={[1]} /></MemoryRouter>, { wrapper });
      await screen.findByRole('link', { name: /Saat 6/ });
      const cards = within(screen.getByTestId('product-listing')).getAllByRole('listitem');
      expect(cards.map((card) => card.querySelector('img') !== null)).toEqual([true, true, true, true, false, false]);
    } finally {
      setIntersectionObserver(undefined);
    }
  });
});
