import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router';
import { PAGE_ROUTES, localizedPath } from '../lib/routes';
import { testStores } from '../test-stores';
import { appRoutes } from './router';

function App() {
  return useRoutes(appRoutes());
}

const renderAt = (path: string, fetcher?: typeof fetch) => {
  const { wrapper } = testStores(fetcher);
  render(<MemoryRouter initialEntries={[path]}><App /></MemoryRouter>, { wrapper });
};

describe('route table (S2.01-S2.05)', () => {
  it.each(PAGE_ROUTES.flatMap((route) => (['tr', 'en'] as const).map((culture) => [localizedPath(route.path.replace(/:\w+/g, '7'), culture), route.title])))(
    '%s shows its page title and a coming-soon line', async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByText(/çok yakında|coming soon/)).toBeInTheDocument();
    });

  it('S2.05 order tracking has its own English path', async () => {
    renderAt('/en/order-track');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Tracking' })).toBeInTheDocument();
  });

  it('a path the route service knows as a product shows the product page placeholder, a category the list one', async () => {
    const answer = (status: number, body: unknown) => Promise.resolve({ ok: status === 200, status, json: async () => body } as Response);
    const routeService = (async (url: string) => {
      if (url === '/api/route-info?path=%2Fcasio-saat-p-12') return answer(200, { isSuccess: true, route: { type: 'product', id: 12, culture: 'tr', title: 'Casio', alternates: {} } });
      if (url === '/api/route-info?path=%2Fen%2Fwatches-c-3') return answer(200, { isSuccess: true, route: { type: 'category', id: 3, culture: 'en', title: 'Watches', alternates: {} } });
      return answer(404, { isSuccess: false, status: 404, message: 'Route not found' });
    }) as unknown as typeof fetch;
    renderAt('/casio-saat-p-12', routeService);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ürün Detayı' })).toBeInTheDocument();
    cleanup();
    renderAt('/en/watches-c-3', routeService);
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    cleanup();
    renderAt('/olmayan-saat-p-999', routeService);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
  });

  it('an unknown path says the page was not found', async () => {
    renderAt('/boyle-bir-sayfa-yok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
  });
});
