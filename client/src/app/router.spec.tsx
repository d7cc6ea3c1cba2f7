import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PAGE_ROUTES } from '../lib/routes';
import { testStores } from '../test-stores';
import { AppRoutes, isCataloguePath, isHomePath, PAGE_ELEMENTS } from './router';

// The app's own route component: it hands the router only the route its precompiled table matched.
const renderAt = (path: string, fetcher?: typeof fetch) => {
  const { wrapper } = testStores(fetcher);
  render(<MemoryRouter initialEntries={[path]}><AppRoutes /></MemoryRouter>, { wrapper });
};

describe('route table (S2.01-S2.05)', () => {
  it('every fixed route has its built page: none is left to the coming-soon page', () => {
    expect(PAGE_ROUTES.length).toBeGreaterThan(0);
    expect(PAGE_ROUTES.filter((route) => !(route.key in PAGE_ELEMENTS)).map((route) => route.path)).toEqual([]);
  });

  it.each([['/search?q=saat', 'Arama Sonuçları: “saat”'], ['/en/search?q=saat', 'Search Results: “saat”']])('S2.05 %s shows the search results page', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('S2.05 order tracking has its own English path', async () => {
    renderAt('/en/order-track');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Tracking' })).toBeInTheDocument();
  });

  it('S2.05 a path the route service knows as a product shows its detail page, a category its product list, anything else not found', async () => {
    const answer = (status: number, body: unknown) => Promise.resolve({ ok: status === 200, status, json: async () => body } as Response);
    const currencies = { isSuccess: true, activeCurrencyId: 1, currencyLists: [{ id: 1, code: 'TRY', name: 'Türk Lirası', symbol: '₺', symbolOnRight: true, decimals: 2 }] };
    const product = {
      id: 12, name: 'Casio Vintage', code: 'A168', brand: { id: 1, name: 'Casio' }, salesPrice: 1000, basePrice: 1000, discountRate: 0, currencyId: 1,
      documents: [], attributes: [], barcodes: [], stocksByBarcode: [], categories: [], extensionData: {},
    };
    const emptyList = { isSuccess: true, products: [], aggregations: [], pagination: { currentPage: 1, pageSize: 24, totalItems: 0, totalPages: 0, taked: 0, skipped: 0 } };
    const routeService = (async (url: string) => {
      if (url === '/api/route-info?path=%2Fcasio-saat-p-12') return answer(200, { isSuccess: true, route: { type: 'product', id: 12, culture: 'tr', title: 'Casio', alternates: {} } });
      if (url === '/api/route-info?path=%2Fen%2Fwatches-c-3') return answer(200, { isSuccess: true, route: { type: 'category', id: 3, culture: 'en', title: 'Watches', alternates: {} } });
      if (url === '/api/currencies') return answer(200, currencies);
      if (url === '/api/get-product') return answer(200, { isSuccess: true, product });
      if (url === '/api/product-relations' || url === '/api/search-products') return answer(200, emptyList);
      return answer(404, { isSuccess: false, status: 404, message: 'Route not found' });
    }) as unknown as typeof fetch;
    renderAt('/casio-saat-p-12', routeService);
    expect(await screen.findByRole('heading', { level: 1, name: 'Casio Vintage' })).toBeInTheDocument();
    cleanup();
    renderAt('/en/watches-c-3', routeService);
    expect(await screen.findByRole('heading', { level: 1, name: 'Watches' })).toBeInTheDocument();
    expect(await screen.findByText('No products match these choices')).toBeInTheDocument();
    cleanup();
    renderAt('/olmayan-saat-p-999', routeService);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
  });

  it('S2.05 paths match as the router would: any letter case, a trailing slash', async () => {
    renderAt('/Siparis-Takip/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sipariş Takibi' })).toBeInTheDocument();
  });

  it('an unknown path says the page was not found', async () => {
    renderAt('/boyle-bir-sayfa-yok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
  });

  it.each([
    ['/', false], ['/en/', false], ['/en', false], ['/siparis-takip', false], ['/en/order-track', false], ['/u/orders/7', false],
    ['/blog/yaz-trendleri', false], ['/search', false], ['/SIPARIS-TAKIP', false], ['/siparis-takip/', false], ['/en/order-track/', false],
    ['/saat-c-1', true], ['/en/watches-c-1', true], ['/blog//', true], ['/zamanex-sik-erkek-kol-saati-p-1', true], ['/u/orders/7/extra', true],
  ])('S2.05 %s is a catalogue path: %s (the route service is asked for it while the app starts)', (path, catalogue) => {
    expect(isCataloguePath(path)).toBe(catalogue);
  });

  it.each([
    ['/', true], ['/en/', true], ['/en', true], ['/EN/', true],
    ['/siparis-takip', false], ['/en/order-track', false], ['/saat-c-1', false], ['/enx', false],
  ])('S2.01 %s is the home page: %s (its product grid is asked for while the app starts)', (path, home) => {
    expect(isHomePath(path)).toBe(home);
  });
});
