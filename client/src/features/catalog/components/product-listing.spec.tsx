import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SearchProductsPayload } from '../../../../../contracts/product/payloads';
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

function renderListing(path: string, props: Parameters<typeof ProductListing>[0]) {
  const requests: SearchProductsPayload[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    if (url === '/api/currencies') return answer(CURRENCIES);
    requests.push(JSON.parse(String(init?.body)));
    return answer(RESPONSE);
  }) as unknown as typeof fetch;
  const { stores, wrapper } = testStores(fetcher);
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
});
