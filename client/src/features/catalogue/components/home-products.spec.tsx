import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testStores } from '../../../test-stores';
import { HomeProducts, SKELETON_CARDS } from './home-products';

const answer = (status: number, body: unknown) => Promise.resolve({ ok: status === 200, status, json: async () => body } as Response);
const CURRENCIES = { isSuccess: true, activeCurrencyId: 1, currencyLists: [
  { id: 1, code: 'TRY', name: 'Türk Lirası', symbol: '₺', symbolOnRight: true, decimals: 2 },
  { id: 2, code: 'USD', name: 'Dolar', symbol: '$', symbolOnRight: false, decimals: 2 },
] };
const PRODUCT = {
  id: 5, name: 'Casio Vintage', routePath: '/casio-vintage-p-5', brand: { id: 1, name: 'Casio' }, salesPrice: 1234.5, basePrice: 1500, discountRate: 18, currencyId: 1,
  documents: [{ isDefault: true, filePath: '/media/products/5-1.svg' }],
};

function renderHome(searchProducts: () => Promise<Response>) {
  const fetcher = (async (url: string) => (url === '/api/currencies' ? answer(200, CURRENCIES) : searchProducts())) as unknown as typeof fetch;
  const { stores, wrapper } = testStores(fetcher);
  void stores.currency.load();
  render(<MemoryRouter><HomeProducts /></MemoryRouter>, { wrapper });
  return stores;
}

describe('HomeProducts', () => {
  it('shows 8 skeleton cards while loading, then products priced with lib/money, struck base price when discounted', async () => {
    let release: (response: Response) => void = () => undefined;
    renderHome(() => new Promise((resolve) => { release = resolve; }));
    expect(await screen.findAllByRole('listitem', { hidden: true })).toHaveLength(SKELETON_CARDS);
    release(await answer(200, { isSuccess: true, products: [PRODUCT], pagination: {}, aggregations: [] }));
    const link = await screen.findByRole('link', { name: /Casio Vintage/ });
    expect(link).toHaveAttribute('href', '/casio-vintage-p-5');
    expect(within(link).getByText('1.234,50 ₺')).toBeInTheDocument();
    expect(within(link).getByText('1.500 ₺').tagName).toBe('S');
    expect(within(link).getByText('Casio')).toBeInTheDocument();
  });

  it('S2.01 a grid asked for while the app started is drawn at once on the first render, and not asked for again', async () => {
    let searches = 0;
    const fetcher = (async (url: string) => {
      if (url === '/api/currencies') return answer(200, CURRENCIES);
      searches += 1;
      return answer(200, { isSuccess: true, products: [PRODUCT], pagination: {}, aggregations: [] });
    }) as unknown as typeof fetch;
    const { stores, wrapper } = testStores(fetcher);
    await Promise.all([stores.currency.load(), stores.catalogue.preloadHome()]);
    render(<MemoryRouter><HomeProducts /></MemoryRouter>, { wrapper });
    expect(screen.getByRole('link', { name: /Casio Vintage/ })).toBeInTheDocument(); // no skeleton pass
    await screen.findByRole('link', { name: /Casio Vintage/ });
    expect(searches).toBe(1);
  });

  it('an API failure shows an inline error with the server message and a retry button, never a blank page', async () => {
    renderHome(() => answer(503, { isSuccess: false, status: 503, message: 'Bakım çalışması' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ürünler şu anda yüklenemedi. Bakım çalışması');
    expect(within(alert).getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});
